import { citiesRoutes } from '@shelfline/shared/routes/cities.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { remove } from './remove.route.ts';
import { update } from './update.route.ts';

/** The `cities` family (001 §2 Locations, §7). */
export const handler = createApiHandler({
  routes: Object.values(citiesRoutes),
  implementations: [get, create, update, remove],
});
