import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { deleteItems, putItems } from '../batch.ts';
import { type DraftHead, draftHeadKey } from '../entities/draft.entity.ts';
import type { ScheduledWork } from '../entities/scheduled-work.entity.ts';
import { type Service, ServiceEntity, ServicePatterns, serviceKey } from '../entities/service.entity.ts';
import { firstAudit, fromItem, type Keys, toItem } from '../entity.ts';
import { scheduledWork } from '../people/worker-records.repository.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import { addCounts, type CountDeltas, countDeltasOf, countItems } from './service-counts.repository.ts';

/*
 * Live services as the draft export writes them (service.entity.ts), and the export's bookkeeping on the draft
 * heads. An export is: lock the heads (exportId), take a contiguous id range, write services and scheduled work
 * with BatchWrite in parallel lanes — in steps, each call of the client writing the next slice within a time
 * budget and recording how far it got on the heads (`exportDone`, `exportTouchedAt`) — then commit the heads in
 * one transaction; on any failure delete every key the range may have written and release the lock. Keys are
 * computed from the rows (services-of-rows.ts), so the undo needs no index read; an abandoned or crashed export
 * leaves its range on the heads for the next export to undo.
 */

const table = () => env.tableName;
/**
 * BatchWrite requests in flight at once (each up to 25 items). DynamoDB Local gains little from more (6,000 items
 * alone: 8.6 s at 8 lanes, 7.7 s at 16, 7.4 s at 32 on the 2-core machine) and loses beside other writers; it
 * writes ~700 items/s whatever the lanes. DynamoDB itself scales with them.
 */
export const EXPORT_LANES = 8;
/** Worker records changed at once (served retailers): more would mostly collide on the directory shards. */
export const WORKER_LANES = 8;
/**
 * An export lock not touched (by its last step) for longer than this belongs to an abandoned export (the browser
 * driving its steps was closed) or a crashed one: a step takes a few seconds and the Lambda's timeout is 30 s.
 */
export const STALE_EXPORT_MS = 2 * 60_000;

/** What an export keeps on the head while it runs (beside `exportId`), so it can go on and, if lost, be undone. */
export interface ExportBookkeeping {
  exportStartedAt?: string;
  /** When a step of the export last recorded progress (staleness is measured from here). */
  exportTouchedAt?: string;
  exportFirstServiceId?: number;
  exportLastServiceId?: number;
  /** Every draft of the export (the continue call must name the same), its items and how many are written. */
  exportDraftIds?: number[];
  exportTotal?: number;
  exportDone?: number;
  /** Items before this index may be written (set before each batch of writes): an undo deletes no further. */
  exportWriting?: number;
}
export type ExportingHead = DraftHead & ExportBookkeeping;

// ------------------------------------------------------------------------------------------------ items

/** The stored item of a NEW service (version 1); schedule.repository.ts writes changed ones. */
export function serviceItem(service: Service, by: string, now = new Date().toISOString()): Record<string, unknown> {
  return toItem(ServiceEntity, service, firstAudit(by, now)) as unknown as Record<string, unknown>;
}

export const workItem = (work: ScheduledWork, by: string) => {
  const [item] = scheduledWork.itemsFor(work.employeeId, [work], by);
  if (!item) throw new Error('scheduled work item missing');
  return item;
};

/** Every key an export of these records writes (services and scheduled work). */
export function exportKeys(services: readonly Service[], work: readonly ScheduledWork[]): Keys[] {
  return [...services.map((s) => serviceKey(s.id)), ...work.map((w) => scheduledWork.keysOf(w.employeeId, w))];
}

// ------------------------------------------------------------------------------------------ batch writes

/** Kept here for the callers of the export (the lanes stop on a failure: see batch.ts). */
export { inLanes } from '../batch.ts';

/** Writes services and scheduled-work items (each of the export's keys is new: ids come from the counter). */
export function putExportItems(items: readonly Record<string, unknown>[]): Promise<void> {
  return putItems(items, { lanes: EXPORT_LANES });
}

/**
 * Writes NEW services (and other new items beside them) outside a transaction, then adds their service counts: for
 * loads (demo data, benchmarks, test fixtures). The draft export counts its services in its commit instead.
 */
export async function putNewServices(
  services: readonly Service[],
  by: string,
  alsoPut: readonly Record<string, unknown>[] = [],
): Promise<void> {
  const now = new Date().toISOString();
  await putExportItems([...services.map((s) => serviceItem(s, by, now)), ...alsoPut]);
  await addCounts(countDeltasOf(services.map((after) => ({ after }))));
}

/** Deletes keys (undo of an export); deleting a key that was never written is a no-op. */
export function deleteKeys(keys: readonly Keys[]): Promise<void> {
  return deleteItems(keys, { lanes: EXPORT_LANES });
}

/** The services an export created from a draft (gsi2, eventually consistent): audit, tests. */
export async function listServicesOfDraft(draftId: number): Promise<Service[]> {
  const services: Service[] = [];
  for await (const item of queryPattern(ServicePatterns, 'ofDraft', [draftId])) {
    services.push(fromItem<Service>(item));
  }
  return services;
}

// ------------------------------------------------------------------------------------ export bookkeeping

export class ExportLockError extends Error {
  constructor(readonly draftIds: number[]) {
    super(`Drafts ${draftIds.join(', ')} changed or are being exported.`);
    this.name = 'ExportLockError';
  }
}

/**
 * Locks the drafts for one export, all or none (ONE transaction): each head still at the version read, Completed
 * and without an export running; sets `exportId` and the start time and raises the version (so a status move or
 * an edit that read the head before is refused by its version condition).
 */
export async function lockDraftsForExport(
  heads: readonly Pick<DraftHead, 'id' | 'version'>[],
  exportId: string,
  by: string,
): Promise<void> {
  const now = new Date().toISOString();
  const items: TransactItem[] = heads.map((head) => ({
    Update: {
      TableName: table(),
      Key: draftHeadKey(head.id),
      UpdateExpression:
        'SET exportId = :e, exportStartedAt = :now, exportTouchedAt = :now, version = version + :one, modifiedAt = :now, modifiedBy = :by',
      ConditionExpression: 'version = :v AND #status = :completed AND attribute_not_exists(exportId)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':e': exportId,
        ':now': now,
        ':one': 1,
        ':by': by,
        ':v': head.version,
        ':completed': 'Completed',
      },
    },
  }));
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const refused = (error.CancellationReasons ?? [])
        .map((reason, i) => (reason.Code && reason.Code !== 'None' ? heads[i]?.id : undefined))
        .filter((id): id is number => id !== undefined);
      throw new ExportLockError(refused.length > 0 ? refused : heads.map((h) => h.id));
    }
    throw error;
  }
}

/** The plan of an export as each head keeps it: its drafts, its items, and this draft's service id range. */
export interface ExportPlanRecord {
  draftIds: readonly number[];
  total: number;
  /** This draft's range (none when it has no rows). */
  range?: { first: number; last: number };
}

/** Records the export's plan on a head before anything is written (the next steps and an undo read it). */
export async function recordExportPlan(draftId: number, exportId: string, plan: ExportPlanRecord) {
  const range = plan.range ? ', exportFirstServiceId = :first, exportLastServiceId = :last' : '';
  await documentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: draftHeadKey(draftId),
      UpdateExpression: `SET exportDraftIds = :ids, exportTotal = :total, exportDone = :zero${range}`,
      ConditionExpression: 'exportId = :e',
      ExpressionAttributeValues: {
        ':ids': [...plan.draftIds],
        ':total': plan.total,
        ':zero': 0,
        ':e': exportId,
        ...(plan.range ? { ':first': plan.range.first, ':last': plan.range.last } : {}),
      },
    }),
  );
}

/**
 * Records how many items of the export are written (and up to where writes may be under way: `writing`, default
 * `done`), and when, on every head of it — only where the lock is still ours (ExportLockError names the heads that
 * lost it). `at` is now but for tests that age a lock.
 */
export async function recordExportProgress(
  draftIds: readonly number[],
  exportId: string,
  done: number,
  at = new Date().toISOString(),
  writing = done,
): Promise<void> {
  const lost = await updateHeadsStillLocked(draftIds, exportId, {
    UpdateExpression: 'SET exportDone = :done, exportWriting = :writing, exportTouchedAt = :at',
    ExpressionAttributeValues: { ':done': done, ':writing': writing, ':at': at },
  });
  if (lost.length > 0) throw new ExportLockError(lost);
}

const CLEAR_EXPORT =
  'REMOVE exportId, exportStartedAt, exportTouchedAt, exportFirstServiceId, exportLastServiceId, exportDraftIds, exportTotal, exportDone, exportWriting';

/**
 * Ends an export: every head Exported and unlocked, in ONE transaction, only if the lock is still ours. The
 * export's services are counted (service counts) in the same transaction: an export that is undone was never
 * counted, one that commits is counted exactly once.
 */
export async function commitExport(
  draftIds: readonly number[],
  exportId: string,
  by: string,
  counts: CountDeltas,
): Promise<void> {
  const now = new Date().toISOString();
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        ...countItems(counts),
        ...draftIds.map((id) => ({
          Update: {
            TableName: table(),
            Key: draftHeadKey(id),
            UpdateExpression: `SET #status = :exported, version = version + :one, modifiedAt = :now, modifiedBy = :by ${CLEAR_EXPORT}`,
            ConditionExpression: 'exportId = :e AND #status = :completed',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':exported': 'Exported',
              ':completed': 'Completed',
              ':one': 1,
              ':now': now,
              ':by': by,
              ':e': exportId,
            },
          },
        })),
      ],
    }),
  );
}

/** Releases an export's lock on the heads that still carry it (after its undo); the status stays Completed. */
export async function releaseExportLock(draftIds: readonly number[], exportId: string): Promise<void> {
  await updateHeadsStillLocked(draftIds, exportId, {
    UpdateExpression: `SET version = version + :one ${CLEAR_EXPORT}`,
    ExpressionAttributeValues: { ':one': 1 },
  });
}

/** Applies `update` to each head that still carries `exportId` (in parallel); answers the ids that no longer do. */
async function updateHeadsStillLocked(
  draftIds: readonly number[],
  exportId: string,
  update: { UpdateExpression: string; ExpressionAttributeValues: Record<string, unknown> },
): Promise<number[]> {
  const lost: number[] = [];
  await Promise.all(
    draftIds.map(async (id) => {
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: table(),
            Key: draftHeadKey(id),
            UpdateExpression: update.UpdateExpression,
            ConditionExpression: 'exportId = :e',
            ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':e': exportId },
          }),
        );
      } catch (error) {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
        lost.push(id);
      }
    }),
  );
  return lost;
}

/**
 * Whether a head's export lock belongs to an export that is no longer running: its last step (or its start) is
 * older than {@link STALE_EXPORT_MS}.
 */
export function isStaleExport(head: ExportingHead, now = Date.now()): boolean {
  if (!head.exportId) return false;
  const touched = Date.parse(head.exportTouchedAt ?? head.exportStartedAt ?? '');
  return !Number.isFinite(touched) || now - touched > STALE_EXPORT_MS;
}
