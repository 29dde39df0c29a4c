import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { exportSchedules } from '../../data/export-schedules/export-schedules.repository.ts';

/** DELETE exportSchedules/{id}: the schedule only; its runs and files stay as history until they expire (13 months). */
export const remove = implement(exportSchedulesRoutes.remove, async ({ params }) => {
  await exportSchedules.getOrThrow(params.id, 'scheduled export');
  await exportSchedules.remove(params.id);
  return respond(204);
});
