import { citiesRoutes } from '@shelfline/shared/routes/cities.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { createCity } from './create.route.ts';
import { getCity } from './get.route.ts';
import { removeCity } from './remove.route.ts';
import { updateCity } from './update.route.ts';

/** The `cities` family (001 §2 Locations, §7). */
export const handler = createApiHandler({
  routes: Object.values(citiesRoutes),
  implementations: [getCity, createCity, updateCity, removeCity],
});
