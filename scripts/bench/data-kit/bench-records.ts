import type { BlockStore, StoredBlock, StoredRow } from '../../../functions/data/entities/draft.entity.ts';
import type { Service } from '../../../functions/data/entities/service.entity.ts';

/*
 * Records of realistic shape for the data-kit pilot (scripts/bench/data-kit.ts and its integration test): services
 * as the draft export writes them, and the row blocks of a 6,000-row draft (2,000 stores x 3 jobs over 64 blocks).
 */

/** A live service of a store; `i` spreads dates over a year far from the demo's and every test month (2095). */
export function benchService(id: number, storeId: number, i: number, fields: Partial<Service> = {}): Service {
  const day = new Date(Date.UTC(2095, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
  return {
    id,
    retailerId: 1,
    retailerName: 'Pilot retailer',
    storeId,
    storeNumber: storeId % 10_000,
    storeName: `Pilot store ${storeId}`,
    provinceId: 2,
    province: 'Ontario',
    cityId: 3,
    city: 'Ottawa',
    jobId: 4,
    jobNumber: 'J-4',
    jobProductId: 5,
    productId: 6,
    productName: 'Shelf reset',
    serviceTypeId: 8,
    serviceType: 'Reset',
    timeLimit: 2.5,
    earliestDate: day,
    latestDate: day,
    isTemporary: false,
    helpers: [],
    category: 'Manual',
    isActivated: false,
    isSubmitted: false,
    isHighlighted: false,
    ...fields,
  };
}

/** A draft store as its block keeps it. */
export function blockStore(storeId: number): BlockStore {
  return {
    storeId,
    storeNumber: storeId,
    address1: `${storeId} Main St`,
    postalCode: 'K1A 0A1',
    province: 'Ontario',
    provinceId: 2,
    city: 'Ottawa',
    cityId: 3,
    isTravelAssociated: false,
    travelCharge: 0,
    isTravelRegion: false,
    cityTravelCharge: 0,
    latitude: 45.4,
    longitude: -75.7,
  };
}

const BLOCKS = 25;
const STORES_PER_BLOCK = 31;
const JOBS = 3;

/** 25 row blocks of a 6,000-row draft: 31 stores x 3 jobs each (~93 rows, ~30 kB an item). */
export function benchBlocks(draftId: number): StoredBlock[] {
  return Array.from({ length: BLOCKS }, (_, block) => {
    const stores: Record<string, BlockStore> = {};
    const rows: Record<string, StoredRow> = {};
    let n = 0;
    for (let s = 0; s < STORES_PER_BLOCK; s++) {
      const storeId = s * 64 + block;
      stores[String(storeId)] = blockStore(storeId);
      for (let job = 1; job <= JOBS; job++) {
        const id = draftId * 10_000_000 + block * 100_000 + ++n;
        rows[String(id)] = {
          id,
          storeId,
          draftJobId: draftId * 1_000 + job,
          serviceTypeId: 8,
          hours: 2,
          startDate: '2095-01-05',
          endDate: '2095-01-09',
          workers: [
            { id: 100 + s, name: `Worker ${100 + s}`, isTeamLead: true, isTemporary: false, isSpecialProjects: false },
          ],
          version: 1,
        };
      }
    }
    return { draftId, block, version: 1, lastRowSequence: n, stores, rows };
  });
}
