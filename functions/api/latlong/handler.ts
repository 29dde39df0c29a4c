import { routesOf } from '@shelfline/shared';
import { createApiHandler } from '../../common/api-handler.ts';
import { geocode } from './geocode.route.ts';

/** The `latlong` family: postal-code geocoding (offline FSA table; see common/geocode). */
export const handler = createApiHandler({ routes: routesOf('latlong'), implementations: [geocode] });
