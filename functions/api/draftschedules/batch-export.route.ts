import { randomUUID } from 'node:crypto';
import type { DraftBatchResult } from '@shelfline/shared/contracts/draft.contract';
import { canExportDrafts } from '@shelfline/shared/draft-status';
import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { getDraftHeadOrThrow, type LoadedDraft, loadDraft, loadDrafts } from '../../data/drafts.repository.ts';
import { replaceEmployeeRecord } from '../../data/employees.repository.ts';
import type { DraftHead } from '../../data/entities/draft.entity.ts';
import type { Keys } from '../../data/entity.ts';
import { listServiceTypes } from '../../data/master-data.repository.ts';
import { employees } from '../../data/people.repository.ts';
import { nextId } from '../../data/repository.ts';
import {
  commitExport,
  deleteKeys,
  EXPORT_LANES,
  type ExportingHead,
  ExportLockError,
  exportKeys,
  inLanes,
  isStaleExport,
  lockDraftsForExport,
  putExportItems,
  recordExportRange,
  releaseExportLock,
  serviceItem,
  WORKER_LANES,
  workItem,
} from '../../data/services.repository.ts';
import { readWorkerDirectory } from '../../data/worker-directory.ts';
import { rowContexts } from '../../domain/drafts/row-context.ts';
import { servicesOfRows } from '../../domain/drafts/services-of-rows.ts';

/**
 * POST draftSchedules/batch/export (000 §2.5): every row of the selected drafts becomes a live service (not
 * activated, category Manual) with a scheduled-work record per assigned worker, the draft's retailer is added to
 * each worker's served retailers, and the drafts become Exported — all or nothing:
 *
 * 1. lock: ONE transaction sets `exportId` on every head still Completed, unlocked and at the version read (a lock
 *    older than {@link STALE_EXPORT_MS} is a crashed export: undone first, from the id range kept on its head);
 * 2. one contiguous id range from the `service` counter, each draft's part recorded on its head;
 * 3. services and scheduled work written with BatchWrite, {@link EXPORT_LANES} requests in flight, and beside it
 * 4. served retailers added (replaceEmployeeRecord, so the worker directory follows);
 * 5. commit: ONE transaction moves every head to Exported and clears the lock, only if the lock is still ours.
 * A failure after 1 deletes every key of the range (known from the rows), takes back the served retailers it
 * added, releases the lock and answers the error: the drafts stay Completed with nothing exported.
 */
export const batchExport = implement(draftSchedulesRoutes.batchExport, async ({ body, auth, log }) => {
  const ids = [...new Set(body.ids)];
  let heads: ExportingHead[] = await Promise.all(ids.map((id) => getDraftHeadOrThrow(id)));
  const stale = heads.filter((h) => isStaleExport(h));
  if (stale.length > 0) {
    for (const head of stale) await undoCrashedExport(head);
    heads = await Promise.all(ids.map((id) => getDraftHeadOrThrow(id)));
  }
  const running = heads.filter((h) => h.exportId);
  if (running.length > 0)
    throw new ConflictError(`${draftNames(running)} ${running.length > 1 ? 'are' : 'is'} being exported already.`);
  if (!canExportDrafts(heads.map((h) => h.status))) {
    const others = heads.filter((h) => h.status !== 'Completed');
    throw new ConflictError(
      `Only Completed drafts can be exported: ${draftNames(others)} ${others.length > 1 ? 'are' : 'is'} not Completed.`,
    );
  }

  const started = performance.now();
  const exportId = `${Date.now()}-${randomUUID()}`;
  try {
    await lockDraftsForExport(
      heads.map((h) => ({ id: h.id, version: h.version })),
      exportId,
      auth.username,
    );
  } catch (error) {
    if (error instanceof ExportLockError) {
      const refused = heads.filter((h) => error.draftIds.includes(h.id));
      throw new ConflictError(
        `${draftNames(refused)} changed or started exporting meanwhile. Reload the drafts and try again.`,
      );
    }
    throw error;
  }

  let keys: Keys[] = [];
  const servedAdded: ServedRetailerChange[] = [];
  try {
    // Locked: no edit, status move or other export can touch these drafts now; read their rows.
    const drafts = await loadDrafts(ids);
    const undated = drafts.filter((d) => rowContexts([d]).some((c) => !c.row.startDate || !c.row.endDate));
    if (undated.length > 0)
      throw new ConflictError(
        `${draftNames(undated.map((d) => d.head))}: every service row needs a start and end date.`,
      );
    const serviceTypeNames = new Map((await listServiceTypes()).map((t) => [t.id, t.name]));

    const counts = drafts.map((d) => rowContexts([d]).length);
    const total = counts.reduce((a, b) => a + b, 0);
    const first = total > 0 ? await nextId('service', total) : 0;
    const parts = drafts.map((draft, i) => ({
      draft,
      first: first + counts.slice(0, i).reduce((a, b) => a + b, 0),
      count: counts[i] ?? 0,
    }));
    await Promise.all(
      parts
        .filter((p) => p.count > 0)
        .map((p) => recordExportRange(p.draft.head.id, exportId, p.first, p.first + p.count - 1)),
    );

    const exported = parts.map((p) => servicesOfRows(rowContexts([p.draft]), p.first, exportId, serviceTypeNames));
    const services = exported.flatMap((e) => e.services);
    const work = exported.flatMap((e) => e.work);
    keys = exportKeys(services, work);
    const now = new Date().toISOString();
    const prepared = performance.now();
    // Steps 3 and 4 touch different items: run side by side, and wait for both (the undo must not race a write).
    const timed = async (task: Promise<void>) => {
      await task;
      return Math.round(performance.now() - prepared);
    };
    const written = await Promise.allSettled([
      timed(
        putExportItems([
          ...services.map((s) => serviceItem(s, auth.username, now)),
          ...work.map((w) => workItem(w, auth.username)),
        ]),
      ),
      timed(addServedRetailers(servedPairs(drafts), auth.username, servedAdded)),
    ]);
    const failed = written.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const wrote = performance.now();
    await commitExport(ids, exportId, auth.username);
    log.info('drafts exported', {
      drafts: ids,
      services: total,
      items: keys.length,
      servedRetailersAdded: servedAdded.length,
      first,
      exportId,
      prepareMs: Math.round(prepared - started),
      writeMs: Math.round(wrote - prepared),
      itemsMs: written[0].status === 'fulfilled' ? written[0].value : undefined,
      servedRetailersMs: written[1].status === 'fulfilled' ? written[1].value : undefined,
      commitMs: Math.round(performance.now() - wrote),
    });
    return {
      drafts: ids.length,
      services: total,
      ...(total > 0 ? { firstServiceId: first, lastServiceId: first + total - 1 } : {}),
    } satisfies DraftBatchResult;
  } catch (error) {
    log.warn('draft export failed, undoing it', { drafts: ids, exportId, keys: keys.length });
    try {
      await deleteKeys(keys);
      await removeServedRetailers(servedAdded, auth.username);
      await releaseExportLock(ids, exportId);
    } catch (undoError) {
      // The lock stays: the next export of these drafts finds it stale and undoes the range kept on the heads.
      log.error('undo of a failed draft export failed', { exportId, error: String(undoError) });
    }
    throw error;
  }
});

const draftNames = (heads: readonly Pick<DraftHead, 'id' | 'name'>[]) =>
  heads.map((h) => `Draft "${h.name}" (${h.id})`).join(', ');

/** Undo of an export that crashed (its lock outlived any Lambda): delete its range's keys, release its lock. */
async function undoCrashedExport(head: ExportingHead): Promise<void> {
  const exportId = head.exportId;
  if (!exportId) return;
  if (head.exportFirstServiceId !== undefined) {
    const draft: LoadedDraft = await loadDraft(head.id);
    const { services, work } = servicesOfRows(rowContexts([draft]), head.exportFirstServiceId, exportId);
    await deleteKeys(exportKeys(services, work));
  }
  await releaseExportLock([head.id], exportId);
}

// ------------------------------------------------------------------------------------ served retailers

interface ServedRetailerChange {
  workerId: number;
  retailerIds: number[];
}

/** worker id → retailers of the drafts they are on. */
function servedPairs(drafts: readonly LoadedDraft[]): Map<number, Set<number>> {
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
async function addServedRetailers(pairs: Map<number, Set<number>>, by: string, added: ServedRetailerChange[]) {
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
async function removeServedRetailers(added: readonly ServedRetailerChange[], by: string) {
  await inLanes(added, WORKER_LANES, async (change) => {
    await changeServedRetailers(change.workerId, by, (current) =>
      current.filter((r) => !change.retailerIds.includes(r)),
    ).catch(() => undefined);
  });
}
