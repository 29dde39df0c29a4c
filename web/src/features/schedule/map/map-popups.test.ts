import type { MapRow } from '@shelfline/shared/contracts/schedule.contract';
import { describe, expect, it } from 'vitest';
import { employeesOf, storesOf } from './map-popups.ts';

const employee = (id: number) => ({
  id,
  firstName: 'Ann',
  lastName: `Worker${id}`,
  name: `Ann Worker${id}`,
  email: `w${id}@example.com`,
  geoLocation: 'Toronto, ON',
  latitude: 43.7,
  longitude: -79.4,
});
const row = (storeId: number, employeeId: number | null, jobNumbers: string[]): MapRow => ({
  storeMapModel: { id: storeId, name: `Store ${storeId}`, geoLocation: 'Ottawa, ON', latitude: 45.4, longitude: -75.7 },
  employeeMapModel: employeeId === null ? null : employee(employeeId),
  jobNumbers,
  serviceIds: [],
});

describe('markers of the map rows', () => {
  const rows = [row(1, 7, ['J2', 'J1']), row(1, 8, ['J3']), row(2, 7, ['J4']), row(3, null, [])];

  it('gives each store one marker with the job numbers of all its rows', () => {
    expect(storesOf(rows).map((s) => [s.store.id, s.jobNumbers])).toEqual([
      [1, ['J1', 'J2', 'J3']],
      [2, ['J4']],
      [3, []],
    ]);
  });

  it('gives each merchandiser one marker with the job numbers of all their stores', () => {
    expect(employeesOf(rows).map((e) => [e.employee.id, e.jobNumbers])).toEqual([
      [7, ['J1', 'J2', 'J4']],
      [8, ['J3']],
    ]);
  });
});
