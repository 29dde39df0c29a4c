import { countriesRoutes } from '@shelfline/shared/routes/countries.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { get } from './get.route.ts';
import { list } from './list.route.ts';
import { listProvinces } from './list-provinces.route.ts';

/** The `countries` family (001 §7 Locations). */
export const handler = createApiHandler({
  routes: Object.values(countriesRoutes),
  implementations: [list, get, listProvinces],
});
