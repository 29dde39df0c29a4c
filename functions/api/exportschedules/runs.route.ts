import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { runsOfSchedule } from '../../data/export-schedules/export-runs.repository.ts';
import { exportSchedules } from '../../data/export-schedules/export-schedules.repository.ts';
import { runView } from '../../domain/export-schedules/schedule-view.ts';

/**
 * GET exportSchedules/{id}/runs: newest period first, paged, each with a short-lived link to its file. A deleted
 * schedule's runs are still answered (they are kept as history); an id with neither schedule nor runs is a 404.
 */
export const runs = implement(exportSchedulesRoutes.runs, async ({ params, query }) => {
  const [schedule, page] = await Promise.all([exportSchedules.get(params.id), runsOfSchedule(params.id, query)]);
  if (!schedule && page.total === 0) throw new NotFoundError(`Scheduled export ${params.id} was not found.`);
  return { items: await Promise.all(page.items.map(runView)), total: page.total, ...query };
});
