import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import { runScheduleAction } from '../../domain/schedule/bulk-actions.ts';

/**
 * POST schedule/unsubmit (admin, accountManager; 000 §4.6, docs/decisions.md#api): takes `serviceId` (400 when not
 * submitted, 404 when missing) or, in Submitted mode only, every filtered service back to Saved (isSubmitted false,
 * isSaved true, dateReportSubmitted cleared): the report can be corrected and submitted again.
 */
export const unsubmit = implement(scheduleRoutes.unsubmit, async ({ body, auth }) =>
  runScheduleAction('unsubmit', body, auth),
);
