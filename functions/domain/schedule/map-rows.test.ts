import { describe, expect, it } from 'vitest';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { Store } from '../../data/entities/store.entity.ts';
import type { WorkerCard } from '../../data/people/worker-directory.ts';
import { mapRowsOf } from './map-rows.ts';

const summary = (id: number, storeId: number, jobNumber: string, merchandiserId?: number): ServiceSummary => ({
  id,
  earliestDate: '2041-01-02',
  latestDate: '2041-01-06',
  retailerId: 1,
  retailerName: 'Maple',
  storeId,
  storeNumber: storeId * 10,
  storeName: `Store ${storeId}`,
  provinceId: 1,
  province: 'Ontario',
  cityId: 1,
  city: 'Ottawa',
  jobId: 1,
  jobNumber,
  productName: 'Chips',
  serviceTypeId: 1,
  timeLimit: 1,
  merchandiserId,
  category: 'Manual',
  isActivated: true,
  isSubmitted: true,
  isSaved: false,
  isHighlighted: false,
  isTemporary: false,
  isUpdated: false,
  isManualEntry: false,
});
const store = (id: number, at?: { latitude: number; longitude: number }) =>
  [id, { id, name: `Store ${id}`, city: 'Ottawa', province: 'Ontario', ...at } as Store] as const;
const card = (id: number, at?: { latitude: number; longitude: number }) =>
  [
    id,
    {
      id,
      code: `E${id}`,
      firstName: 'Ann',
      lastName: `L${id}`,
      city: 'Kanata',
      province: 'Ontario',
      ...at,
    } as WorkerCard,
  ] as const;

describe('map rows', () => {
  const stores = new Map([
    store(1, { latitude: 45, longitude: -75 }),
    store(2),
    store(3, { latitude: 46, longitude: -76 }),
  ]);
  const directory = new Map([card(4, { latitude: 45.3, longitude: -75.9 }), card(5)]);
  const rows = mapRowsOf(
    [
      summary(11, 1, 'J-2', 4),
      summary(12, 1, 'J-1', 4),
      summary(13, 1, 'J-2', 4),
      summary(14, 1, 'J-3'),
      summary(15, 2, 'J-1', 4),
      summary(16, 3, 'J-1', 5),
    ],
    stores,
    directory,
  );

  it('groups by store and merchandiser, leaving out stores without coordinates', () => {
    expect(rows.map((r) => [r.storeMapModel.id, r.employeeMapModel?.id ?? null, r.serviceIds])).toEqual([
      [1, 4, [11, 12, 13]],
      [1, null, [14]],
      [3, null, [16]],
    ]);
  });

  it('answers distinct sorted job numbers and the map models', () => {
    expect(rows[0]?.jobNumbers).toEqual(['J-1', 'J-2']);
    expect(rows[0]?.storeMapModel).toEqual({
      id: 1,
      name: 'Maple 10 - Store 1',
      geoLocation: 'Ottawa, Ontario',
      latitude: 45,
      longitude: -75,
    });
    expect(rows[0]?.employeeMapModel).toEqual({
      id: 4,
      firstName: 'Ann',
      lastName: 'L4',
      name: 'Ann L4',
      email: '',
      geoLocation: 'Kanata, Ontario',
      latitude: 45.3,
      longitude: -75.9,
    });
  });
});
