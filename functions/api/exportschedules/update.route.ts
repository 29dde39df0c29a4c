import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { editSchedule, exportSchedules } from '../../data/export-schedules/export-schedules.repository.ts';
import { nextSlotAfter } from '../../domain/export-schedules/recurrence.ts';
import { scheduleView } from '../../domain/export-schedules/schedule-view.ts';
import { checkScheduleReferences } from './schedule-references.ts';

/**
 * PUT exportSchedules/{id}: with the version it was read at (409 when stale). The next run is computed again from now
 * in the (maybe new) zone and recurrence; a paused schedule stays paused, without one. The owner and the last run stay.
 */
export const update = implement(exportSchedulesRoutes.update, async ({ params, body, auth }) => {
  const current = await exportSchedules.getOrThrow(params.id, 'scheduled export');
  const { version, ...input } = body;
  if (current.version !== version)
    throw new ConflictError(`Scheduled export ${current.id} was changed by someone else. Reload it and try again.`);
  await checkScheduleReferences(input);
  const nextRunAt = current.paused ? undefined : nextSlotAfter(input, new Date()).toISOString();
  return scheduleView(await editSchedule(current, { ...input, nextRunAt }, auth.username));
});
