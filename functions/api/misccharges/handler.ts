import { miscChargesRoutes } from '@shelfline/shared/routes/misccharges.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { getRates } from './get-rates.route.ts';
import { list } from './list.route.ts';
import { remove } from './remove.route.ts';
import { update } from './update.route.ts';

/** The `misccharges` family (002 §7 "Misc charges"; brief §2.2): the Misc. Charges tab of merchandiser invoicing. */
export const handler = createApiHandler({
  routes: Object.values(miscChargesRoutes),
  implementations: [list, create, get, update, remove, getRates],
});
