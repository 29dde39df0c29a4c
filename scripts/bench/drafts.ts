import type { BulkResult, DraftBatchResult, DraftJob } from '@shelfline/shared/contracts/draft.contract';
import { jobProductsOfRetailer, mainJobFields } from '../../functions/api/draftschedules/draft-references.ts';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { createDraftHead, mutateDraft } from '../../functions/data/drafts/drafts.repository.ts';
import { CityEntity } from '../../functions/data/entities/city.entity.ts';
import { type BlockStore, draftJobId } from '../../functions/data/entities/draft.entity.ts';
import type { Store } from '../../functions/data/entities/store.entity.ts';
import {
  batchGetByIds,
  listJobsOfRetailer,
  listProductsOfJob,
  listProvinces,
  listRetailers,
  listStoresOfRetailer,
} from '../../functions/data/master-data/master-data.repository.ts';
import { readWorkerDirectory } from '../../functions/data/people/worker-directory.ts';
import { blockStoreOf } from '../../functions/domain/drafts/generate-rows.ts';
import { addRow, putRow, recount, rowsOf } from '../../functions/domain/drafts/row-blocks.ts';
import { type BenchRow, benchApi, type DynamoCounters } from './measure.ts';
import { round, summarise } from './stats.ts';

export interface DraftsBenchOptions {
  /** The running stack's origin (`stack.url`). */
  url: string;
  /** An admin's ID token. */
  token: string;
  counters?: DynamoCounters;
  /** Runs of each details page (default 30). */
  iterations?: number;
  /** Runs of bulk edit and fill (default 3) and of export (default 2: each exports a new 6,000-row draft). */
  heavyIterations?: number;
  exportIterations?: number;
}

/** Stores × jobs of the bench draft: the case. */
const STORES = 2000;
const JOBS = 3;

/**
 * The draft figures of `npm run bench` on a 6,000-row draft (2,000 stores × 3 jobs): one details page (POST
 * details-paged, page 0 of 20, a province filter and a sort, with and without the filter lists), the bulk edit of
 * every row's hours (PATCH details/batch), fill missing workers over every row (team lead + 1 helper), and the
 * export of a Completed draft (filled, then a team lead given to every row fill left empty, as the Completed rule
 * asks). The demo has no retailer with 2,000 stores (its largest has ~320), so the draft
 * is built with the data layer (outside the measurements): all 2,000 demo stores (inactive ones too), under the
 * demo retailer with the most job products, with 3 of its job products and a Monday-to-Friday window two weeks ahead. Setup between
 * runs (clearing workers, building and completing a fresh draft for each export) is not measured; requests and
 * capacity are counted around the measured call only.
 */
export async function benchDrafts(options: DraftsBenchOptions): Promise<BenchRow[]> {
  const iterations = options.iterations ?? 30;
  const heavy = options.heavyIterations ?? 3;
  const exports = options.exportIterations ?? 2;
  const counters = options.counters ?? { requests: 0, read: 0, write: 0 };
  const call = benchApi(options.url, options.token);

  const source = await benchSource();
  // Monday to Friday, two weeks ahead or more (a window over a weekend over-allocates the many workers who offer no
  // weekend hours: availability spreads a row's hours evenly over its days).
  const inTwoWeeks = addDays(todayIso(), 14);
  const start = addDays(inTwoWeeks, (8 - new Date(`${inTwoWeeks}T00:00:00Z`).getUTCDay()) % 7);
  const end = addDays(start, 4);
  let sequence = 0;
  const build = () => buildDraft(source, `Bench draft ${Date.now()}-${++sequence}`, start, end);

  /** Runs `run` `runs` times (after `setup`, not measured) and returns the printed row. */
  async function measure<T>(
    name: string,
    runs: number,
    run: (i: number) => Promise<{ status: number; body: T }>,
    setup?: (i: number) => Promise<void>,
    tolerate = false,
  ) {
    const samples: number[] = [];
    const statuses: number[] = [];
    const used = { requests: 0, read: 0, write: 0 };
    let last: T | undefined;
    for (let i = 0; i < runs; i++) {
      await setup?.(i);
      const before = { ...counters };
      const started = performance.now();
      const result = await run(i);
      samples.push(performance.now() - started);
      used.requests += counters.requests - before.requests;
      used.read += counters.read - before.read;
      used.write += counters.write - before.write;
      statuses.push(result.status);
      if (result.status !== 200 && !tolerate)
        throw new Error(`${name}: expected 200, got ${result.status} ${JSON.stringify(result.body)}`);
      if (result.status === 200) last = result.body;
    }
    const failed = statuses.filter((s) => s !== 200);
    const { median, p95 } = summarise(samples);
    const row: BenchRow = {
      call: failed.length > 0 ? `${name} [${failed.length} of ${runs} runs answered ${failed.join(', ')}]` : name,
      'median ms': median,
      'p95 ms': p95,
      'DynamoDB requests/call': round(used.requests / runs, 2),
      'RCU/call': round(used.read / runs, 2),
      'WCU/call': round(used.write / runs, 2),
    };
    return { row, last };
  }

  const draftId = await build();
  const metadata = { draftIds: [draftId] };
  const page = (includeFilterLists: boolean) => ({
    ...metadata,
    provinceIds: [source.ontarioId],
    sortOptions: { city: false, storeNumber: true },
    pageNumber: 0,
    pageSize: 20,
    includeFilterLists,
  });
  const rows: BenchRow[] = [];
  const paged = await measure(
    'POST details-paged (page 0 of 20, Ontario, sorted by city, store number; with filter lists)',
    iterations,
    () => call<{ totalFilteredRecords: number }>('POST', 'draftSchedules/details-paged', page(true)),
  );
  rows.push({ ...paged.row, call: `${paged.row.call} → ${paged.last?.totalFilteredRecords} of 6,000 rows` });
  rows.push(
    (
      await measure('POST details-paged (same, without filter lists)', iterations, () =>
        call('POST', 'draftSchedules/details-paged', page(false)),
      )
    ).row,
  );

  const edit = await measure('PATCH details/batch (hours of all 6,000 rows)', heavy, (i) =>
    call<BulkResult>('PATCH', 'draftSchedules/details/batch', { field: 'hours', value: 2 + (i % 2) * 0.25, metadata }),
  );
  rows.push({ ...edit.row, call: `${edit.row.call} → ${edit.last?.affected} changed` });

  const fillAll = async (id: number) => {
    let affected = 0;
    let unfilled = 0;
    let status = 200;
    for (const jobId of source.jobIds) {
      const result = await call<BulkResult>('PATCH', 'draftSchedules/details/findMissingWorkers', {
        jobId,
        numberOfHelpers: 1,
        maximumDistanceKm: 100,
        metadata: { draftIds: [id] },
      });
      if (result.status !== 200) status = result.status;
      affected += result.body.affected ?? 0;
      unfilled += result.body.unfilled?.length ?? 0;
    }
    return { status, body: { affected, unfilled } };
  };
  const fill = await measure(
    `PATCH details/findMissingWorkers (all 6,000 rows: team lead + 1 helper, 100 km; ${source.jobIds.length} call(s), one per job)`,
    heavy,
    () => fillAll(draftId),
    () => clearWorkers(draftId),
  );
  rows.push({
    ...fill.row,
    call: `${fill.row.call} → ${fill.last?.affected} rows filled, ${fill.last?.unfilled} unfilled notes`,
  });

  let exportDraft = 0;
  let assignments = 0;
  // The export runs in steps (each call writes for the server's step budget, 8 s): measured is the whole loop of
  // calls the web app makes until `finished`; the slowest single call and the step count are printed beside it.
  let slowestStep = 0;
  let steps = 0;
  const exportLoop = async () => {
    const ids = [exportDraft];
    steps = 0;
    for (let exportId: string | undefined; ; ) {
      const started = performance.now();
      const result = await call<DraftBatchResult>('POST', 'draftSchedules/batch/export', {
        ids,
        ...(exportId ? { exportId } : {}),
      });
      slowestStep = Math.max(slowestStep, performance.now() - started);
      steps++;
      if (result.status !== 200 || result.body.finished !== false) return result;
      exportId = result.body.exportId;
    }
  };
  const exported = await measure(
    'POST batch/export (one Completed 6,000-row draft: filled, then every other row given a team lead; all steps)',
    exports,
    exportLoop,
    async () => {
      exportDraft = await build();
      await clearWorkers(exportDraft);
      await fillAll(exportDraft);
      assignments = await staffEveryRow(exportDraft);
      await complete(exportDraft);
    },
    // A run past the handler's 30 s answers 500 locally (the runner's timeout): printed in the row, not fatal.
    true,
  );
  rows.push({
    ...exported.row,
    call: `${exported.row.call} → ${exported.last?.services ?? 0} services + ${assignments} scheduled-work items in ${steps} steps, slowest step ${Math.round(slowestStep)} ms`,
  });
  return rows;
}

interface BenchSource {
  retailerId: number;
  retailer: string;
  ontarioId: number;
  stores: BlockStore[];
  jobs: Omit<DraftJob, 'id'>[];
  /** Distinct job ids of `jobs` (fill runs once per job). */
  jobIds: number[];
}

/** Every demo store (as a draft block holds it) and 3 job products of the demo retailer with the most. */
async function benchSource(): Promise<BenchSource> {
  const retailers = await listRetailers();
  const stores: Store[] = [];
  let best: { retailerId: number; retailer: string; products: number[] } | undefined;
  for (const retailer of retailers) {
    let cursor: string | undefined;
    do {
      const page = await listStoresOfRetailer(retailer.id, { cursor });
      stores.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    const jobs = (await listJobsOfRetailer(retailer.id)).filter((j) => !j.isInactive);
    const products = (await Promise.all(jobs.map((j) => listProductsOfJob(j.id)))).flat().map((p) => p.id);
    if (!best || products.length > best.products.length)
      best = { retailerId: retailer.id, retailer: retailer.name, products };
  }
  if (!best || best.products.length < JOBS) throw new Error('drafts bench: no demo retailer with 3 job products');
  if (stores.length < STORES) throw new Error(`drafts bench: the demo has ${stores.length} stores, not ${STORES}`);
  const found = await jobProductsOfRetailer(best.retailerId, best.products);
  const jobs = [...found.values()].slice(0, JOBS).map(mainJobFields);
  const cities = await batchGetByIds(
    CityEntity,
    stores.map((s) => s.cityId),
  );
  const ontario = (await listProvinces()).find((p) => p.code === 'ON');
  if (!ontario) throw new Error('drafts bench: no Ontario in the demo data');
  return {
    retailerId: best.retailerId,
    retailer: best.retailer,
    ontarioId: ontario.id,
    jobs,
    jobIds: [...new Set(jobs.map((j) => j.jobId))],
    stores: stores.slice(0, STORES).map((store) => blockStoreOf(store, cities.get(store.cityId))),
  };
}

/** A new draft of every source store × job, dated, 0 hours, no workers: ONE transaction (data layer). */
async function buildDraft(source: BenchSource, name: string, startDate: string, endDate: string): Promise<number> {
  const head = await createDraftHead(
    { name, retailerId: source.retailerId, retailer: source.retailer, isInactive: false },
    'bench',
  );
  await mutateDraft(head.id, 'bench', (draft) => {
    const jobs: DraftJob[] = source.jobs.map((job, i) => ({
      ...job,
      id: draftJobId(head.id, i + 1),
      startDate,
      endDate,
    }));
    draft.head = { ...draft.head, jobs, lastJobSequence: jobs.length };
    for (const store of source.stores)
      for (const job of jobs)
        addRow(draft, store, {
          draftJobId: job.id,
          serviceTypeId: job.serviceTypeId,
          hours: 0,
          startDate,
          endDate,
          workers: [],
        });
    recount(draft);
  });
  return head.id;
}

/** Every row back to no workers (between fill runs) and 2 hours, straight in the data layer. */
async function clearWorkers(draftId: number): Promise<void> {
  await mutateDraft(draftId, 'bench', (draft) => {
    for (const { row } of [...rowsOf(draft)]) putRow(draft, { ...row, hours: 2, workers: [] });
  });
}

/**
 * Gives every row still without a team lead one (active merchandisers in turn), as a planner would before
 * completing: a Completed draft has a team lead on every row. Answers the number of workers on the rows.
 */
async function staffEveryRow(draftId: number): Promise<number> {
  const merchandisers = (await readWorkerDirectory()).filter((w) => w.isMerchandiser && !w.inactive);
  let next = 0;
  let assignments = 0;
  await mutateDraft(draftId, 'bench', (draft) => {
    for (const { row } of [...rowsOf(draft)]) {
      if (!row.workers.some((w) => w.isTeamLead)) {
        const worker = merchandisers[next++ % merchandisers.length];
        if (!worker) throw new Error('drafts bench: no active merchandiser');
        const lead = {
          id: worker.id,
          name: `${worker.firstName} ${worker.lastName}`,
          isTeamLead: true,
          isTemporary: false,
          isSpecialProjects: worker.isSpecialProjects,
        };
        putRow(draft, { ...row, workers: [lead, ...row.workers.filter((w) => w.id !== worker.id)] });
        assignments += 1 + row.workers.filter((w) => w.id !== worker.id).length;
      } else assignments += row.workers.length;
    }
  });
  return assignments;
}

/** Moves a draft to Completed straight in the data layer (what POST {id}/status does after its checks). */
async function complete(draftId: number): Promise<void> {
  await mutateDraft(
    draftId,
    'bench',
    (draft) => {
      draft.head = { ...draft.head, status: 'Completed' };
      draft.headChanged = true;
    },
    { allowReadOnly: true },
  );
}
