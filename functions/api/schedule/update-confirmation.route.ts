import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import { changeConfirmation } from './create-confirmation.route.ts';

/**
 * PUT schedule/confirmations/{id} (000 §4.5): changes the estimated date of a confirmed service (a date within its
 * earliest..latest dates, or null for 'No Date'); 404 when it is not confirmed. Answers {estimatedDate}.
 */
export const updateConfirmation = implement(scheduleRoutes.updateConfirmation, async ({ params, body, auth }) =>
  changeConfirmation(params.id, auth, { kind: 'update', estimatedDate: body.estimatedDate }),
);
