import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { implement } from '../../common/api-handler.ts';
import { updateStore } from '../../data/master-data/stores.repository.ts';

/** `PUT stores/{id}` with the version read (409 when stale or when the store number is taken). */
export const update = implement(storesRoutes.update, ({ params, body, auth }) =>
  updateStore(params.id, body, auth.username),
);
