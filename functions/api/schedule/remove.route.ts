import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import { runScheduleAction } from '../../domain/schedule/bulk-actions.ts';

/**
 * DELETE schedule (admin, 000 §4.6, §7.5: the body is kept, docs/decisions.md#api): deletes `serviceId` (400 when submitted,
 * 404 when missing) or every filtered service of any mode but Submitted, with their scheduled work — one step of
 * many. Submitted services are never deleted: they count as `skipped`.
 */
export const remove = implement(scheduleRoutes.remove, async ({ body, auth }) =>
  runScheduleAction('delete', body, auth),
);
