import type { BulkStepResult } from '@shelfline/shared/contracts/schedule.contract';
import { env } from '../../common/env.ts';
import { type Service, type ServiceSummary, summaryOf } from '../../data/entities/service.entity.ts';
import type { TransactItem } from '../../data/repository.ts';
import {
  deleteServiceItem,
  getServices,
  replaceServiceItem,
  ServiceConflictError,
  type StoredService,
  writeServiceTransaction,
} from '../../data/schedule/schedule.repository.ts';
import { type CountDeltas, countDeltasOf, type ServiceChange } from '../../data/schedule/service-counts.repository.ts';
import { inLanes } from '../../data/schedule/services.repository.ts';

/*
 * One step of a bulk change over the filtered services (activate, deactivate, delete, highlight, unsubmit, batch
 * field updates). A step changes what it can within the time budget and answers how many services still need the
 * change; the client repeats the same call until `finished`. Each repeat selects again and keeps only the services
 * that still need the change, so a repeat never changes a service twice and a lost answer is harmless.
 *
 * Every service is written in a transaction conditioned on the version read (with its scheduled work and
 * reassignment items when the change has any); a group refused because someone changed one of its services is
 * retried service by service on fresh reads, and what still conflicts is left for the next step.
 */

export interface BulkChange {
  /** Whether a service (its summary) still needs the change; those that do not are `skipped`. */
  needs: (summary: ServiceSummary) => boolean;
  /** The changed service, 'delete', or undefined when the full record shows nothing to do. */
  apply: (service: StoredService) => Service | 'delete' | undefined;
  /** More items of the same transaction (scheduled work, reassignments). */
  extra?: (before: StoredService, after: Service | 'delete', now: string) => Promise<TransactItem[]> | TransactItem[];
  /** Work outside the table once a transaction is written (S3 objects of deleted reports), by its service ids. */
  committed?: (serviceIds: number[]) => Promise<void>;
}

/** Services read and written per group; groups run `LANES` at a time. */
const GROUP = 25;
const LANES = 4;
const MAX_TRANSACTION_ITEMS = 100;

export async function runBulkStep(
  targets: readonly ServiceSummary[],
  change: BulkChange,
  by: string,
  budgetMs: number = env.exportStepBudgetMs,
): Promise<BulkStepResult> {
  const started = Date.now();
  const pending = targets.filter(change.needs);
  const skipped = targets.length - pending.length;
  const groups: number[][] = [];
  for (let i = 0; i < pending.length; i += GROUP) groups.push(pending.slice(i, i + GROUP).map((s) => s.id));
  let changed = 0;
  let settled = 0;
  let unchanged = 0;
  await inLanes(groups, LANES, async (ids) => {
    if (Date.now() - started > budgetMs) return;
    const result = await changeGroup(ids, change, by);
    changed += result.changed;
    settled += result.settled;
    unchanged += result.unchanged;
  });
  const remaining = pending.length - settled;
  // No progress at all means the rest cannot change now (conflicts): stop rather than let the client loop.
  return { changed, remaining, skipped: skipped + unchanged, finished: remaining === 0 || settled === 0 };
}

/**
 * Changes one group; `settled` counts services changed or found to need nothing (they leave `remaining`);
 * `unchanged` those the full record showed already held the value (`skipped`, like those the summary ruled out).
 */
async function changeGroup(ids: number[], change: BulkChange, by: string) {
  const now = new Date().toISOString();
  const services = await getServices(ids);
  const writes: ServiceWrite[] = [];
  let settled = ids.length - services.length; // deleted meanwhile: nothing left to change
  let unchanged = 0;
  for (const before of services) {
    // The summary may be stale (eventually consistent index, a repeat): decide on the record itself.
    const after = change.needs(summaryOf(before)) ? change.apply(before) : undefined;
    if (after === undefined) {
      settled++;
      unchanged++;
      continue;
    }
    const own = after === 'delete' ? deleteServiceItem(before) : replaceServiceItem(before, after, by, now);
    const extra = change.extra ? await change.extra(before, after, now) : [];
    writes.push({
      id: before.id,
      items: [own, ...extra],
      change: { before, ...(after === 'delete' ? {} : { after }) },
    });
  }
  let changed = 0;
  for (const batch of transactionsOf(writes)) {
    try {
      await write(batch);
      changed += batch.length;
      await change.committed?.(batch.map((w) => w.id));
    } catch (error) {
      if (!(error instanceof ServiceConflictError) || batch.length === 1) {
        if (error instanceof ServiceConflictError) continue;
        throw error;
      }
      // Someone changed one of them: the others go one by one, on fresh reads.
      const retried = await changeOneByOne(
        batch.map((w) => w.id),
        change,
        by,
      );
      changed += retried.changed;
      settled += retried.settled;
      unchanged += retried.unchanged;
    }
  }
  return { changed, settled: settled + changed, unchanged };
}

async function changeOneByOne(ids: number[], change: BulkChange, by: string) {
  let changed = 0;
  let settled = 0;
  let unchanged = 0;
  for (const id of ids) {
    const result = await changeGroup([id], change, by).catch((error: unknown) => {
      if (error instanceof ServiceConflictError) return { changed: 0, settled: 0, unchanged: 0 };
      throw error;
    });
    changed += result.changed;
    settled += result.settled - result.changed;
    unchanged += result.unchanged;
  }
  return { changed, settled, unchanged };
}

/** One service's write: its own item first, then the items of the same change (scheduled work, reassignment). */
interface ServiceWrite {
  id: number;
  items: TransactItem[];
  change: ServiceChange;
}

/** Packs writes into transactions of at most 100 items, counting the service-count items each transaction adds. */
function transactionsOf(writes: ServiceWrite[]) {
  const batches: ServiceWrite[][] = [];
  let current: ServiceWrite[] = [];
  let size = 0;
  let deltas = countDeltasOf([]);
  for (const w of writes) {
    const withIt = countDeltasOf([w.change], cloneDeltas(deltas));
    if (size + w.items.length + withIt.size > MAX_TRANSACTION_ITEMS && current.length > 0) {
      batches.push(current);
      current = [];
      size = 0;
      deltas = countDeltasOf([w.change]);
    } else deltas = withIt;
    current.push(w);
    size += w.items.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

const cloneDeltas = (deltas: CountDeltas): CountDeltas => new Map([...deltas].map(([k, v]) => [k, new Map(v)]));

/** One transaction: the service writes first (their conflicts name the services), then the extra items. */
function write(batch: ServiceWrite[]) {
  const own = batch.map((w) => w.items[0] as TransactItem);
  const extra = batch.flatMap((w) => w.items.slice(1));
  return writeServiceTransaction(
    [...own, ...extra],
    batch.map((w) => w.id),
    batch.map((w) => w.change),
  );
}
