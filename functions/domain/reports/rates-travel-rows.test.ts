import { describe, expect, it } from 'vitest';
import type { City } from '../../data/entities/city.entity.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { Store } from '../../data/entities/store.entity.ts';
import { servicesPerStore, travelLocationRows } from './rates-travel-rows.ts';

const city = (id: number, name: string, isTravelRegion: boolean): City => ({
  id,
  provinceId: 1,
  name,
  travelCharge: isTravelRegion ? 25 : 0,
  isTravelRegion,
  inactive: false,
});
const store = (id: number, cityId: number, extra: Partial<Store> = {}): Store => ({
  id,
  retailerId: 1,
  storeNumber: id,
  name: `Store ${id}`,
  address1: '1 Main St',
  cityId,
  city: `City ${cityId}`,
  provinceId: 1,
  province: 'Ontario',
  postalCode: 'K0K 0K0',
  isTravelAssociated: false,
  travelCharge: 0,
  isInactive: false,
  ...extra,
});

describe('servicesPerStore', () => {
  it('counts the services of each store, of one job when asked', () => {
    const summaries = [
      { storeId: 1, jobId: 7 },
      { storeId: 1, jobId: 8 },
      { storeId: 2, jobId: 7 },
    ] as ServiceSummary[];
    expect([...servicesPerStore(summaries)]).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect([...servicesPerStore(summaries, 8)]).toEqual([[1, 1]]);
  });
});

describe('travelLocationRows', () => {
  const cities = [city(1, 'Zephyr', true), city(2, 'Aurora', false)];
  const stores = [
    store(30, 1, { retailerId: 2 }), // travel region
    store(10, 1), // travel region
    store(20, 2, { isTravelAssociated: true, travelChargeType: 'FlatRate', travelCharge: 12.5 }),
    store(40, 2), // no travel: left out
    store(50, 1, { isInactive: true }), // inactive: left out
  ];
  const lookups = {
    retailers: new Map([
      [1, 'Acme'],
      [2, 'Best'],
    ]),
    services: new Map([[10, 3]]),
  };

  it('keeps active travel stores and stores of travel regions, by city, retailer and store number', () => {
    const rows = travelLocationRows({ province: 'Ontario', cities, stores }, lookups);
    expect(rows.map((r) => [r.city?.name, r.retailer, r.store.id, r.services])).toEqual([
      ['Aurora', 'Acme', 20, 0],
      ['Zephyr', 'Acme', 10, 3],
      ['Zephyr', 'Best', 30, 0],
    ]);
    expect(rows.every((r) => r.province === 'Ontario')).toBe(true);
  });

  it("keeps one retailer's stores (the job's)", () => {
    const rows = travelLocationRows({ province: 'Ontario', cities, stores }, { ...lookups, retailerId: 2 });
    expect(rows.map((r) => r.store.id)).toEqual([30]);
  });
});
