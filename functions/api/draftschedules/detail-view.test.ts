import type { DraftJob } from '@shelfline/shared/contracts/draft.contract';
import { describe, expect, it } from 'vitest';
import type { BlockStore, DraftHead, StoredRow } from '../../data/entities/draft.entity.ts';
import type { WindowAvailability } from '../../domain/availability/window-availability.ts';
import type { RowContext } from '../../domain/drafts/row-context.ts';
import { buildMetadata, toDetail } from './detail-view.ts';

const head = { id: 7, retailerId: 2, retailer: 'Maple Foods' } as DraftHead;
const store = (storeId: number, storeNumber: number, city: string, cityId: number): BlockStore => ({
  storeId,
  storeNumber,
  address1: `${storeNumber} Main St`,
  postalCode: 'M5V 2T6',
  province: 'Ontario',
  provinceId: 9,
  city,
  cityId,
  isTravelAssociated: false,
  travelCharge: 0,
  isTravelRegion: false,
  cityTravelCharge: 0,
  latitude: 43.6,
});
const job: DraftJob = {
  id: 7001,
  jobProductId: 55,
  jobId: 12,
  jobNumber: 'J-12',
  supplier: 'Acme',
  productId: 300,
  product: 'Cereal',
  serviceTypeId: 1,
  serviceType: 'Reset',
  helperJobProductId: 56,
  helperJobNumber: 'J-13',
};
const row = (id: number, storeId: number, fields: Partial<StoredRow> = {}): StoredRow => ({
  id,
  storeId,
  draftJobId: 7001,
  serviceTypeId: 1,
  hours: 0,
  workers: [],
  version: 1,
  ...fields,
});
const context = (r: StoredRow, s: BlockStore): RowContext => ({ draft: head, row: r, store: s, job });

describe('toDetail', () => {
  it('joins the row with its draft, store and job, team leads first, availability for the row dates', () => {
    const asked: string[] = [];
    const availability: WindowAvailability = {
      of(workerId, startDate, endDate) {
        asked.push(`${workerId} ${startDate} ${endDate}`);
        return {
          employeeId: workerId,
          status: workerId === 2 ? 'FullyBlocked' : 'Available',
          details: workerId === 2 ? ['Vacation 2031-03-01 to 2031-03-10'] : [],
          startDate,
          endDate,
          availableHours: 0,
          assignedHours: 0,
          days: [],
        };
      },
    };
    const stored = row(70_000_001, 5, {
      serviceTypeId: 4,
      trait: 'Endcap',
      hours: 2.5,
      startDate: '2031-03-03',
      endDate: '2031-03-07',
      workers: [
        { id: 2, name: 'Bea', isTeamLead: false, isTemporary: true, isSpecialProjects: false },
        { id: 1, name: 'Ann', isTeamLead: true, isTemporary: false, isSpecialProjects: true, supervisorId: 3 },
      ],
    });
    const detail = toDetail(context(stored, store(5, 105, 'Toronto', 20)), {
      serviceTypeNames: new Map([[4, 'Audit']]),
      previousWorkers: new Map([[5, [{ id: 9, name: 'Cid', isTeamLead: true }]]]),
      availability,
    });
    expect(detail).toMatchObject({
      id: 70_000_001,
      draftId: 7,
      draftJobId: 7001,
      retailer: 'Maple Foods',
      retailerId: 2,
      storeId: 5,
      mainJobProduct: { id: 55, jobId: 12, jobNumber: 'J-12', product: 'Cereal' },
      helperJobProduct: { id: 56, jobNumber: 'J-13' },
      serviceTypeId: 4,
      serviceType: 'Audit',
      trait: 'Endcap',
      hours: 2.5,
      previousWorkers: [{ id: 9, name: 'Cid', isTeamLead: true }],
      version: 1,
    });
    expect(detail.store).not.toHaveProperty('latitude');
    expect(detail.store).toMatchObject({ storeNumber: 105, city: 'Toronto', cityId: 20 });
    expect(detail.workers.map((w) => [w.id, w.rowId, w.isTeamLead, w.availabilityStatus])).toEqual([
      [1, 70_000_001, true, 'Available'],
      [2, 70_000_001, false, 'FullyBlocked'],
    ]);
    expect(detail.workers[1]?.availability?.details).toEqual(['Vacation 2031-03-01 to 2031-03-10']);
    expect(asked).toEqual(['1 2031-03-03 2031-03-07', '2 2031-03-03 2031-03-07']);
  });

  it("leaves availability out without dates or without a reader, and falls back to the job's service type", () => {
    const stored = row(70_000_002, 5, {
      workers: [{ id: 1, name: 'Ann', isTeamLead: true, isTemporary: false, isSpecialProjects: false }],
    });
    const detail = toDetail(context(stored, store(5, 105, 'Toronto', 20)), { serviceTypeNames: new Map() });
    expect(detail.serviceType).toBe('Reset');
    expect(detail.previousWorkers).toEqual([]);
    expect(detail.workers[0]).not.toHaveProperty('availabilityStatus');
  });
});

describe('buildMetadata', () => {
  it('lists every distinct value of the rows, sorted, with names', () => {
    const contexts = [
      context(
        row(1, 5, {
          hours: 2,
          trait: 'b-trait',
          workers: [
            { id: 1, name: 'Zed', isTeamLead: true, isTemporary: false, isSpecialProjects: false, supervisorId: 3 },
          ],
        }),
        store(5, 105, 'Toronto', 20),
      ),
      context(row(2, 6, { hours: 0.5, trait: 'A-trait', serviceTypeId: 4 }), store(6, 12, 'Ottawa', 21)),
      context(row(3, 6, { hours: 2 }), store(6, 12, 'Ottawa', 21)),
    ];
    const metadata = buildMetadata(
      contexts,
      new Map([[3, 'Sue Visor']]),
      new Map([
        [1, 'Reset'],
        [4, 'Audit'],
      ]),
    );
    expect(metadata).toEqual({
      provinces: [{ id: 9, name: 'Ontario' }],
      cities: [
        { id: 21, name: 'Ottawa' },
        { id: 20, name: 'Toronto' },
      ],
      stores: [
        { id: 6, name: '12' },
        { id: 5, name: '105' },
      ],
      retailers: [{ id: 2, name: 'Maple Foods' }],
      jobs: [{ id: 12, name: 'J-12' }],
      helperJobs: [{ id: 56, name: 'J-13' }],
      products: [{ id: 300, name: 'Cereal' }],
      merchandisers: [{ id: 1, name: 'Zed' }],
      supervisors: [{ id: 3, name: 'Sue Visor' }],
      serviceTypes: [
        { id: 4, name: 'Audit' },
        { id: 1, name: 'Reset' },
      ],
      traits: ['A-trait', 'b-trait'],
      hours: [0.5, 2],
    });
  });
});
