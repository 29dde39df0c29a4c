import { latLongRoutes } from '@shelfline/shared/routes/latlong.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { geocode } from './geocode.route.ts';

/** The `latlong` family: postal-code geocoding (offline FSA table; see common/geocode). */
export const handler = createApiHandler({ routes: Object.values(latLongRoutes), implementations: [geocode] });
