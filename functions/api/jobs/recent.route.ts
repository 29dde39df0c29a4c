import { RECENT_JOBS } from '@shelfline/shared/contracts/job.contract';
import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { implement } from '../../common/api-handler.ts';
import { recentJobs } from '../../data/master-data/jobs.repository.ts';

/** GET jobs/recent: the 20 newest active jobs (highest job numbers first; job numbers start with the year). */
export const recent = implement(jobsRoutes.recent, () => recentJobs(RECENT_JOBS));
