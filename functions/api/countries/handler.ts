import { countriesRoutes } from '@shelfline/shared/routes/countries.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { getCountry } from './get.route.ts';
import { listCountriesRoute } from './list.route.ts';
import { listProvincesOfCountry } from './list-provinces.route.ts';

/** The `countries` family (001 §7 Locations). */
export const handler = createApiHandler({
  routes: Object.values(countriesRoutes),
  implementations: [listCountriesRoute, getCountry, listProvincesOfCountry],
});
