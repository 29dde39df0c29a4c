import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { deleteStore } from '../../data/master-data/stores.repository.ts';

/** `DELETE stores/{id}`: refused (409) while services, drafts, scheduled work or store traits reference the store. */
export const remove = implement(storesRoutes.remove, async ({ params }) => {
  await deleteStore(params.id);
  return respond(204);
});
