import { provincesRoutes } from '@shelfline/shared/routes/provinces.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { getProvince } from './get.route.ts';
import { listProvincesRoute } from './list.route.ts';
import { listCities } from './list-cities.route.ts';

/** The `provinces` family (001 §7 Locations; the flat list of docs/decisions.md#api). */
export const handler = createApiHandler({
  routes: Object.values(provincesRoutes),
  implementations: [getProvince, listCities, listProvincesRoute],
});
