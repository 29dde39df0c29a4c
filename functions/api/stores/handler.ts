import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { createStoreRoute } from './create-store.route.ts';
import { deleteStoreRoute } from './delete-store.route.ts';
import { getStore } from './get-store.route.ts';
import { importStoresRoute } from './import-stores.route.ts';
import { listStoresRoute } from './list-stores.route.ts';
import { updateStoreRoute } from './update-store.route.ts';

/** The `stores` family (001 §7 Stores): list, CRUD and the CSV import. */
export const handler = createApiHandler({
  routes: Object.values(storesRoutes),
  implementations: [listStoresRoute, getStore, createStoreRoute, updateStoreRoute, deleteStoreRoute, importStoresRoute],
});
