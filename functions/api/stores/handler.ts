import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { importStores } from './import-stores.route.ts';
import { list } from './list.route.ts';
import { remove } from './remove.route.ts';
import { update } from './update.route.ts';

/** The `stores` family (001 §7 Stores): list, CRUD and the CSV import. */
export const handler = createApiHandler({
  routes: Object.values(storesRoutes),
  implementations: [list, get, create, update, remove, importStores],
});
