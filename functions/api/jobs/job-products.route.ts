import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { implement } from '../../common/api-handler.ts';
import { jobs, listProductsOfJob } from '../../data/master-data/master-data.repository.ts';
import { withNames } from './job-record.ts';

/** GET jobs/jobProducts?jobId=: the job's products with product code/description and service type. */
export const listJobProducts = implement(jobsRoutes.listJobProducts, async ({ query }) => {
  await jobs.getOrThrow(query.jobId);
  return withNames(await listProductsOfJob(query.jobId));
});
