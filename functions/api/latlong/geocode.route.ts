import { latLongRoutes } from '@shelfline/shared/routes/latlong.routes';
import { implement } from '../../common/api-handler.ts';
import { formatLatLong, geocoder } from '../../common/geocode/geocoder.ts';

/** `GET latLong/{postalCode}` (000 §7.5, 001 §7): 'lat,long', or '0,0' when the code cannot be located. */
export const geocode = implement(latLongRoutes.geocode, async ({ params }) =>
  formatLatLong(await geocoder().locate(params.postalCode)),
);
