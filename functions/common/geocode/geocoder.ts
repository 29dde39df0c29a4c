import { CANADA_COUNTRY_ID, countryOfPostalCode } from '@shelfline/shared/contracts/postal-code.contract';
import { FSA_CENTROIDS } from './fsa-centroids.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Turns a postal code into coordinates (000 §7.5 `latLong/{postalCode}`; the store form and imports).
 *
 * Kept behind this small interface on purpose: the product runs without network access today, so the
 * implementation is an offline table of forward sortation areas. In AWS it can be replaced by a provider
 * backed by Amazon Location Service (`SearchPlaceIndexForText` / Places `Geocode` with the postal code and
 * country filter), without touching the routes: swap what `geocoder()` returns.
 */
export interface Geocoder {
  /** Coordinates of a postal code that already passed format validation, or undefined if unknown. */
  locate(postalCode: string): Promise<Coordinates | undefined>;
}

/** Canada: the FSA's approximate centroid. US ZIP codes are not covered yet (answer: unknown → 0,0). */
export const offlineFsaGeocoder: Geocoder = {
  async locate(postalCode) {
    if (countryOfPostalCode(postalCode) !== CANADA_COUNTRY_ID) return undefined;
    const fsa = postalCode.trim().slice(0, 3).toUpperCase();
    const centroid = FSA_CENTROIDS[fsa];
    return centroid ? { latitude: centroid[0], longitude: centroid[1] } : undefined;
  },
};

let current: Geocoder = offlineFsaGeocoder;

/** The geocoder in use. */
export const geocoder = (): Geocoder => current;

/** Replaces the geocoder (a cloud provider at start-up). */
export function useGeocoder(next: Geocoder): void {
  current = next;
}

/** The spec's wire format: 'lat,long', with '0,0' for a code that could not be located. */
export const formatLatLong = (coordinates: Coordinates | undefined): string =>
  coordinates ? `${coordinates.latitude},${coordinates.longitude}` : '0,0';
