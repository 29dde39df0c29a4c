import { mapRoutes as mapRouteTable } from '@shelfline/shared/routes/map.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { mapRoutes } from './map-routes.ts';

/** The `map` family (000 §2.8, §7.5): stores and merchandisers of the filtered services for the Map View. */
export const handler = createApiHandler({
  routes: Object.values(mapRouteTable),
  implementations: mapRoutes,
});
