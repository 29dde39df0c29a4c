import type { Paged } from '@shelfline/shared/contracts/list.contract';
import type { StoreImportRow } from '@shelfline/shared/contracts/store.contract';
import { listRetailers, retailers } from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { CITY_SEEDS } from '../demo/canada.ts';
import { benchApi, type DynamoCounters, measureCall } from './measure.ts';

export interface StoresBenchOptions {
  /** The running stack's origin (`stack.url`). */
  url: string;
  /** An admin's ID token. */
  token: string;
  /** Counters of run.ts's middleware (the handlers run in this process). */
  counters?: DynamoCounters;
  /** Runs of each list call (default 30). */
  iterations?: number;
  /** Runs of the 2,000-row import, each into a new retailer (default 5). */
  importIterations?: number;
}

/** Rows of `{city, province, fsa}` from the demo's cities, for a realistic import file. */
export function importRows(count: number): StoreImportRow[] {
  const provinceNames: Record<string, string> = { ON: 'Ontario', QC: 'Quebec', BC: 'British Columbia', AB: 'Alberta' };
  const places = CITY_SEEDS.filter((c) => c.province in provinceNames);
  return Array.from({ length: count }, (_, i) => {
    const place = places[i % places.length] as (typeof places)[number];
    return {
      storeNumber: String(i + 1),
      name: `${place.name} ${i + 1}`,
      address1: `${100 + i} Main Street`,
      address2: i % 10 === 0 ? `Unit ${i % 40}` : '',
      city: place.name,
      province: place.province,
      postalCode: `${place.fsa} ${i % 10}A${(i + 3) % 10}`,
      isTravelAssociated: '',
      travelChargeType: '',
      travelCharge: '',
      isInactive: '',
    };
  });
}

/**
 * The stores figures of `npm run bench`: the list of the retailer with the most stores (first page and a
 * text search, both reading the retailer's whole partition and paging in memory) and the 2,000-row
 * import into a fresh retailer. Rows have the shape run.ts prints.
 */
export async function benchStores(options: StoresBenchOptions): Promise<Record<string, string | number>[]> {
  const iterations = options.iterations ?? 30;
  const importIterations = options.importIterations ?? 5;
  const counters = options.counters ?? { requests: 0, read: 0, write: 0 };
  const call = benchApi(options.url, options.token);

  const measure = async (name: string, runs: number, run: () => Promise<{ status: number }>, expected = 200) =>
    (await measureCall(counters, name, runs, run, expected)).row;

  // The retailer with the most stores (counted through the API, outside the measurements).
  let biggest = { id: 0, count: -1 };
  for (const retailer of await listRetailers()) {
    const page = (await call('GET', `stores?retailerId=${retailer.id}&includeInactive=true&pageSize=10`))
      .body as Paged<unknown>;
    if (page.totalRecords > biggest.count) biggest = { id: retailer.id, count: page.totalRecords };
  }

  const rows = [
    await measure(`GET stores (retailer of ${biggest.count} stores, page 1 of 20)`, iterations, () =>
      call('GET', `stores?retailerId=${biggest.id}&pageNumber=1`),
    ),
    await measure(`GET stores (same retailer, search 'main', sorted by city)`, iterations, () =>
      call('GET', `stores?retailerId=${biggest.id}&search=main&sortBy=city&pageNumber=1`),
    ),
  ];

  const file = importRows(2000);
  const run = Date.now();
  let n = 0;
  let lastImported = 0;
  rows.push(
    await measure(`POST stores/import (2,000 rows, new retailer)`, importIterations, async () => {
      const id = await nextId('retailer');
      n++;
      await retailers.create(
        { id, code: `BENCH${run % 100000}${n}`, name: `Bench ${run} ${n}`, isInactive: false },
        'bench',
      );
      const result = await call('POST', 'stores/import', { retailerId: id, stores: file });
      const imported = (result.body as { imported?: number }).imported;
      if (imported !== file.length) throw new Error(`import: ${imported} of ${file.length} imported`);
      lastImported = id;
      return result;
    }),
  );
  // The case: the list of a retailer with 2,000 stores (the one the last import filled).
  rows.push(
    await measure('GET stores (retailer of 2,000 stores, page 1 of 20)', iterations, () =>
      call('GET', `stores?retailerId=${lastImported}&pageNumber=1`),
    ),
    await measure("GET stores (retailer of 2,000 stores, search 'main', sorted by city)", iterations, () =>
      call('GET', `stores?retailerId=${lastImported}&search=main&sortBy=city&pageNumber=1`),
    ),
  );
  return rows;
}
