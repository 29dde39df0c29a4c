import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { createStore } from '../../data/master-data/stores.repository.ts';

/** `POST stores`: 201 with the store; 409 on `storeNumber` when the retailer already has that number. */
export const create = implement(storesRoutes.create, async ({ body, auth }) =>
  respond(201, await createStore(body, auth.username)),
);
