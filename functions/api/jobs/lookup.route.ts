import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { implement } from '../../common/api-handler.ts';
import { lookupJobs } from '../../data/master-data/jobs.repository.ts';

/** GET jobs/lookup (000 §7.4): active jobs of the given retailers whose run overlaps the window. */
export const lookup = implement(jobsRoutes.lookup, async ({ query }) =>
  (await lookupJobs({ retailerIds: query.retailerId, startDate: query.startDate, endDate: query.endDate })).map(
    (j) => ({ id: j.id, jobNumber: j.jobNumber, description: j.description, hourlyRate: j.hourlyRate }),
  ),
);
