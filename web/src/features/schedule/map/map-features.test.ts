import type { MapRow } from '@shelfline/shared/contracts/schedule.contract';
import { describe, expect, it } from 'vitest';
import { employeePoints, linkLines, storePoints } from './map-features.ts';

const employee = (id: number, longitude: number) => ({
  id,
  firstName: 'Ann',
  lastName: `Worker${id}`,
  name: `Ann Worker${id}`,
  email: `w${id}@example.com`,
  geoLocation: 'Toronto, ON',
  latitude: 43.7,
  longitude,
});
const row = (storeId: number, employeeId: number | null, jobNumbers: string[] = ['J1']): MapRow => ({
  storeMapModel: { id: storeId, name: `Store ${storeId}`, geoLocation: 'Ottawa, ON', latitude: 45.4, longitude: -75.7 },
  employeeMapModel: employeeId === null ? null : employee(employeeId, -79 - employeeId / 10),
  jobNumbers,
  serviceIds: [],
});

describe('map features', () => {
  // Store 1 has two services with merchandiser 7 and one with 8; store 2 has none assigned.
  const rows = [row(1, 7, ['J1']), row(1, 7, ['J2']), row(1, 8), row(2, null)];

  it('draws each store and merchandiser once, with its id for the popup', () => {
    expect(storePoints(rows).features.map((f) => [f.id, f.properties.name])).toEqual([
      [1, 'Store 1'],
      [2, 'Store 2'],
    ]);
    expect(employeePoints(rows).features.map((f) => [f.id, f.geometry.coordinates])).toEqual([
      [7, [-79.7, 43.7]],
      [8, [-79.8, 43.7]],
    ]);
  });

  it('joins a store to each of its merchandisers once, from the store to the merchandiser', () => {
    expect(linkLines(rows).features.map((f) => [f.properties, f.geometry.coordinates])).toEqual([
      [
        { storeId: 1, employeeId: 7 },
        [
          [-75.7, 45.4],
          [-79.7, 43.7],
        ],
      ],
      [
        { storeId: 1, employeeId: 8 },
        [
          [-75.7, 45.4],
          [-79.8, 43.7],
        ],
      ],
    ]);
  });

  it('draws nothing for no rows', () => {
    expect(storePoints([]).features).toEqual([]);
    expect(linkLines([]).features).toEqual([]);
  });
});
