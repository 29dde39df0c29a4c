import { miscChargeRatesRoutes } from '@shelfline/shared/routes/miscchargerates.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { get } from './get.route.ts';
import { update } from './update.route.ts';

/** The `miscchargerates` family (002 §7 "Misc charges"): the company travel and printing rates, admins only. */
export const handler = createApiHandler({
  routes: Object.values(miscChargeRatesRoutes),
  implementations: [get, update],
});
