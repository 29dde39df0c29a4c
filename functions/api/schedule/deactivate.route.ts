import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import { runScheduleAction } from '../../domain/schedule/bulk-actions.ts';

/**
 * POST schedule/deactivate (admin, 000 §4.6): deactivates `serviceId` (400 unless it is activated and not
 * submitted, 404 when missing) or, in Open or ComingDue mode only, every filtered service — one step of many. The
 * scheduled work follows (isSchedule false).
 */
export const deactivate = implement(scheduleRoutes.deactivate, async ({ body, auth }) =>
  runScheduleAction('deactivate', body, auth),
);
