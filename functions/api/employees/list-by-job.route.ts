import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import { workerIdsOfJob } from '../../data/people/availability.repository.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import { byName } from './availability-rows.ts';
import { toEmployeeOption } from './workers.ts';

/**
 * `GET employees/byJob?jobId&fromDate&toDate` (e-mail composer, Services tab): the distinct workers with
 * scheduled work of the job starting in the window, by name. One Query of gsi1 `JOBWORK#<jobId>` and, beside
 * it, the worker directory (which has every field a picker row needs); 404 for an unknown job.
 */
export const listByJob = implement(employeesRoutes.listByJob, async ({ query }) => {
  const [, ids, directory] = await Promise.all([
    jobs.getOrThrow(query.jobId, 'job'),
    workerIdsOfJob(query.jobId, query.fromDate, query.toDate),
    readWorkerDirectory(),
  ]);
  const wanted = new Set(ids);
  return directory
    .filter((card) => wanted.has(card.id))
    .sort(byName)
    .map(toEmployeeOption);
});
