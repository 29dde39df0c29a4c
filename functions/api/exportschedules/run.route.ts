import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { exportSchedules } from '../../data/export-schedules/export-schedules.repository.ts';
import { startRun } from '../../domain/export-schedules/dispatch.ts';
import { lastSlotAtOrBefore } from '../../domain/export-schedules/recurrence.ts';
import { runView } from '../../domain/export-schedules/schedule-view.ts';
import { wallClockText } from '../../domain/export-schedules/zoned-calendar.ts';

/**
 * POST exportSchedules/{id}/run (Run now): the run of the current period, under the same key as that period's timed
 * run (brief J7), so Run now after the timed run, or twice, sends once. When the period has run, 409 naming `force`:
 * the SPA asks and sends again with `force`, which queues a recorded re-run (`<period>#F<n>`). A paused schedule can
 * still be run by hand. 202 with the queued run.
 */
export const run = implement(exportSchedulesRoutes.run, async ({ params, body, auth }) => {
  const schedule = await exportSchedules.getOrThrow(params.id, 'scheduled export');
  const now = new Date();
  const periodKey = lastSlotAtOrBefore(schedule, now).toISOString();
  const result = await startRun(schedule, { trigger: 'manual', periodKey, forced: body.force, now, by: auth.username });
  if (!result.started) {
    const ranAt = new Date(result.existing.startedAt ?? result.existing.queuedAt);
    throw new ConflictError({
      force: [`This period already ran on ${wallClockText(ranAt, schedule.timeZone)}: run it again?`],
    });
  }
  return respond(202, await runView(result.run));
});
