import { lazyClient } from './lazy-client.ts';

/** Amazon Location Service Places (v2), created once per container, imported on first use (lazy-client.ts). */
export const geoPlaces = lazyClient(
  () => import('@aws-sdk/client-geo-places'),
  (sdk) => new sdk.GeoPlacesClient({}),
);
