import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { implement } from '../../common/api-handler.ts';
import { listTraitsOfJob } from '../../data/master-data/jobs.repository.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';

/** GET traits/job?jobId= */
export const listJobTraits = implement(traitsRoutes.listJobTraits, async ({ query }) => {
  await jobs.getOrThrow(query.jobId);
  return listTraitsOfJob(query.jobId);
});
