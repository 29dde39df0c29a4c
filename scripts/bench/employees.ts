import type { Availability } from '@shelfline/shared/contracts/availability.contract';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import {
  listCitiesOfProvince,
  listProvinces,
  listStoresOfProvince,
} from '../../functions/data/master-data/master-data.repository.ts';
import { listAllEmployees } from '../../functions/data/people/employees.repository.ts';
import { type BenchRow, benchApi, type DynamoCounters, measureCall } from './measure.ts';
import { round } from './stats.ts';

export interface EmployeesBenchOptions {
  /** The running stack's origin (`stack.url`). */
  url: string;
  /** An admin's ID token. */
  token: string;
  counters?: DynamoCounters;
  /** Runs of each search (default 30). */
  iterations?: number;
  /** Runs of the 50-worker availability batch (default 5). */
  batchIterations?: number;
  /** Workers in the availability batch (default 50) and how many calls run at once (default 10). */
  workers?: number;
  parallel?: number;
}

/**
 * The workers figures of `npm run bench`: `employees/search` within 50 km of a Toronto store (default 7-day
 * window, then a 4-week window with a minimum of free hours), the search of every merchandiser (no filter: the
 * availability of all of them), and the availability of 50 workers over a month (50 calls of
 * `employees/{id}/availability`, `parallel` at a time; total and per-call figures). Rows have the shape run.ts
 * prints; works with whatever availability, vacations and scheduled work the demo data holds.
 */
export async function benchEmployees(options: EmployeesBenchOptions): Promise<BenchRow[]> {
  const iterations = options.iterations ?? 30;
  const batchIterations = options.batchIterations ?? 5;
  const workerCount = options.workers ?? 50;
  const parallel = options.parallel ?? 10;
  const counters = options.counters ?? { requests: 0, read: 0, write: 0 };
  const call = benchApi(options.url, options.token);

  async function measure(name: string, runs: number, run: () => Promise<{ status: number; body: unknown }>) {
    const { row, last } = await measureCall(counters, name, runs, run);
    const size = Array.isArray(last.body) ? last.body.length : 0;
    return { ...row, call: `${name} → ${size} rows` };
  }

  // A Toronto store with coordinates (read outside the measurements).
  const ontario = (await listProvinces()).find((p) => p.code === 'ON');
  if (!ontario) throw new Error('employees bench: no Ontario in the demo data');
  const toronto = (await listCitiesOfProvince(ontario.id)).find((c) => c.name === 'Toronto');
  const candidates = await listStoresOfProvince(ontario.id, toronto?.id);
  const store = candidates.find((s) => s.latitude && s.longitude);
  if (!store) throw new Error('employees bench: no Toronto store with coordinates');

  const today = todayIso();
  const month = `startDate=${today}&endDate=${addDays(today, 29)}`;
  const rows: BenchRow[] = [
    await measure(
      `GET employees/search (store ${store.storeNumber} in ${store.city}, 50 km, next 7 days)`,
      iterations,
      () => call('GET', `employees/search?storeId=${store.id}&distance=50`),
    ),
    await measure(`GET employees/search (same store, 50 km, 30 days, ≥ 8 h free)`, iterations, () =>
      call('GET', `employees/search?storeId=${store.id}&distance=50&${month}&minimumAvailability=8`),
    ),
    await measure('GET employees/search (every merchandiser, next 7 days)', Math.min(iterations, 10), () =>
      call('GET', 'employees/search'),
    ),
  ];

  // 50 active merchandisers' availability over a month, `parallel` calls at a time.
  const workers = (await listAllEmployees()).filter((e) => e.isMerchandiser && !e.inactive).slice(0, workerCount);
  const statuses = new Map<string, number>();
  const { row } = await measureCall(counters, 'batch', batchIterations, async () => {
    let status = 200;
    statuses.clear();
    for (let i = 0; i < workers.length; i += parallel) {
      const results = await Promise.all(
        workers.slice(i, i + parallel).map((w) => call('GET', `employees/${w.id}/availability?${month}`)),
      );
      for (const r of results) {
        if (r.status !== 200) status = r.status;
        const s = (r.body as Availability).status;
        statuses.set(s, (statuses.get(s) ?? 0) + 1);
      }
    }
    return { status };
  });
  const perCall = (value: string | number | undefined) => round(Number(value) / workers.length, 2);
  const summary = [...statuses].map(([s, n]) => `${n} ${s}`).join(', ');
  rows.push({
    call:
      `GET employees/{id}/availability × ${workers.length} (30 days, ${parallel} at a time; ms = the whole batch, ` +
      `${perCall(row['median ms'])} ms/call; requests and RCU per call) → ${summary}`,
    'median ms': row['median ms'] ?? '',
    'p95 ms': row['p95 ms'] ?? '',
    'DynamoDB requests/call': perCall(row['DynamoDB requests/call']),
    'RCU/call': perCall(row['RCU/call']),
    'WCU/call': perCall(row['WCU/call']),
  });
  return rows;
}
