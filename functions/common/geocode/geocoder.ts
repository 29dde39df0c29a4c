import { CANADA_COUNTRY_ID, countryOfPostalCode } from '@shelfline/shared/contracts/postal-code.contract';
import { ENV } from '../../registry.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Turns a postal code into coordinates (000 §7.5 `latLong/{postalCode}`; the store form and imports, the worker and
 * profile addresses). Two providers behind this small interface: the offline `zipcodes` data (below, the default,
 * locally and in tests) and Amazon Location Service (`amazon-location.ts`), chosen by `GEOCODER=amazon-location`.
 */
export interface Geocoder {
  /** Coordinates of a postal code that already passed format validation, or undefined if unknown. */
  locate(postalCode: string): Promise<Coordinates | undefined>;
}

interface ZipcodesModule {
  lookup(code: string): { latitude: number; longitude: number } | undefined;
}

/*
 * The `zipcodes` package: every US ZIP code (~42,500, their centroid) and every Canadian forward sortation area
 * (~1,620: the first three characters of a postal code, their centroid), offline. Its data is 5 MB of JavaScript, so
 * it is imported on the first lookup only and ships beside the bundles rather than inside them (`lazyPackages` in
 * functions/registry.ts). An FSA centroid is a few kilometres off a store: good enough for the map and for travel
 * distances, not to find a door.
 */
let loading: Promise<ZipcodesModule> | undefined;
const loadZipcodes = () => {
  // Node answers `{ default }` for this CommonJS package; a bundle the module itself.
  loading ??= import('zipcodes').then((m) => (m as { default?: ZipcodesModule }).default ?? m);
  return loading;
};

/** The key the package knows a postal code by: a Canadian FSA (`K1P`), a US ZIP's five digits (`90210`). */
export function lookupKeyOf(postalCode: string): string {
  const code = postalCode.trim().toUpperCase();
  return countryOfPostalCode(code) === CANADA_COUNTRY_ID ? code.slice(0, 3) : code.slice(0, 5);
}

export const offlineGeocoder: Geocoder = {
  async locate(postalCode) {
    const found = (await loadZipcodes()).lookup(lookupKeyOf(postalCode));
    return found ? { latitude: found.latitude, longitude: found.longitude } : undefined;
  },
};

let current: Geocoder | undefined;

/** The geocoder in use: the environment's choice (GEOCODER), decided on first use. */
export const geocoder = (): Geocoder => {
  current ??= process.env[ENV.geocoder] === 'amazon-location' ? cloudGeocoder : offlineGeocoder;
  return current;
};

/** Amazon Location Service, loaded only when chosen (its module and SDK client stay out of the offline path). */
const cloudGeocoder: Geocoder = {
  async locate(postalCode) {
    const { amazonLocationGeocoder } = await import('./amazon-location.ts');
    return amazonLocationGeocoder.locate(postalCode);
  },
};

/** Replaces the geocoder (a cloud provider at start-up). */
export function useGeocoder(next: Geocoder): void {
  current = next;
}

/** The spec's wire format: 'lat,long', with '0,0' for a code that could not be located. */
export const formatLatLong = (coordinates: Coordinates | undefined): string =>
  coordinates ? `${coordinates.latitude},${coordinates.longitude}` : '0,0';
