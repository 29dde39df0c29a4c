import { provincesRoutes } from '@shelfline/shared/routes/provinces.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { get } from './get.route.ts';
import { list } from './list.route.ts';
import { listCities } from './list-cities.route.ts';

/** The `provinces` family (001 §7 Locations; the flat list of docs/decisions.md#api). */
export const handler = createApiHandler({
  routes: Object.values(provincesRoutes),
  implementations: [get, listCities, list],
});
