import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isDraftReadOnly } from '@shelfline/shared/draft-status';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { ConflictError, NotFoundError } from '../../common/http-errors.ts';
import {
  BLOCK_SK_PREFIX,
  DRAFT_BLOCK_TYPE,
  type DraftHead,
  DraftHeadEntity,
  DraftPatterns,
  draftBlockKey,
  draftHeadKey,
  HEAD_SK,
  placeOfRow,
  type StoredBlock,
  type StoredRow,
} from '../entities/draft.entity.ts';
import { auditOf, fromItem, toItem } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import { nextId, type TransactItem } from '../repository.ts';

/*
 * Reads and writes of drafts (layout and access patterns: entities/draft.entity.ts). Routes work on a
 * `LoadedDraft` — the head and its blocks in memory — change it with the helpers below, and `saveDraft` writes
 * exactly what changed in one transaction. Nothing here knows about HTTP beyond the typed errors.
 */

const table = () => env.tableName;

/** A block in memory: what was read (version) and whether this request changed it. */
export interface LoadedBlock extends StoredBlock {
  /** Version read; undefined for a block this request creates. */
  readVersion?: number;
  changed: boolean;
}

export interface LoadedDraft {
  head: DraftHead;
  /** Head version read. */
  headVersion: number;
  headChanged: boolean;
  blocks: Map<number, LoadedBlock>;
}

// ------------------------------------------------------------------------------------------------- reads

/** The head alone (one GetItem): status, jobs, counts. */
export async function getDraftHead(draftId: number): Promise<DraftHead | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: table(), Key: draftHeadKey(draftId), ConsistentRead: true }),
  );
  return Item ? fromItem<DraftHead>(Item) : undefined;
}

export async function getDraftHeadOrThrow(draftId: number): Promise<DraftHead> {
  const head = await getDraftHead(draftId);
  if (!head) throw new NotFoundError(`Draft schedule ${draftId} was not found.`);
  return head;
}

/** Head and every block of a draft: ONE Query of its partition (a few pages for the biggest drafts). */
export async function loadDraft(draftId: number): Promise<LoadedDraft> {
  let head: DraftHead | undefined;
  const blocks = new Map<number, LoadedBlock>();
  for await (const item of queryPattern(DraftPatterns, 'whole', [draftId], { ConsistentRead: true })) {
    if (item.sk === HEAD_SK) head = fromItem<DraftHead>(item);
    else if (String(item.sk).startsWith(BLOCK_SK_PREFIX)) {
      const block = fromItem<StoredBlock>(item);
      blocks.set(block.block, { ...block, readVersion: block.version, changed: false });
    }
  }
  if (!head) throw new NotFoundError(`Draft schedule ${draftId} was not found.`);
  return { head, headVersion: head.version, headChanged: false, blocks };
}

/** Several drafts (details of one or several drafts), in parallel. */
export function loadDrafts(draftIds: readonly number[]): Promise<LoadedDraft[]> {
  return Promise.all([...new Set(draftIds)].map((id) => loadDraft(id)));
}

/** Every draft head, newest first (one Query of gsi1; a company keeps hundreds of drafts, not millions). */
export async function listDraftHeads(): Promise<DraftHead[]> {
  const heads: DraftHead[] = [];
  for await (const item of queryPattern(DraftPatterns, 'list', [], { ScanIndexForward: false })) {
    heads.push(fromItem<DraftHead>(item));
  }
  return heads;
}

/** One block (single-row edits): GetItem, strongly consistent. */
export async function getBlock(draftId: number, block: number): Promise<StoredBlock | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: table(), Key: draftBlockKey(draftId, block), ConsistentRead: true }),
  );
  return Item ? fromItem<StoredBlock>(Item) : undefined;
}

/** The row of a path id with its block; 404 when the draft or the row does not exist. */
export async function getRowOrThrow(id: number): Promise<{ draftId: number; block: StoredBlock; row: StoredRow }> {
  const { draftId, block } = placeOfRow(id);
  const stored = Number.isSafeInteger(id) ? await getBlock(draftId, block) : undefined;
  const row = stored?.rows[String(id)];
  if (!stored || !row) throw new NotFoundError(`Service row ${id} was not found.`);
  return { draftId, block: stored, row };
}

export function assertEditable(head: DraftHead): void {
  if (isDraftReadOnly(head.status))
    throw new ConflictError(
      `Draft "${head.name}" is ${head.status} and read-only. Move it back to In Progress to change it.`,
    );
  if (head.exportId) throw new ConflictError(`Draft "${head.name}" is being exported. Try again in a moment.`);
}

// ------------------------------------------------------------------------------------------------ writes

export async function createDraftHead(
  fields: Pick<DraftHead, 'name' | 'retailerId' | 'retailer' | 'isInactive'>,
  by: string,
): Promise<DraftHead> {
  const id = await nextId('draft');
  const now = new Date().toISOString();
  const head: DraftHead = {
    ...fields,
    id,
    status: 'InProgress',
    storesCount: 0,
    jobsCount: 0,
    detailsCount: 0,
    jobs: [],
    lastJobSequence: 0,
    version: 1,
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
  };
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table(),
            Item: headItem(head),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    }),
  );
  return head;
}

export class DraftChangedError extends ConflictError {
  constructor(draftId: number) {
    super(`Draft schedule ${draftId} was changed by someone else. Reload it and try again.`);
  }
}

/**
 * Writes what a request changed: the head (if changed, conditioned on the version read) and every changed block
 * (conditioned on its version read; a new block on not existing; an emptied block is deleted), in ONE transaction.
 * An unchanged head still guards the write with a ConditionCheck (the draft is still editable and no export runs),
 * unless `allowReadOnly` (status moves, export bookkeeping). `alsoWrite` joins the same transaction.
 * Throws {@link DraftChangedError} when anything moved underneath; {@link mutateDraft} retries on it.
 */
export async function saveDraft(
  draft: LoadedDraft,
  by: string,
  options: { allowReadOnly?: boolean; touch?: boolean; alsoWrite?: readonly TransactItem[] } = {},
): Promise<void> {
  const items: TransactItem[] = [];
  const now = new Date().toISOString();
  const editable = options.allowReadOnly
    ? {}
    : {
        ConditionExpression: '#status IN (:p, :r) AND attribute_not_exists(exportId)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':p': 'InProgress', ':r': 'ReadyForSupervisor' },
      };
  if (draft.headChanged) {
    draft.head = { ...draft.head, version: draft.headVersion + 1, modifiedAt: now, modifiedBy: by };
    items.push({
      Put: {
        TableName: table(),
        Item: headItem(draft.head),
        ConditionExpression: `version = :v${editable.ConditionExpression ? ` AND ${editable.ConditionExpression}` : ''}`,
        ExpressionAttributeNames: editable.ExpressionAttributeNames,
        ExpressionAttributeValues: { ':v': draft.headVersion, ...editable.ExpressionAttributeValues },
      },
    });
  } else if (options.touch !== false) {
    // Row edits leave the head's version alone (a rename is not a conflict with them) but show in Last Changed.
    items.push({
      Update: {
        TableName: table(),
        Key: draftHeadKey(draft.head.id),
        UpdateExpression: 'SET modifiedAt = :now, modifiedBy = :by',
        ConditionExpression: `attribute_exists(pk)${editable.ConditionExpression ? ` AND ${editable.ConditionExpression}` : ''}`,
        ExpressionAttributeNames: editable.ExpressionAttributeNames,
        ExpressionAttributeValues: { ':now': now, ':by': by, ...editable.ExpressionAttributeValues },
      },
    });
  }
  for (const block of draft.blocks.values()) {
    if (!block.changed) continue;
    const key = draftBlockKey(draft.head.id, block.block);
    const isEmpty = Object.keys(block.rows).length === 0 && Object.keys(block.stores).length === 0;
    if (isEmpty) {
      if (block.readVersion !== undefined)
        items.push({
          Delete: {
            TableName: table(),
            Key: key,
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':v': block.readVersion },
          },
        });
      continue;
    }
    const { changed: _changed, readVersion, ...stored } = block;
    items.push({
      Put: {
        TableName: table(),
        Item: { ...key, type: DRAFT_BLOCK_TYPE, ...stored, version: (readVersion ?? 0) + 1 },
        ...(readVersion === undefined
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': readVersion } }),
      },
    });
  }
  items.push(...(options.alsoWrite ?? []));
  if (items.length > 100) throw new Error(`A draft write needs ${items.length} items; DynamoDB allows 100.`);
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (isConflict(error)) throw new DraftChangedError(draft.head.id);
    throw error;
  }
  for (const block of draft.blocks.values()) {
    if (block.changed) {
      block.readVersion = (block.readVersion ?? 0) + 1;
      block.version = block.readVersion;
      block.changed = false;
    }
  }
  draft.headVersion = draft.head.version;
  draft.headChanged = false;
}

/**
 * Load → change → save, retried (up to 3 times, on fresh data) when a concurrent write got there first. For
 * changes the server computes from the current state (add stores, bulk edit, fill); a change that carries the
 * version a user read (PUT name) checks it inside `change` and throws, which is not retried.
 */
export async function mutateDraft<T>(
  draftId: number,
  by: string,
  change: (draft: LoadedDraft) => Promise<T> | T,
  options: { allowReadOnly?: boolean; alsoWrite?: (draft: LoadedDraft, result: T) => readonly TransactItem[] } = {},
): Promise<{ draft: LoadedDraft; result: T }> {
  for (let attempt = 1; ; attempt++) {
    const draft = await loadDraft(draftId);
    if (!options.allowReadOnly) assertEditable(draft.head);
    const result = await change(draft);
    try {
      await saveDraft(draft, by, {
        allowReadOnly: options.allowReadOnly,
        alsoWrite: options.alsoWrite?.(draft, result),
      });
      return { draft, result };
    } catch (error) {
      if (!(error instanceof DraftChangedError) || attempt >= 3) throw error;
    }
  }
}

/**
 * One row changed on its own: a nested SET of `rows.<id>` conditioned on the row's version (so edits of other rows
 * of the block do not collide with it), with the draft's editable check, in one transaction.
 */
export async function saveRow(draftId: number, row: StoredRow, readVersion: number, by: string): Promise<StoredRow> {
  const next = { ...row, version: readVersion + 1 };
  const now = new Date().toISOString();
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: draftHeadKey(draftId),
              UpdateExpression: 'SET modifiedAt = :now, modifiedBy = :by',
              ConditionExpression: '#status IN (:p, :r) AND attribute_not_exists(exportId)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':now': now, ':by': by, ':p': 'InProgress', ':r': 'ReadyForSupervisor' },
            },
          },
          {
            Update: {
              TableName: table(),
              Key: draftBlockKey(draftId, placeOfRow(row.id).block),
              UpdateExpression: 'SET #rows.#id = :row, version = version + :one',
              ConditionExpression: '#rows.#id.version = :v',
              ExpressionAttributeNames: { '#rows': 'rows', '#id': String(row.id) },
              ExpressionAttributeValues: { ':row': next, ':v': readVersion, ':one': 1 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConflict(error)) {
      const head = await getDraftHeadOrThrow(draftId);
      assertEditable(head);
      throw new ConflictError(`Service row ${row.id} was changed by someone else. Reload it and try again.`);
    }
    throw error;
  }
  return next;
}

/** Deletes a draft: head and every block (a draft is at most 65 items: one transaction). */
export async function deleteDraftItems(draft: LoadedDraft): Promise<void> {
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: table(),
        Key: draftHeadKey(draft.head.id),
        ConditionExpression: 'version = :v AND attribute_not_exists(exportId)',
        ExpressionAttributeValues: { ':v': draft.headVersion },
      },
    },
    ...[...draft.blocks.values()]
      .filter((b) => b.readVersion !== undefined)
      .map((b) => ({
        Delete: {
          TableName: table(),
          Key: draftBlockKey(draft.head.id, b.block),
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': b.readVersion },
        },
      })),
  ];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (isConflict(error)) throw new DraftChangedError(draft.head.id);
    throw error;
  }
}

/**
 * Sets `isInactive` on several drafts' heads (the list's batch inactivate/activate), whatever their status, in ONE
 * transaction (at most 100 drafts): each head must still exist and not be in an export, else nothing changes
 * ({@link DraftChangedError} of the first draft refused). The head's version goes up; its blocks are not read.
 */
export async function setDraftsInactive(draftIds: readonly number[], isInactive: boolean, by: string): Promise<void> {
  const now = new Date().toISOString();
  const items: TransactItem[] = draftIds.map((id) => ({
    Update: {
      TableName: table(),
      Key: draftHeadKey(id),
      UpdateExpression: 'SET isInactive = :inactive, version = version + :one, modifiedAt = :now, modifiedBy = :by',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(exportId)',
      ExpressionAttributeValues: { ':inactive': isInactive, ':one': 1, ':now': now, ':by': by },
    },
  }));
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!isConflict(error)) throw error;
    const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict');
    throw new DraftChangedError(draftIds[Math.max(0, failed)] ?? 0);
  }
}

/** The head's stored item (the draft head entity: key, list index, `type`); its audit is the head's own. */
export function headItem(head: DraftHead): Record<string, unknown> {
  return toItem(DraftHeadEntity, head, auditOf(head)) as unknown as Record<string, unknown>;
}

function isConflict(error: unknown): boolean {
  return (
    error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some(
      (r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict',
    )
  );
}
