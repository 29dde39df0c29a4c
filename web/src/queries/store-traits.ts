import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** The traits a store has for a job (`GET traits/store/{storeId}/job/{jobId}`), for /storeTraits. */
export const storeTraitKeys = {
  all: ['storeTraits'] as const,
  of: (storeId: number | undefined, jobId: number | undefined) => ['storeTraits', storeId, jobId] as const,
};

/** Not asked until a store and a job are chosen. */
export const storeTraitsQuery = (storeId: number | undefined, jobId: number | undefined) =>
  queryOptions({
    queryKey: storeTraitKeys.of(storeId, jobId),
    queryFn:
      storeId === undefined || jobId === undefined
        ? skipToken
        : ({ signal }) => callRoute(traitsRoutes.listStoreTraits, { params: { storeId, jobId }, signal }),
  });
