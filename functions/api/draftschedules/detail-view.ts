import type {
  DetailMetadata,
  DraftDetail,
  PreviousWorkerSchema,
  RowWorker,
} from '@shelfline/shared/contracts/draft.contract';
import type { FilterOption } from '@shelfline/shared/contracts/list.contract';
import type * as z from 'zod';
import { BadRequestError, NotFoundError } from '../../common/http-errors.ts';
import { type LoadedDraft, loadDraft } from '../../data/drafts/drafts.repository.ts';
import type {
  BlockStore,
  DraftHead,
  StoredBlock,
  StoredRow,
  StoredRowWorker,
} from '../../data/entities/draft.entity.ts';
import { listServiceTypes } from '../../data/master-data/master-data.repository.ts';
import type { WorkerCard } from '../../data/people/worker-directory.ts';
import { recentWorkAtStore } from '../../data/people/worker-records.repository.ts';
import { readWindowAvailability, type WindowAvailability } from '../../domain/availability/window-availability.ts';
import type { WorkerStatus } from '../../domain/availability/worker-availability.ts';
import { type RowContext, rowContexts } from '../../domain/drafts/row-context.ts';
import type { RowWorkerCard } from '../../domain/drafts/row-workers.ts';
import { fullName } from '../employees/worker-naming.ts';

/*
 * How stored rows read in the API (000 §3.3): a row joined with its draft, store and job, its workers with their
 * availability for the row's dates, the store's previous merchandisers; and the filter lists of the details
 * screen. Every detail route answers rows through `toDetail`, so a row reads the same after any edit.
 */

export type PreviousWorker = z.infer<typeof PreviousWorkerSchema>;

/** What a row is shown with besides itself. */
export interface DetailLookups {
  serviceTypeNames: ReadonlyMap<number, string>;
  /** Previous merchandisers by store id (the stores of the rows shown). */
  previousWorkers?: ReadonlyMap<number, readonly PreviousWorker[]>;
  /** Workers' availability for the rows' windows; omitted = no colours (the CSV). */
  availability?: WindowAvailability;
}

/** The drafts of a details request (in parallel); one 404 naming every unknown id. */
export async function loadDetailDrafts(draftIds: readonly number[]): Promise<LoadedDraft[]> {
  const ids = [...new Set(draftIds)];
  const results = await Promise.allSettled(ids.map((id) => loadDraft(id)));
  const missing = ids.filter((_, i) => {
    const result = results[i];
    return result?.status === 'rejected' && result.reason instanceof NotFoundError;
  });
  if (missing.length === 1) throw new NotFoundError(`Draft schedule ${missing[0]} was not found.`);
  if (missing.length > 1) throw new NotFoundError(`Draft schedules ${missing.join(', ')} were not found.`);
  return results.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}

/** A draft in memory holding only the one block a single-row call read (enough to join that block's rows). */
export function draftWithBlock(head: DraftHead, block: StoredBlock): LoadedDraft {
  return {
    head,
    headVersion: head.version,
    headChanged: false,
    blocks: new Map([[block.block, { ...block, readVersion: block.version, changed: false }]]),
  };
}

/**
 * One row as the single-row calls answer it (after an edit or a worker change): joined with its draft, store and
 * job, its workers' availability for its dates and its store's previous merchandisers.
 */
export async function detailAfterChange(
  draft: LoadedDraft,
  rowId: number,
  directory: readonly WorkerCard[],
): Promise<DraftDetail> {
  const context = rowContexts([draft]).find((c) => c.row.id === rowId);
  if (!context) throw new NotFoundError(`Service row ${rowId} was not found.`);
  const { row } = context;
  const requests =
    row.startDate && row.endDate
      ? row.workers.map((w) => ({ workerId: w.id, startDate: row.startDate as string, endDate: row.endDate as string }))
      : [];
  const [serviceTypeNames, availability, previousWorkers] = await Promise.all([
    readServiceTypeNames(),
    readWindowAvailability(workerStatuses(directory), requests),
    readPreviousWorkers([row.storeId], namesOf(directory)),
  ]);
  return toDetail(context, { serviceTypeNames, availability, previousWorkers });
}

export function toRowWorker(row: StoredRow, worker: StoredRowWorker, availability?: WindowAvailability): RowWorker {
  const result: RowWorker = {
    id: worker.id,
    rowId: row.id,
    name: worker.name,
    isTeamLead: worker.isTeamLead,
    isTemporary: worker.isTemporary,
    isSpecialProjects: worker.isSpecialProjects,
  };
  if (availability && row.startDate && row.endDate) {
    const found = availability.of(worker.id, row.startDate, row.endDate);
    if (found) {
      result.availabilityStatus = found.status;
      result.availability = { status: found.status, details: found.details };
    }
  }
  return result;
}

/** The detail's store: the block's store (blockStoreOf) without its id and coordinates. */
const detailStoreOf = ({ storeId: _id, latitude: _latitude, longitude: _longitude, ...store }: BlockStore) => store;

/** Team leads first, then the others in their order. */
const leadsFirst = (workers: readonly StoredRowWorker[]) => [
  ...workers.filter((w) => w.isTeamLead),
  ...workers.filter((w) => !w.isTeamLead),
];

export function toDetail(context: RowContext, lookups: DetailLookups): DraftDetail {
  const { draft, row, store, job } = context;
  const serviceType =
    lookups.serviceTypeNames.get(row.serviceTypeId) ??
    (row.serviceTypeId === job.serviceTypeId ? job.serviceType : undefined);
  const detail: DraftDetail = {
    id: row.id,
    draftId: draft.id,
    draftJobId: row.draftJobId,
    retailer: draft.retailer,
    retailerId: draft.retailerId,
    storeId: row.storeId,
    store: detailStoreOf(store),
    mainJobProduct: { id: job.jobProductId, jobId: job.jobId, jobNumber: job.jobNumber, product: job.product },
    serviceTypeId: row.serviceTypeId,
    serviceType,
    trait: row.trait,
    hours: row.hours,
    startDate: row.startDate,
    endDate: row.endDate,
    previousWorkers: [...(lookups.previousWorkers?.get(row.storeId) ?? [])],
    workers: leadsFirst(row.workers).map((w) => toRowWorker(row, w, lookups.availability)),
    version: row.version,
  };
  if (job.helperJobProductId !== undefined)
    detail.helperJobProduct = { id: job.helperJobProductId, jobNumber: job.helperJobNumber ?? '' };
  return detail;
}

export async function readServiceTypeNames(): Promise<Map<number, string>> {
  const types = await listServiceTypes();
  return new Map(types.map((t) => [t.id, t.name]));
}

// ------------------------------------------------------------------------------------------------ workers

/** The workers' statuses for the availability reader (id, inactive), from the directory. */
export function workerStatuses(directory: readonly WorkerCard[]): Map<number, WorkerStatus> {
  return new Map(directory.map((card) => [card.id, { id: card.id, inactive: card.inactive }]));
}

/**
 * The directory card of a worker to put on a row: they must exist, be a merchandiser (or a helper: the worker search
 * offers both) and be active. A 400 naming `field` otherwise.
 */
export function assignableWorker(directory: readonly WorkerCard[], workerId: number, field: string): RowWorkerCard {
  const card = directory.find((c) => c.id === workerId);
  if (!card) throw new BadRequestError({ [field]: [`Worker ${workerId} was not found.`] });
  const name = fullName(card);
  if (!(card.isMerchandiser || card.isHelper))
    throw new BadRequestError({ [field]: [`${name} is not a merchandiser.`] });
  if (card.inactive) throw new BadRequestError({ [field]: [`${name} is inactive.`] });
  const result: RowWorkerCard = { id: card.id, name, isSpecialProjects: card.isSpecialProjects };
  if (card.supervisorId !== undefined) result.supervisorId = card.supervisorId;
  return result;
}

// ---------------------------------------------------------------------------------------- previous workers

/** Scheduled work rows read per store: enough to find 3 distinct workers in most stores. */
const RECENT_WORK_PER_STORE = 10;
export const PREVIOUS_WORKERS_SHOWN = 3;
const STORE_QUERY_CONCURRENCY = 16;

/**
 * "Previous merchandisers" of each store: the workers with the latest scheduled work at the store (any job)
 * starting before `today`, newest first, at most {@link PREVIOUS_WORKERS_SHOWN} distinct. One Query of gsi2
 * `STOREWORK#<storeId>` (Limit {@link RECENT_WORK_PER_STORE}, descending) per distinct store — callers pass the
 * stores of the rows they show, never a whole draft's.
 */
export async function readPreviousWorkers(
  storeIds: Iterable<number>,
  names: ReadonlyMap<number, string>,
  today = new Date().toISOString().slice(0, 10),
): Promise<Map<number, PreviousWorker[]>> {
  const result = new Map<number, PreviousWorker[]>();
  const queue = [...new Set(storeIds)];
  const lane = async () => {
    for (let storeId = queue.shift(); storeId !== undefined; storeId = queue.shift()) {
      const workers: PreviousWorker[] = [];
      for (const item of await recentWorkAtStore(storeId, today, RECENT_WORK_PER_STORE)) {
        if (workers.length >= PREVIOUS_WORKERS_SHOWN) break;
        if (workers.some((w) => w.id === item.employeeId)) continue;
        workers.push({
          id: item.employeeId,
          name: names.get(item.employeeId) ?? `Worker ${item.employeeId}`,
          isTeamLead: item.isTeamLead === true,
        });
      }
      result.set(storeId, workers);
    }
  };
  await Promise.all(Array.from({ length: Math.min(STORE_QUERY_CONCURRENCY, queue.length) }, lane));
  return result;
}

export const namesOf = (directory: readonly WorkerCard[]) =>
  new Map(directory.map((card) => [card.id, fullName(card)]));

// ------------------------------------------------------------------------------------------- filter lists

/**
 * The filter lists of the column filters and the search panel, over EVERY row of the drafts shown (not only the
 * filtered ones: a filter must be able to widen again). Options sorted by name, numbers numerically.
 */
export function buildMetadata(
  contexts: readonly RowContext[],
  names: ReadonlyMap<number, string>,
  serviceTypeNames: ReadonlyMap<number, string>,
): DetailMetadata {
  const lists = {
    provinces: new Map<number, string>(),
    cities: new Map<number, string>(),
    stores: new Map<number, string>(),
    retailers: new Map<number, string>(),
    jobs: new Map<number, string>(),
    helperJobs: new Map<number, string>(),
    products: new Map<number, string>(),
    merchandisers: new Map<number, string>(),
    supervisors: new Map<number, string>(),
    serviceTypes: new Map<number, string>(),
  };
  const traits = new Set<string>();
  const hours = new Set<number>();
  for (const { draft, row, store, job } of contexts) {
    lists.provinces.set(store.provinceId, store.province);
    lists.cities.set(store.cityId, store.city);
    lists.stores.set(row.storeId, String(store.storeNumber));
    lists.retailers.set(draft.retailerId, draft.retailer);
    lists.jobs.set(job.jobId, job.jobNumber);
    if (job.helperJobProductId !== undefined)
      lists.helperJobs.set(job.helperJobProductId, job.helperJobNumber ?? String(job.helperJobProductId));
    lists.products.set(job.productId, job.product);
    lists.serviceTypes.set(
      row.serviceTypeId,
      serviceTypeNames.get(row.serviceTypeId) ?? job.serviceType ?? String(row.serviceTypeId),
    );
    for (const worker of row.workers) {
      lists.merchandisers.set(worker.id, worker.name);
      if (worker.supervisorId !== undefined)
        lists.supervisors.set(worker.supervisorId, names.get(worker.supervisorId) ?? `Worker ${worker.supervisorId}`);
    }
    if (row.trait) traits.add(row.trait);
    hours.add(row.hours);
  }
  const options = (map: Map<number, string>): FilterOption[] =>
    [...map].map(([id, name]) => ({ id, name })).sort((a, b) => byText(a.name, b.name) || a.id - b.id);
  return {
    provinces: options(lists.provinces),
    cities: options(lists.cities),
    stores: options(lists.stores),
    retailers: options(lists.retailers),
    jobs: options(lists.jobs),
    helperJobs: options(lists.helperJobs),
    products: options(lists.products),
    merchandisers: options(lists.merchandisers),
    supervisors: options(lists.supervisors),
    serviceTypes: options(lists.serviceTypes),
    traits: [...traits].sort(byText),
    hours: [...hours].sort((a, b) => a - b),
  };
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
