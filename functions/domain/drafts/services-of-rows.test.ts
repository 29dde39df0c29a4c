import type { DraftJob } from '@shelfline/shared/contracts/draft.contract';
import { describe, expect, it } from 'vitest';
import type { BlockStore, DraftHead, StoredRow } from '../../data/entities/draft.entity.ts';
import type { RowContext } from './row-context.ts';
import { servicesOfRows } from './services-of-rows.ts';

const draft: DraftHead = {
  id: 7,
  name: 'Spring',
  retailerId: 3,
  retailer: 'Maple Mart',
  status: 'Completed',
  isInactive: false,
  storesCount: 1,
  jobsCount: 1,
  detailsCount: 2,
  jobs: [],
  lastJobSequence: 1,
  version: 4,
  createdAt: '2030-01-01T00:00:00.000Z',
  createdBy: 'admin',
  modifiedAt: '2030-01-01T00:00:00.000Z',
  modifiedBy: 'admin',
};
const store: BlockStore = {
  storeId: 64,
  storeNumber: 1201,
  address1: '1 King St',
  postalCode: 'M5H 1A1',
  province: 'Ontario',
  provinceId: 9,
  city: 'Toronto',
  cityId: 90,
  isTravelAssociated: false,
  travelCharge: 0,
  isTravelRegion: false,
  cityTravelCharge: 0,
};
const job: DraftJob = {
  id: 7001,
  jobProductId: 55,
  jobId: 12,
  jobNumber: 'J-12',
  supplier: 'Acme',
  productId: 8,
  product: 'Shelf reset',
  serviceTypeId: 2,
  serviceType: 'Reset',
  helperJobProductId: 56,
  helperJobNumber: 'J-13',
};
const worker = (id: number, isTeamLead: boolean, isTemporary = false) => ({
  id,
  name: `Worker ${id}`,
  isTeamLead,
  isTemporary,
  isSpecialProjects: false,
});
const row = (id: number, fields: Partial<StoredRow> = {}): RowContext => ({
  draft,
  store,
  job,
  row: {
    id,
    storeId: 64,
    draftJobId: 7001,
    serviceTypeId: 2,
    hours: 3.5,
    startDate: '2030-04-01',
    endDate: '2030-04-03',
    workers: [],
    version: 1,
    ...fields,
  },
});

describe('servicesOfRows', () => {
  it('numbers services in row-id order from the first id and copies the row, store and job', () => {
    const rows = [
      row(70000002, { workers: [worker(5, false), worker(4, true, true)], trait: 'Endcap' }),
      row(70000001, { workers: [worker(6, true)], serviceTypeId: 9 }),
    ];
    const { services, work } = servicesOfRows(rows, 1000, 'exp-1', new Map([[9, 'Audit']]));
    expect(services.map((s) => [s.id, s.draftRowId])).toEqual([
      [1000, 70000001],
      [1001, 70000002],
    ]);
    expect(services[1]).toEqual({
      id: 1001,
      draftId: 7,
      draftRowId: 70000002,
      exportId: 'exp-1',
      retailerId: 3,
      retailerName: 'Maple Mart',
      storeId: 64,
      storeNumber: 1201,
      storeName: 'Maple Mart 1201',
      provinceId: 9,
      province: 'Ontario',
      cityId: 90,
      city: 'Toronto',
      jobId: 12,
      jobNumber: 'J-12',
      jobProductId: 55,
      productId: 8,
      productName: 'Shelf reset',
      helperJobProductId: 56,
      helperJobNumber: 'J-13',
      serviceTypeId: 2,
      serviceType: 'Reset',
      trait: 'Endcap',
      timeLimit: 3.5,
      earliestDate: '2030-04-01',
      latestDate: '2030-04-03',
      merchandiserId: 4,
      merchandiser: 'Worker 4',
      isTemporary: true,
      helpers: [{ id: 5, name: 'Worker 5', isTemporary: false }],
      category: 'Manual',
      isActivated: false,
      isSubmitted: false,
      isHighlighted: false,
    });
    expect(services[0]?.serviceType).toBe('Audit');
    expect(work.map((w) => [w.id, w.employeeId, w.isTeamLead, w.isSchedule])).toEqual([
      [1000, 6, true, false],
      [1001, 4, true, false],
      [1001, 5, false, false],
    ]);
    expect(work[1]).toMatchObject({
      retailerId: 3,
      retailer: 'Maple Mart',
      storeId: 64,
      storeNumber: '1201',
      jobId: 12,
      jobNumber: 'J-12',
      startDate: '2030-04-01',
      endDate: '2030-04-03',
      hours: 3.5,
    });
  });

  it('gives the same ids for the same rows in any order (undo recomputes the keys)', () => {
    const a = servicesOfRows([row(3), row(1), row(2)], 50, 'e');
    const b = servicesOfRows([row(2), row(3), row(1)], 50, 'e');
    expect(a).toEqual(b);
  });

  it('refuses a row without dates', () => {
    expect(() => servicesOfRows([row(1, { startDate: undefined })], 1, 'e')).toThrow(/no dates/);
  });
});
