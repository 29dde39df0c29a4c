import type { Availability } from '@shelfline/shared/contracts/availability.contract';
import type { BlockStore, StoredRow, StoredRowWorker } from '../../data/entities/draft.entity.ts';
import type { PlannedWork, WindowRequest } from '../availability/window-availability.ts';
import { distanceKm, hasCoordinates } from '../geo/distance.ts';

/*
 * Fill missing workers (000 §4.2), the pure part: which workers go on which rows. The route reads the draft, the
 * worker directory and the availability, then hands them here; nothing here reads or writes.
 *
 * For every row asked:
 * - a row without a team lead gets one: the closest available merchandiser (added first, as team lead);
 * - a row asked for helpers gets helpers until it has `numberOfHelpers` workers beyond its team lead: workers
 *   with the helper flag first, then merchandisers, each group closest first.
 * A candidate is an active merchandiser (or helper, for helper places) who is within reach of the store — within
 * the request radius AND the worker's own maximum travel distance (when set), or living in / travelling to the
 * store's city — and whose availability for the row's dates, counting the hours already planned for them (on
 * this draft and earlier in this fill), is none of Inactive, FullyBlocked and OverAllocated. A worker is never put
 * twice on one row. Rows it cannot fill are answered with the reason.
 */

/** At most this many candidates are kept per store (the closest): bounds the work for a 6,000-row draft. */
export const MAX_CANDIDATES_PER_STORE = 30;

/** What fill needs of a worker (a subset of the directory's card). */
export interface FillWorker {
  id: number;
  firstName: string;
  lastName: string;
  inactive: boolean;
  isMerchandiser: boolean;
  isHelper: boolean;
  isSpecialProjects: boolean;
  supervisorId?: number;
  cityId?: number;
  latitude?: number;
  longitude?: number;
  maximumTravelDistance?: number;
  travelCityIds?: number[];
}

export type FillStore = Pick<BlockStore, 'storeId' | 'cityId' | 'latitude' | 'longitude'>;

/** A row to fill, with what the choice needs of its store and job. */
export interface FillRow {
  row: StoredRow;
  store: FillStore;
  storeNumber: number;
  jobNumber: string;
  /** Whether this row gets helpers (numberOfHelpers > 0 and the row's helper job is the one asked, if any). */
  wantsHelpers: boolean;
}

export interface Candidate {
  worker: FillWorker;
  /** km from the store; undefined when either has no coordinates (reached through the city). */
  distance?: number;
}

export interface FillOptions {
  numberOfHelpers: number;
  maximumDistanceKm: number;
  /** Candidates kept per store; {@link MAX_CANDIDATES_PER_STORE} by default. */
  perStore?: number;
}

export interface UnfilledRow {
  rowId: number;
  storeNumber: number;
  jobNumber: string;
  reason: string;
}

/** How fill reads availability: `WindowAvailability` of window-availability.ts. */
export interface AvailabilityLookup {
  of(workerId: number, startDate: string, endDate: string, planned?: readonly PlannedWork[]): Availability | undefined;
}

export interface FillPlan {
  /** Rows that changed: row id → the row's new workers (team lead first). */
  workers: Map<number, StoredRowWorker[]>;
  unfilled: UnfilledRow[];
}

/** Who may work at all: active, and a merchandiser (or, for helper places, a helper). */
export const mayFill = (w: FillWorker) => !w.inactive && (w.isMerchandiser || w.isHelper);

/**
 * The workers within reach of a store, closest first (those reached only through the city last), at most
 * `perStore`. Within reach: inside the radius and the worker's own maximum travel distance, or living in or
 * travelling to the store's city.
 */
export function candidatesOfStore(store: FillStore, workers: readonly FillWorker[], options: FillOptions): Candidate[] {
  const found: Candidate[] = [];
  for (const worker of workers) {
    if (!mayFill(worker)) continue;
    const distance = hasCoordinates(store) && hasCoordinates(worker) ? distanceKm(store, worker) : undefined;
    const reach = Math.min(options.maximumDistanceKm, worker.maximumTravelDistance || Number.POSITIVE_INFINITY);
    const near = distance !== undefined && distance <= reach;
    const sameCity = worker.cityId === store.cityId || (worker.travelCityIds ?? []).includes(store.cityId);
    if (near || sameCity) found.push({ worker, distance: near ? distance : undefined });
  }
  found.sort(
    (a, b) =>
      (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) || a.worker.id - b.worker.id,
  );
  return found.slice(0, options.perStore ?? MAX_CANDIDATES_PER_STORE);
}

/** Rows that still need someone: no team lead, or fewer helpers than asked. */
export function needsWorkers(row: StoredRow, wantsHelpers: boolean, numberOfHelpers: number): boolean {
  const lead = row.workers.some((w) => w.isTeamLead);
  const helpers = row.workers.filter((w) => !w.isTeamLead).length;
  return !lead || (wantsHelpers && helpers < numberOfHelpers);
}

/** Candidates per store of the rows that need workers, and the (worker, window) pairs to read availability for. */
export function prepareFill(rows: readonly FillRow[], workers: readonly FillWorker[], options: FillOptions) {
  const byStore = new Map<number, Candidate[]>();
  const requests: WindowRequest[] = [];
  const seen = new Set<string>();
  for (const { row, store, wantsHelpers } of rows) {
    if (!row.startDate || !row.endDate || !needsWorkers(row, wantsHelpers, options.numberOfHelpers)) continue;
    let candidates = byStore.get(store.storeId);
    if (!candidates) {
      candidates = candidatesOfStore(store, workers, options);
      byStore.set(store.storeId, candidates);
    }
    for (const { worker } of candidates) {
      const key = `${worker.id}#${row.startDate}#${row.endDate}`;
      if (seen.has(key)) continue;
      seen.add(key);
      requests.push({ workerId: worker.id, startDate: row.startDate, endDate: row.endDate });
    }
  }
  return { byStore, requests };
}

const REFUSED = new Set(['Inactive', 'FullyBlocked', 'OverAllocated']);

/** The hours every worker already has on these rows (planned, not stored as scheduled work yet). */
export function plannedOf(rows: Iterable<StoredRow>, into = new Map<number, PlannedWork[]>()) {
  for (const row of rows) {
    if (!row.startDate || !row.endDate) continue;
    for (const worker of row.workers) addPlanned(into, worker.id, row);
  }
  return into;
}

function addPlanned(planned: Map<number, PlannedWork[]>, workerId: number, row: StoredRow) {
  if (!row.startDate || !row.endDate) return;
  const list = planned.get(workerId) ?? [];
  list.push({ startDate: row.startDate, endDate: row.endDate, hours: row.hours });
  planned.set(workerId, list);
}

export function rowWorkerOf(worker: FillWorker, isTeamLead: boolean): StoredRowWorker {
  return {
    id: worker.id,
    name: `${worker.firstName} ${worker.lastName}`.trim(),
    isTeamLead,
    isTemporary: false,
    isSpecialProjects: worker.isSpecialProjects,
    ...(worker.supervisorId === undefined ? {} : { supervisorId: worker.supervisorId }),
  };
}

/**
 * Chooses the workers of every row, in the order given. `planned` holds the hours already planned per worker (the
 * draft's own assignments) and grows with every choice, so a worker is not over-allocated by this fill.
 */
export function planFill(input: {
  rows: readonly FillRow[];
  candidatesByStore: ReadonlyMap<number, readonly Candidate[]>;
  availability: AvailabilityLookup;
  planned: Map<number, PlannedWork[]>;
  options: FillOptions;
}): FillPlan {
  const { rows, candidatesByStore, availability, planned, options } = input;
  const plan: FillPlan = { workers: new Map(), unfilled: [] };
  const within = `within ${options.maximumDistanceKm.toLocaleString('en')} km`;
  // (worker, window, hours) found unavailable: planned work only grows during a fill, so they stay unavailable for
  // any later row of the same window and hours (saves recomputing the availability of saturated workers).
  const refused = new Set<string>();

  for (const { row, store, storeNumber, jobNumber, wantsHelpers } of rows) {
    if (!needsWorkers(row, wantsHelpers, options.numberOfHelpers)) continue;
    const unfilled = (reason: string) => plan.unfilled.push({ rowId: row.id, storeNumber, jobNumber, reason });
    const { startDate, endDate } = row;
    if (!startDate || !endDate) {
      unfilled('Row has no dates');
      continue;
    }
    const candidates = candidatesByStore.get(store.storeId) ?? [];
    const onRow = new Set(row.workers.map((w) => w.id));
    const available = (worker: FillWorker) => {
      if (onRow.has(worker.id)) return false;
      const key = `${worker.id}#${startDate}#${endDate}#${row.hours}`;
      if (refused.has(key)) return false;
      const plain = availability.of(worker.id, startDate, endDate);
      // With this row's hours and whatever is already planned for the worker: still not over-allocated?
      const work = [...(planned.get(worker.id) ?? []), { startDate, endDate, hours: row.hours }];
      const withPlanned =
        plain && !REFUSED.has(plain.status) ? availability.of(worker.id, startDate, endDate, work) : undefined;
      if (withPlanned && !REFUSED.has(withPlanned.status)) return true;
      refused.add(key);
      return false;
    };
    const take = (worker: FillWorker, isTeamLead: boolean) => {
      onRow.add(worker.id);
      addPlanned(planned, worker.id, row);
      return rowWorkerOf(worker, isTeamLead);
    };

    const workers = [...row.workers];
    let changed = false;
    if (!workers.some((w) => w.isTeamLead)) {
      const lead = candidates.find((c) => c.worker.isMerchandiser && available(c.worker));
      if (lead) {
        workers.unshift(take(lead.worker, true));
        changed = true;
      } else unfilled(`No available merchandiser ${within}`);
    }
    if (wantsHelpers) {
      const wanted = options.numberOfHelpers - workers.filter((w) => !w.isTeamLead).length;
      let added = 0;
      // Workers with the helper flag first, then merchandisers; each group closest first (candidates' order).
      const ordered = [...candidates.filter((c) => c.worker.isHelper), ...candidates.filter((c) => !c.worker.isHelper)];
      for (const { worker } of ordered) {
        if (added >= wanted) break;
        if (!available(worker)) continue;
        workers.push(take(worker, false));
        added++;
        changed = true;
      }
      if (wanted > 0 && added < wanted)
        unfilled(
          added === 0 ? `No available helper ${within}` : `Only ${added} of ${wanted} helpers available ${within}`,
        );
    }
    if (changed) plan.workers.set(row.id, workers);
  }
  return plan;
}
