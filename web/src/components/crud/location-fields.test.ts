import { describe, expect, it } from 'vitest';
import { activeOptions, locationFields, locationPatch } from './location-fields.ts';

describe('activeOptions', () => {
  const items = [
    { id: 1, name: 'Ottawa' },
    { id: 2, name: 'Kanata', inactive: true },
    { id: 3, name: 'Nepean', inactive: false },
  ];

  it('lists the active entries', () => {
    expect(activeOptions(items, '', (c) => c.name)).toEqual([
      { value: '1', label: 'Ottawa' },
      { value: '3', label: 'Nepean' },
    ]);
  });

  it('keeps the chosen entry when it is inactive', () => {
    expect(activeOptions(items, '2', (c) => c.name).map((o) => o.value)).toEqual(['1', '2', '3']);
  });

  it('is empty while the list loads', () => {
    expect(activeOptions(undefined, '2', String)).toEqual([]);
  });
});

describe('locationFields', () => {
  const list = { options: [], loading: false };
  const input = { labels: { country: 'Country', province: 'Province', city: 'City' }, countries: list };

  it('waits for the parent choice before each list below', () => {
    const none = locationFields({ ...input, provinces: list, cities: list, countryId: '', provinceId: '' });
    expect(none.map((f) => [f.name, f.disabled ?? false])).toEqual([
      ['countryId', false],
      ['provinceId', true],
      ['cityId', true],
    ]);
    const both = locationFields({ ...input, provinces: list, cities: list, countryId: '1', provinceId: '9' });
    expect(both.map((f) => f.disabled ?? false)).toEqual([false, false, false]);
  });
});

describe('locationPatch', () => {
  it('clears what lies below a new country or province', () => {
    expect(locationPatch('countryId', '2')).toEqual({ countryId: '2', provinceId: '', cityId: '' });
    expect(locationPatch('provinceId', '7')).toEqual({ provinceId: '7', cityId: '' });
    expect(locationPatch('cityId', '5')).toBeUndefined();
  });
});
