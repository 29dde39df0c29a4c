import { randomUUID } from 'node:crypto';
import type { DraftBatchResult } from '@shelfline/shared/contracts/draft.contract';
import { canExportDrafts } from '@shelfline/shared/draft-status';
import { ConflictError } from '../../common/http-errors.ts';
import type { Logger } from '../../common/logger.ts';
import {
  getDraftHead,
  getDraftHeadOrThrow,
  type LoadedDraft,
  loadDrafts,
} from '../../data/drafts/drafts.repository.ts';
import type { DraftHead } from '../../data/entities/draft.entity.ts';
import type { Keys } from '../../data/entity.ts';
import { listServiceTypes } from '../../data/master-data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';
import { type CountDeltas, countDeltasOf } from '../../data/schedule/service-counts.repository.ts';
import {
  commitExport,
  deleteKeys,
  EXPORT_LANES,
  type ExportingHead,
  ExportLockError,
  exportKeys,
  isStaleExport,
  lockDraftsForExport,
  putExportItems,
  recordExportPlan,
  recordExportProgress,
  releaseExportLock,
  serviceItem,
  workItem,
} from '../../data/schedule/services.repository.ts';
import { rowContexts } from './row-context.ts';
import {
  addServedRetailers,
  removeServedRetailers,
  type ServedRetailerChange,
  servedPairs,
} from './served-retailers.ts';
import { servicesOfRows } from './services-of-rows.ts';

/**
 * The export of drafts (000 §2.5, `POST draftSchedules/batch/export`): every row of the selected drafts becomes a
 * live service (not activated, category Manual) with a scheduled-work record per assigned worker, the draft's
 * retailer is added to each worker's served retailers, and the drafts become Exported — all or nothing, in STEPS the client drives, so
 * no call passes API Gateway's 30 s (DynamoDB Local writes ~700 items/s; a 6,000-row draft has 12,000-18,000):
 *
 * 1. first call (no `exportId`): ONE transaction locks every head still Completed, unlocked and at the version
 *    read (a lock not touched for `STALE_EXPORT_MS` (2 min) is an abandoned or crashed export: undone first);
 *    one contiguous id range from the `service` counter, the plan (drafts, items, each draft's range) on the heads;
 * 2. every call writes the next items (services, then scheduled work, draft by draft in range order) with
 *    BatchWrite until the step budget (`EXPORT_STEP_BUDGET_MS`, 8 s, or `stepItems`) is spent, and records how
 *    far it got (`exportDone`, `exportTouchedAt`) on the heads; the client calls again with the `exportId`;
 * 3. the call that finds every item written adds the served retailers (replaceEmployeeRecord, so the worker
 *    directory follows) and commits: ONE transaction moves every head to Exported and clears the lock, only if
 *    the lock is still ours. A normal draft in the cloud fits in the first call.
 * The items are rebuilt in each step from the rows, which cannot change while the heads are locked (saveDraft
 * refuses), and the recorded ranges: the same list every time. A failure in any step deletes every key the export
 * may have written, takes back the served retailers it added, releases the lock and answers the error: the drafts
 * stay Completed with nothing exported.
 */
export async function exportDrafts(input: {
  ids: number[];
  /** Absent on the first call; the id the first call answered on every later one. */
  exportId?: string;
  budget: StepBudget;
  by: string;
  log: Logger;
}): Promise<DraftBatchResult> {
  const { ids, budget, by, log } = input;
  if (input.exportId) return continueExport(ids, input.exportId, budget, by, log);
  return startExport(ids, budget, by, log);
}

/** The first call: undoes stale exports of these drafts, locks them, plans the items and runs the first step. */
async function startExport(ids: number[], budget: StepBudget, by: string, log: Logger): Promise<DraftBatchResult> {
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

  const exportId = `${Date.now()}-${randomUUID()}`;
  try {
    await lockDraftsForExport(
      heads.map((h) => ({ id: h.id, version: h.version })),
      exportId,
      by,
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

  let plan: ExportPlan;
  try {
    // Locked: no edit, status move or other export can touch these drafts now; read their rows.
    const drafts = await loadDrafts(ids);
    const undated = drafts.filter((d) => rowContexts([d]).some((c) => !c.row.startDate || !c.row.endDate));
    if (undated.length > 0)
      throw new ConflictError(
        `${draftNames(undated.map((d) => d.head))}: every service row needs a start and end date.`,
      );
    const counts = drafts.map((d) => rowContexts([d]).length);
    const services = counts.reduce((a, b) => a + b, 0);
    const first = services > 0 ? await nextId('service', services) : 0;
    const firsts = new Map(drafts.map((d, i) => [d.head.id, first + counts.slice(0, i).reduce((a, b) => a + b, 0)]));
    plan = await planOf(drafts, firsts, exportId, by);
    const { total } = plan;
    await Promise.all(
      drafts.map((d, i) => {
        const from = firsts.get(d.head.id) ?? first;
        const count = counts[i] ?? 0;
        return recordExportPlan(d.head.id, exportId, {
          draftIds: ids,
          total,
          ...(count > 0 ? { range: { first: from, last: from + count - 1 } } : {}),
        });
      }),
    );
  } catch (error) {
    // Nothing is written before the first step: releasing the lock is the whole undo.
    await undo(ids, exportId, [], [], by, log);
    throw error;
  }
  return runStep(plan, 0, budget, by, log);
}

/** A continue call: the heads must still carry the export; the next slice of the same item list. */
async function continueExport(ids: number[], exportId: string, budget: StepBudget, by: string, log: Logger) {
  const heads: ExportingHead[] = await Promise.all(ids.map((id) => getDraftHeadOrThrow(id)));
  if (heads.some((h) => h.exportId !== exportId)) throw new ConflictError(EXPORT_GONE);
  const planned = heads[0]?.exportDraftIds ?? [];
  if (planned.length !== ids.length || planned.some((id) => !ids.includes(id)))
    throw new ConflictError('Continue the export with the drafts it started with.');
  if (heads.some((h) => isStaleExport(h))) {
    // Nobody drove it for too long: an export started meanwhile may undo it any moment. Undo it here instead.
    if (heads[0]) await undoCrashedExport(heads[0]);
    throw new ConflictError(EXPORT_GONE);
  }
  const done = heads[0]?.exportDone ?? 0;
  let plan: ExportPlan | undefined;
  try {
    const drafts = await loadDrafts(ids);
    const firsts = new Map(heads.map((h) => [h.id, h.exportFirstServiceId ?? 0]));
    plan = await planOf(drafts, firsts, exportId, by);
    if (plan.total !== heads[0]?.exportTotal)
      throw new Error(`Export ${exportId}: ${plan.total} items now, ${heads[0]?.exportTotal} planned.`);
  } catch (error) {
    if (plan) await undo(ids, exportId, plan.keys, [], by, log);
    else if (heads[0]) await undoCrashedExport(heads[0]).catch(() => undefined);
    throw error;
  }
  return runStep(plan, done, budget, by, log);
}

const EXPORT_GONE = 'This export is no longer running. Start it again.';

/** What one call may spend writing. */
export interface StepBudget {
  ms: number;
  items: number;
  /** performance.now() at the call's start. */
  started: number;
}

/** An export's item list, the same in every step: drafts in range order, each its services then its work. */
interface ExportPlan {
  exportId: string;
  ids: number[];
  drafts: LoadedDraft[];
  services: number;
  first: number;
  items: Record<string, unknown>[];
  keys: Keys[];
  total: number;
  /** The service counts the export adds when it commits. */
  counts: CountDeltas;
}

async function planOf(
  drafts: LoadedDraft[],
  firsts: ReadonlyMap<number, number>,
  exportId: string,
  by: string,
): Promise<ExportPlan> {
  const serviceTypeNames = new Map((await listServiceTypes()).map((t) => [t.id, t.name]));
  const now = new Date().toISOString();
  const ordered = [...drafts].sort((a, b) => (firsts.get(a.head.id) ?? 0) - (firsts.get(b.head.id) ?? 0));
  const items: Record<string, unknown>[] = [];
  const keys: Keys[] = [];
  let services = 0;
  let first = Number.POSITIVE_INFINITY;
  const counts = countDeltasOf([]);
  for (const draft of ordered) {
    const from = firsts.get(draft.head.id) ?? 0;
    const part = servicesOfRows(rowContexts([draft]), from, exportId, serviceTypeNames);
    if (part.services.length > 0) first = Math.min(first, from);
    services += part.services.length;
    countDeltasOf(
      part.services.map((after) => ({ after })),
      counts,
    );
    items.push(...part.services.map((s) => serviceItem(s, by, now)), ...part.work.map((w) => workItem(w, by)));
    keys.push(...exportKeys(part.services, part.work));
  }
  const ids = drafts.map((d) => d.head.id);
  return { exportId, ids, drafts, services, first, items, keys, total: items.length, counts };
}

/** Items written at once between two budget checks: a few BatchWrites per lane. */
const STEP_CHUNK = EXPORT_LANES * 25 * 2;

/**
 * One step: writes items from `done` on until the budget is spent; when all are written and time is left (or
 * nothing was left to write), adds served retailers and commits. Any failure undoes the whole export.
 */
async function runStep(plan: ExportPlan, from: number, budget: StepBudget, by: string, log: Logger) {
  const { exportId, ids, total } = plan;
  const started = budget.started;
  const spent = () => performance.now() - started;
  let done = from;
  let attempted = from;
  const servedAdded: ServedRetailerChange[] = [];
  try {
    while (done < total && spent() < budget.ms && done - from < budget.items) {
      attempted = Math.min(total, done + STEP_CHUNK, from + budget.items);
      // Noted before writing: if this Lambda dies now, the undo of the abandoned export knows where to stop.
      await recordExportProgress(ids, exportId, done, undefined, attempted);
      await putExportItems(plan.items.slice(done, attempted));
      done = attempted;
    }
    const base = { drafts: ids.length, services: plan.services, exportId, done, total };
    if (done < total || (done > from && (spent() >= budget.ms || done - from >= budget.items))) {
      await recordExportProgress(ids, exportId, done);
      log.info('draft export step', { drafts: ids, exportId, from, done, total, ms: Math.round(spent()) });
      return { ...base, finished: false } satisfies DraftBatchResult;
    }
    const wrote = performance.now();
    await addServedRetailers(servedPairs(plan.drafts), by, servedAdded);
    const served = performance.now();
    await commitExport(ids, exportId, by, plan.counts);
    log.info('drafts exported', {
      drafts: ids,
      services: plan.services,
      items: total,
      servedRetailersAdded: servedAdded.length,
      first: plan.first,
      exportId,
      from,
      writeMs: Math.round(wrote - started),
      servedRetailersMs: Math.round(served - wrote),
      commitMs: Math.round(performance.now() - served),
    });
    return {
      ...base,
      finished: true,
      ...(plan.services > 0 ? { firstServiceId: plan.first, lastServiceId: plan.first + plan.services - 1 } : {}),
    } satisfies DraftBatchResult;
  } catch (error) {
    // Everything before `attempted` may be written (earlier steps and this one); nothing after it.
    await undo(ids, exportId, plan.keys.slice(0, attempted), servedAdded, by, log);
    if (error instanceof ExportLockError) throw new ConflictError(EXPORT_GONE, { cause: error });
    throw error;
  }
}

/** Undo of a failed export: its keys, the served retailers it added, its lock. */
async function undo(
  ids: number[],
  exportId: string,
  keys: readonly Keys[],
  servedAdded: readonly ServedRetailerChange[],
  by: string,
  log: Logger,
) {
  log.warn('draft export failed, undoing it', { drafts: ids, exportId, keys: keys.length });
  try {
    await deleteKeys(keys);
    await removeServedRetailers(servedAdded, by);
    await releaseExportLock(ids, exportId);
  } catch (undoError) {
    // The lock stays: it goes stale, and the next export of these drafts undoes the range kept on the heads.
    log.error('undo of a failed draft export failed', { exportId, error: String(undoError) });
  }
}

const draftNames = (heads: readonly Pick<DraftHead, 'id' | 'name'>[]) =>
  heads.map((h) => `Draft "${h.name}" (${h.id})`).join(', ');

/**
 * Undo of an export that was abandoned or crashed (its lock went stale): rebuilds its item list from the rows and
 * the ranges on the heads of all its drafts, deletes the keys that may have been written (up to `exportWriting`,
 * or the whole range when a head does not say), and releases the lock on all of them.
 */
async function undoCrashedExport(head: ExportingHead): Promise<void> {
  const exportId = head.exportId;
  if (!exportId) return;
  const siblings = (await Promise.all((head.exportDraftIds ?? [head.id]).map((id) => getDraftHead(id)))).filter(
    (h): h is ExportingHead => (h as ExportingHead | undefined)?.exportId === exportId,
  );
  const ranged = siblings.filter((h) => h.exportFirstServiceId !== undefined);
  if (ranged.length > 0) {
    const drafts = await loadDrafts(ranged.map((h) => h.id));
    const plan = await planOf(drafts, new Map(ranged.map((h) => [h.id, h.exportFirstServiceId ?? 0])), exportId, '');
    const whole = head.exportWriting === undefined || plan.total !== head.exportTotal;
    await deleteKeys(whole ? plan.keys : plan.keys.slice(0, head.exportWriting));
  }
  await releaseExportLock(
    siblings.map((h) => h.id),
    exportId,
  );
}
