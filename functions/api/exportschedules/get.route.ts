import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { exportSchedules } from '../../data/export-schedules/export-schedules.repository.ts';
import { scheduleView } from '../../domain/export-schedules/schedule-view.ts';

/** GET exportSchedules/{id} */
export const get = implement(exportSchedulesRoutes.get, async ({ params }) =>
  scheduleView(await exportSchedules.getOrThrow(params.id, 'scheduled export')),
);
