import { missingChargesRoutes } from '@shelfline/shared/routes/missingcharges.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { createClientCharges } from './create-client-charges.route.ts';
import { createMerchandiserCharges } from './create-merchandiser-charges.route.ts';
import { listClientCharges } from './list-client-charges.route.ts';
import { listMerchandiserCharges } from './list-merchandiser-charges.route.ts';

/** The `missingcharges` family: the Missing Charges screen (002 §2, §7; brief §2.6). */
export const handler = createApiHandler({
  routes: Object.values(missingChargesRoutes),
  implementations: [listMerchandiserCharges, createMerchandiserCharges, listClientCharges, createClientCharges],
});
