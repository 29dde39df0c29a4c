import { describe, expect, it } from 'vitest';
import { CITY_SEEDS } from '../../../scripts/demo/canada.ts';
import { formatLatLong, offlineFsaGeocoder } from './geocoder.ts';

describe('offline FSA geocoder', () => {
  it('locates every forward sortation area of the demo data, in any spelling', async () => {
    for (const city of CITY_SEEDS) {
      const found = await offlineFsaGeocoder.locate(`${city.fsa.toLowerCase()}-1a1`);
      expect(found, city.name).toBeDefined();
      expect(Math.abs((found?.latitude ?? 0) - city.latitude)).toBeLessThan(0.5);
      expect(Math.abs((found?.longitude ?? 0) - city.longitude)).toBeLessThan(0.5);
    }
  });

  it('answers unknown for an FSA it does not know and for US ZIP codes (0,0 on the wire)', async () => {
    expect(await offlineFsaGeocoder.locate('Z9Z 9Z9')).toBeUndefined();
    expect(await offlineFsaGeocoder.locate('90210')).toBeUndefined();
    expect(formatLatLong(undefined)).toBe('0,0');
    expect(formatLatLong({ latitude: 43.6532, longitude: -79.3832 })).toBe('43.6532,-79.3832');
  });
});
