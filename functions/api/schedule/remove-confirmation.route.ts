import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { changeConfirmation } from './create-confirmation.route.ts';

/**
 * DELETE schedule/confirmations/{id} (000 §4.5): the service goes back to 'To be Confirmed'; 404 when it is not
 * confirmed. Answers 204.
 */
export const removeConfirmation = implement(scheduleRoutes.removeConfirmation, async ({ params, auth }) => {
  await changeConfirmation(params.id, auth, { kind: 'remove' });
  return respond(204);
});
