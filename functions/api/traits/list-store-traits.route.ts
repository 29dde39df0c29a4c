import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { implement } from '../../common/api-handler.ts';
import { jobs, stores } from '../../data/master-data/master-data.repository.ts';
import { traitsOfStore } from './store-trait-rows.ts';

/** GET traits/store/{storeId}/job/{jobId} */
export const listStoreTraits = implement(traitsRoutes.listStoreTraits, async ({ params }) => {
  await Promise.all([stores.getOrThrow(params.storeId), jobs.getOrThrow(params.jobId)]);
  return traitsOfStore(params.storeId, params.jobId);
});
