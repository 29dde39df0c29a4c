import { miscChargeTypesRoutes } from '@shelfline/shared/routes/miscchargetypes.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { list } from './list.route.ts';
import { remove } from './remove.route.ts';
import { update } from './update.route.ts';

/** The `miscchargetypes` family (002 §7 "Misc charges"): admins maintain the types, the misc charge form reads them. */
export const handler = createApiHandler({
  routes: Object.values(miscChargeTypesRoutes),
  implementations: [list, get, create, update, remove],
});
