import { describe, expect, it } from 'vitest';
import { CITY_SEEDS } from '../../../scripts/demo/canada.ts';
import { coordinatesOfGeocode, geocodeRequestOf } from './amazon-location.ts';
import { formatLatLong, lookupKeyOf, offlineGeocoder } from './geocoder.ts';

describe('offline geocoder', () => {
  it('locates every forward sortation area of the demo data, in any spelling', async () => {
    for (const city of CITY_SEEDS) {
      const found = await offlineGeocoder.locate(`${city.fsa.toLowerCase()}-1a1`);
      expect(found, city.name).toBeDefined();
      // A rural FSA (digit 0: X0A is all of Nunavut outside Iqaluit's streets) spans hundreds of kilometres, and
      // its centroid says little about one town in it.
      if (city.fsa[1] === '0') continue;
      expect(Math.abs((found?.latitude ?? 0) - city.latitude), city.name).toBeLessThan(0.5);
      expect(Math.abs((found?.longitude ?? 0) - city.longitude), city.name).toBeLessThan(0.5);
    }
  });

  it('locates Canadian codes outside the demo data and US ZIP codes, with or without the +4', async () => {
    const near = async (code: string, latitude: number, longitude: number) => {
      const found = await offlineGeocoder.locate(code);
      expect(found, code).toBeDefined();
      expect(Math.abs((found?.latitude ?? 0) - latitude), code).toBeLessThan(0.5);
      expect(Math.abs((found?.longitude ?? 0) - longitude), code).toBeLessThan(0.5);
    };
    await near('Y1A 2B3', 60.72, -135.05); // Whitehorse
    await near('X1A 1A1', 62.45, -114.37); // Yellowknife
    await near('A1C 5M2', 47.56, -52.71); // St. John's
    await near('90210', 34.09, -118.41); // Beverly Hills
    await near('10001-1234', 40.75, -73.99); // New York
    await near('99501', 61.21, -149.88); // Anchorage
  });

  it('answers unknown for codes that do not exist (0,0 on the wire)', async () => {
    expect(await offlineGeocoder.locate('Z9Z 9Z9')).toBeUndefined();
    expect(await offlineGeocoder.locate('00000')).toBeUndefined();
    expect(lookupKeyOf(' k1p 5j9 ')).toBe('K1P');
    expect(lookupKeyOf('10001-1234')).toBe('10001');
    expect(formatLatLong(undefined)).toBe('0,0');
    expect(formatLatLong({ latitude: 43.6532, longitude: -79.3832 })).toBe('43.6532,-79.3832');
  });
});

describe('Amazon Location Service geocoder', () => {
  it('asks for the postal code alone, in its own country, for results it may store', () => {
    expect(geocodeRequestOf(' k1p 5n2 ')).toEqual({
      QueryComponents: { PostalCode: 'K1P 5N2', Country: 'CAN' },
      Filter: { IncludeCountries: ['CAN'], IncludePlaceTypes: ['PostalCode'] },
      MaxResults: 1,
      IntendedUse: 'Storage',
    });
    expect(geocodeRequestOf('90210-1234').QueryComponents).toEqual({ PostalCode: '90210-1234', Country: 'USA' });
  });

  it('reads [longitude, latitude] of the first result; nothing found is undefined', () => {
    expect(coordinatesOfGeocode({ ResultItems: [{ Position: [-75.69, 45.42] } as never] })).toEqual({
      latitude: 45.42,
      longitude: -75.69,
    });
    expect(coordinatesOfGeocode({ ResultItems: [] })).toBeUndefined();
    expect(coordinatesOfGeocode({})).toBeUndefined();
  });
});
