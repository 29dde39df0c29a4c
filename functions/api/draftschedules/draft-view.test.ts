import { describe, expect, it } from 'vitest';
import type { LoadedBlock, LoadedDraft } from '../../data/drafts/drafts.repository.ts';
import type { BlockStore, DraftHead } from '../../data/entities/draft.entity.ts';
import { toDraft, toDraftStore } from './draft-view.ts';

const head: DraftHead = {
  id: 7,
  name: 'Spring reset',
  retailerId: 1,
  retailer: 'Northern Fresh Market',
  status: 'InProgress',
  isInactive: false,
  storesCount: 2,
  jobsCount: 1,
  detailsCount: 2,
  jobs: [
    {
      id: 7001,
      jobProductId: 11,
      jobId: 3,
      jobNumber: '25-0103',
      supplier: 'Acme',
      productId: 5,
      product: 'Shelf kit',
      serviceTypeId: 2,
    },
  ],
  lastJobSequence: 1,
  version: 3,
  createdAt: '2026-11-02T08:00:00.000Z',
  createdBy: 'am',
  modifiedAt: '2026-11-03T08:00:00.000Z',
  modifiedBy: 'admin',
};

const store = (storeId: number, storeNumber: number, address2?: string): BlockStore => ({
  storeId,
  storeNumber,
  address1: `${storeNumber} King St`,
  ...(address2 ? { address2 } : {}),
  postalCode: 'M5V 1A1',
  province: 'Ontario',
  provinceId: 9,
  city: 'Toronto',
  cityId: 4,
  isTravelAssociated: false,
  travelCharge: 0,
  isTravelRegion: false,
  cityTravelCharge: 0,
});

describe('toDraft', () => {
  it('answers a list row without stores and jobs, dates from the audit fields', () => {
    const draft = toDraft(head);
    expect(draft).toMatchObject({ id: 7, createdOn: head.createdAt, modifiedOn: head.modifiedAt, version: 3 });
    expect(draft).not.toHaveProperty('draftStores');
    expect(draft).not.toHaveProperty('draftJobs');
  });

  it('answers the whole draft with its stores in store-number order and its jobs', () => {
    const loaded: LoadedDraft = {
      head,
      headVersion: 3,
      headChanged: false,
      blocks: new Map<number, LoadedBlock>([
        [
          1,
          {
            draftId: 7,
            block: 1,
            version: 1,
            lastRowSequence: 0,
            stores: { '65': store(65, 300) },
            rows: {},
            changed: false,
          },
        ],
        [
          2,
          {
            draftId: 7,
            block: 2,
            version: 1,
            lastRowSequence: 0,
            stores: { '2': store(2, 100, 'Unit 4') },
            rows: {},
            changed: false,
          },
        ],
      ]),
    };
    const draft = toDraft(head, loaded);
    expect(draft.draftStores?.map((s) => s.storeNumber)).toEqual([100, 300]);
    expect(draft.draftStores?.[0]?.address).toBe('100 King St, Unit 4');
    expect(draft.draftJobs).toEqual(head.jobs);
  });

  it('shows a store as the edit screen lists it', () => {
    expect(toDraftStore(store(5, 42))).toEqual({
      storeId: 5,
      storeNumber: 42,
      address: '42 King St',
      province: 'Ontario',
      city: 'Toronto',
    });
  });
});
