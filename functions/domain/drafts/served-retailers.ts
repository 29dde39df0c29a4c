import { ConflictError } from '../../common/http-errors.ts';
import type { LoadedDraft } from '../../data/drafts/drafts.repository.ts';
import { replaceEmployeeRecord } from '../../data/people/employees.repository.ts';
import { employees } from '../../data/people/people.repository.ts';
import { readWorkerDirectory } from '../../data/people/worker-directory.ts';
import { inLanes, WORKER_LANES } from '../../data/schedule/services.repository.ts';
import { rowContexts } from './row-context.ts';

/*
 * The served retailers a draft export adds to its workers (each draft's retailer joins the served retailers of the
 * workers on its rows), and their undo when the export fails.
 */

export interface ServedRetailerChange {
  workerId: number;
  retailerIds: number[];
}

/** worker id → retailers of the drafts they are on. */
export function servedPairs(drafts: readonly LoadedDraft[]): Map<number, Set<number>> {
  const pairs = new Map<number, Set<number>>();
  for (const draft of drafts) {
    for (const { row } of rowContexts([draft])) {
      for (const worker of row.workers) {
        const set = pairs.get(worker.id) ?? new Set<number>();
        set.add(draft.head.retailerId);
        pairs.set(worker.id, set);
      }
    }
  }
  return pairs;
}

/** Changes a worker's served retailers (re-read and retried when the record changed meanwhile). */
async function changeServedRetailers(workerId: number, by: string, change: (current: number[]) => number[]) {
  for (let attempt = 1; ; attempt++) {
    const current = await employees.get(workerId);
    if (!current)
      throw new ConflictError(`Worker ${workerId} no longer exists: the export was undone. Replace the worker first.`);
    const next = change(current.servedRetailerIds ?? []);
    if (next.length === (current.servedRetailerIds ?? []).length) return;
    try {
      await replaceEmployeeRecord({ ...current, servedRetailerIds: next }, current.version, by, undefined);
      return;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= 3) throw error;
    }
  }
}

/** Adds each draft's retailer to the served retailers of its workers where missing; notes what it added. */
export async function addServedRetailers(pairs: Map<number, Set<number>>, by: string, added: ServedRetailerChange[]) {
  const cards = new Map((await readWorkerDirectory({ consistent: true })).map((c) => [c.id, c]));
  const missing: ServedRetailerChange[] = [];
  for (const [workerId, retailers] of pairs) {
    const served = new Set(cards.get(workerId)?.servedRetailerIds ?? []);
    const lacking = [...retailers].filter((r) => !served.has(r));
    if (lacking.length > 0 || !cards.has(workerId)) missing.push({ workerId, retailerIds: lacking });
  }
  await inLanes(missing, WORKER_LANES, async (change) => {
    let put: number[] = [];
    await changeServedRetailers(change.workerId, by, (current) => {
      put = change.retailerIds.filter((r) => !current.includes(r));
      return [...current, ...put];
    });
    if (put.length > 0) added.push({ workerId: change.workerId, retailerIds: put });
  });
}

/** Takes back what {@link addServedRetailers} added (undo of a failed export); best effort per worker. */
export async function removeServedRetailers(added: readonly ServedRetailerChange[], by: string) {
  await inLanes(added, WORKER_LANES, async (change) => {
    await changeServedRetailers(change.workerId, by, (current) =>
      current.filter((r) => !change.retailerIds.includes(r)),
    ).catch(() => undefined);
  });
}
