import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import { runScheduleAction } from '../../domain/schedule/bulk-actions.ts';

/**
 * POST schedule/activate (admin, 000 §4.6): activates `serviceId` (400 when it is activated or submitted, 404 when
 * missing) or, in NotActivated mode only, every filtered service — one step; the client repeats until `finished`.
 * The services' scheduled work becomes scheduled (isSchedule) in the same transactions.
 */
export const activate = implement(scheduleRoutes.activate, async ({ body, auth }) =>
  runScheduleAction('activate', body, auth),
);
