import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** The traits of a job (`GET traits/job?jobId=`), for the Trait editors. */
export const jobTraitKeys = {
  all: ['jobTraits'] as const,
  ofJob: (jobId: number | undefined) => ['jobTraits', jobId] as const,
};

/** The job's traits; not asked without a job. */
export const jobTraitsQuery = (jobId: number | undefined) =>
  queryOptions({
    queryKey: jobTraitKeys.ofJob(jobId),
    queryFn:
      jobId === undefined
        ? skipToken
        : ({ signal }) => callRoute(traitsRoutes.listJobTraits, { query: { jobId }, signal }),
    staleTime: 60_000,
  });
