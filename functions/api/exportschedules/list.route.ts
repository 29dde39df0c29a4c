import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { listSchedules } from '../../data/export-schedules/export-schedules.repository.ts';
import { scheduleView } from '../../domain/export-schedules/schedule-view.ts';

/** GET exportSchedules: every schedule (a few hundred at most) by name, with its next and last run and its recurrence in words. */
export const list = implement(exportSchedulesRoutes.list, async () => {
  const schedules = await listSchedules();
  return schedules.map(scheduleView).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
});
