import type { GeocodeCommandInput, GeocodeCommandOutput } from '@aws-sdk/client-geo-places';
import { CANADA_COUNTRY_ID, countryOfPostalCode } from '@shelfline/shared/contracts/postal-code.contract';
import { geoPlaces } from '../aws/geo-places.ts';
import type { Coordinates, Geocoder } from './geocoder.ts';

/*
 * The cloud geocoder: Amazon Location Service's Places `Geocode` with the postal code as a structured query,
 * limited to its country and to postal-code results. `IntendedUse: 'Storage'` because the coordinates are stored
 * with the store or the worker (Location Service's terms price stored results apart). Chosen by `GEOCODER=
 * amazon-location` (CDK context `geocoder`); the function's role gets `geo-places:Geocode` (grants.ts).
 */

/** The Geocode request of a postal code that passed format validation. */
export function geocodeRequestOf(postalCode: string): GeocodeCommandInput {
  const code = postalCode.trim().toUpperCase();
  const country = countryOfPostalCode(code) === CANADA_COUNTRY_ID ? 'CAN' : 'USA';
  return {
    QueryComponents: { PostalCode: code, Country: country },
    Filter: { IncludeCountries: [country], IncludePlaceTypes: ['PostalCode'] },
    MaxResults: 1,
    IntendedUse: 'Storage',
  };
}

/** The coordinates of the first result (Location Service answers [longitude, latitude]), or undefined. */
export function coordinatesOfGeocode(response: Pick<GeocodeCommandOutput, 'ResultItems'>): Coordinates | undefined {
  const position = response.ResultItems?.[0]?.Position;
  if (!position || position.length < 2) return undefined;
  const [longitude, latitude] = position as [number, number];
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return { latitude, longitude };
}

export const amazonLocationGeocoder: Geocoder = {
  async locate(postalCode) {
    const { sdk, client } = await geoPlaces();
    return coordinatesOfGeocode(await client.send(new sdk.GeocodeCommand(geocodeRequestOf(postalCode))));
  },
};
