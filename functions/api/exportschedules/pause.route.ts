import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { editSchedule, exportSchedules } from '../../data/export-schedules/export-schedules.repository.ts';
import { scheduleView } from '../../domain/export-schedules/schedule-view.ts';

/** POST exportSchedules/{id}/pause: it leaves the due index (no next run) until resumed; 409 when already paused. */
export const pause = implement(exportSchedulesRoutes.pause, async ({ params, auth }) => {
  const current = await exportSchedules.getOrThrow(params.id, 'scheduled export');
  if (current.paused) throw new ConflictError(`Scheduled export "${current.name}" is already paused.`);
  return scheduleView(await editSchedule(current, { paused: true, nextRunAt: undefined }, auth.username));
});
