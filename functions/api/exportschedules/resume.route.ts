import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { editSchedule, exportSchedules } from '../../data/export-schedules/export-schedules.repository.ts';
import { nextSlotAfter } from '../../domain/export-schedules/recurrence.ts';
import { scheduleView } from '../../domain/export-schedules/schedule-view.ts';

/**
 * POST exportSchedules/{id}/resume: the next run is the next slot from now; the slots missed while paused are not
 * caught up (brief J4). 409 when it is not paused.
 */
export const resume = implement(exportSchedulesRoutes.resume, async ({ params, auth }) => {
  const current = await exportSchedules.getOrThrow(params.id, 'scheduled export');
  if (!current.paused) throw new ConflictError(`Scheduled export "${current.name}" is not paused.`);
  const nextRunAt = nextSlotAfter(current, new Date()).toISOString();
  return scheduleView(await editSchedule(current, { paused: false, nextRunAt }, auth.username));
});
