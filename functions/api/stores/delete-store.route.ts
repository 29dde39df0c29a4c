import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { deleteStore } from '../../data/stores.repository.ts';

/** `DELETE stores/{id}`: a hard delete while nothing references stores (see the stores README section). */
export const deleteStoreRoute = implement(storesRoutes.remove, async ({ params }) => {
  await deleteStore(params.id);
  return respond(204);
});
