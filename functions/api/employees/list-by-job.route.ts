import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { employeesByIds, workerIdsOfJob } from '../../data/availability.repository.ts';
import { jobs } from '../../data/master-data.repository.ts';
import { byName } from './availability-rows.ts';
import { toEmployeeOption } from './workers.ts';

/**
 * `GET employees/byJob?jobId&fromDate&toDate` (e-mail composer, Services tab): the distinct workers with
 * scheduled work of the job starting in the window, by name. One Query of gsi1 `JOBWORK#<jobId>`, one
 * BatchGetItem of the workers; 404 for an unknown job.
 */
export const listByJob = implement(employeesRoutes.listByJob, async ({ query }) => {
  const [, ids] = await Promise.all([
    jobs.getOrThrow(query.jobId, 'job'),
    workerIdsOfJob(query.jobId, query.fromDate, query.toDate),
  ]);
  const workers = await employeesByIds(ids);
  return workers.sort(byName).map(toEmployeeOption);
});
