import type { DraftJob } from '@shelfline/shared/contracts/draft.contract';
import type { DraftStatus } from '@shelfline/shared/draft-status';
import { type Audit, defineEntity, definePatterns, type Keys } from '../entity.ts';

/**
 * Draft schedule (000 §2.5-§2.7, §3.2-§3.3): one retailer's stores × jobs, a service row per pair.
 *
 * A draft of 2,000 stores × 3 jobs has 6,000 rows, and the details screen filters, sorts and pages all of them on
 * every request. One item per row would make each page read 6,000 items (DynamoDB Local pays ~1 ms an item,
 * PERFORMANCE.md); so rows are packed into **row blocks**: the rows of one store always sit in block
 * `storeId mod 64`, with the store's own data beside them. A draft is then ONE Query of its partition: the head item
 * and at most 64 blocks, whatever its size.
 *
 * | access pattern                               | pattern | index | key                                                       |
 * |----------------------------------------------|---------|-------|-----------------------------------------------------------|
 * | a draft: head + every row block (one Query)  | `whole` | table | pk `DRAFT#<id>`; sk `DRAFT` (head), `ROWS#<nn>` (blocks)    |
 * | a draft's head only (status, jobs, counts)   |         | table | pk `DRAFT#<id>`, sk `DRAFT`                               |
 * | one row block (single-row edits)             |         | table | pk `DRAFT#<id>`, sk `ROWS#<nn>`, nn = storeId mod 64      |
 * | every draft, newest first (the list)         | `list`  | gsi1  | `DRAFTS` / `<createdAt>#<id, 10 digits>`                  |
 *
 * Ids carry their place, so a path id needs no lookup item:
 * - a draft job id is `draftId × 1,000 + n` (n < 1,000): `draftSchedules/jobs/{id}/dates` finds its draft;
 * - a row id is `draftId × 10,000,000 + block × 100,000 + n` (n < 100,000): `details/{id}` finds draft and block.
 *
 * Writes: a change of one row is a nested `SET rows.<id>` conditioned on that row's version (two planners editing
 * different rows never collide); a change of many rows (bulk edit, fill, replace, a job's dates) re-writes the
 * blocks it touches in ONE transaction, each Put conditioned on the block's version, with a condition on the head
 * that the draft is still editable — so a bulk change is all or nothing and never overwrites a concurrent edit
 * (it is retried on the fresh blocks or answered 409). 64 blocks + head fit DynamoDB's 100-item transaction; the
 * row cap ({@link MAX_DRAFT_ROWS} = 10,000 rows of ~250 B) keeps a draft under its 4 MB.
 */
export const DRAFT_BLOCKS = 64;
export const DRAFTS_LIST_PARTITION = 'DRAFTS';
export const HEAD_SK = 'DRAFT';
export const BLOCK_SK_PREFIX = 'ROWS#';

const JOB_ID_FACTOR = 1_000;
const ROW_BLOCK_FACTOR = 100_000;
const ROW_DRAFT_FACTOR = 10_000_000;

export const draftPartition = (draftId: number) => `DRAFT#${draftId}`;
export const draftHeadKey = (draftId: number): Keys => ({ pk: draftPartition(draftId), sk: HEAD_SK });
export const blockLabel = (block: number) => String(block).padStart(2, '0');
export const draftBlockKey = (draftId: number, block: number): Keys => ({
  pk: draftPartition(draftId),
  sk: `${BLOCK_SK_PREFIX}${blockLabel(block)}`,
});
export const blockOfStore = (storeId: number) => ((storeId % DRAFT_BLOCKS) + DRAFT_BLOCKS) % DRAFT_BLOCKS;

export const draftJobId = (draftId: number, n: number) => draftId * JOB_ID_FACTOR + n;
export const draftOfJobId = (jobId: number) => Math.floor(jobId / JOB_ID_FACTOR);
export const MAX_JOB_SEQUENCE = JOB_ID_FACTOR - 1;

export const rowId = (draftId: number, block: number, n: number) =>
  draftId * ROW_DRAFT_FACTOR + block * ROW_BLOCK_FACTOR + n;
export function placeOfRow(id: number): { draftId: number; block: number } {
  const draftId = Math.floor(id / ROW_DRAFT_FACTOR);
  const block = Math.floor((id % ROW_DRAFT_FACTOR) / ROW_BLOCK_FACTOR);
  return { draftId, block };
}
export const MAX_ROW_SEQUENCE = ROW_BLOCK_FACTOR - 1;

/** The head item: the draft's own fields, its jobs and the counts the list shows. */
export interface DraftHead extends Audit {
  id: number;
  name: string;
  retailerId: number;
  retailer: string;
  status: DraftStatus;
  isInactive: boolean;
  storesCount: number;
  jobsCount: number;
  detailsCount: number;
  /** The draft's jobs, in the order added (at most MAX_DRAFT_JOBS). */
  jobs: DraftJob[];
  /** Sequence of the last draft job id handed out. */
  lastJobSequence: number;
  /** Set while an export runs (its id); cleared when it ends either way. */
  exportId?: string;
}

/** What a row needs of its store (the detail row's `store`, the filters, and the distance for fill). */
export interface BlockStore {
  storeId: number;
  storeNumber: number;
  address1: string;
  address2?: string;
  postalCode: string;
  province: string;
  provinceId: number;
  city: string;
  cityId: number;
  isTravelAssociated: boolean;
  travelChargeType?: string;
  travelCharge: number;
  isTravelRegion: boolean;
  cityTravelChargeType?: string;
  cityTravelCharge: number;
  latitude?: number;
  longitude?: number;
}

/** A worker on a row, as stored (availability is computed when read). */
export interface StoredRowWorker {
  id: number;
  name: string;
  isTeamLead: boolean;
  isTemporary: boolean;
  isSpecialProjects: boolean;
  supervisorId?: number;
}

/** A service row as stored in its block: ids only; store and job data come from the block and the head. */
export interface StoredRow {
  id: number;
  storeId: number;
  draftJobId: number;
  serviceTypeId: number;
  trait?: string;
  hours: number;
  startDate?: string;
  endDate?: string;
  workers: StoredRowWorker[];
  version: number;
}

/** A block item: rows and stores keyed by id (DynamoDB maps, so one row can be SET on its own). */
export interface StoredBlock {
  draftId: number;
  block: number;
  version: number;
  /** Sequence of the last row id handed out in this block. */
  lastRowSequence: number;
  stores: Record<string, BlockStore>;
  rows: Record<string, StoredRow>;
}

export const DRAFT_HEAD_TYPE = 'draft';
export const DRAFT_BLOCK_TYPE = 'draftRows';
export const draftListKeys = (head: Pick<DraftHead, 'id' | 'createdAt'>): Keys => ({
  pk: DRAFTS_LIST_PARTITION,
  sk: `${head.createdAt}#${String(head.id).padStart(10, '0')}`,
});

/**
 * The head's item (toItem): its key and its place in the list (gsi1, by creation). The head carries its own audit
 * fields (DraftHead extends Audit), so its writes pass them as the audit.
 */
export const DraftHeadEntity = defineEntity<DraftHead>({
  name: DRAFT_HEAD_TYPE,
  key: (id) => draftHeadKey(id),
  indexes: { gsi1: (head) => draftListKeys(head) },
});

/** The access patterns of the table above, by name (`queryPattern`); one head or block is a GetItem of its key. */
export const DraftPatterns = definePatterns({
  /** a draft: head and every row block */
  whole: { index: 'table', key: (draftId: number) => ({ pk: draftPartition(draftId) }) },
  /** every draft head (the list) */
  list: { index: 'gsi1', key: () => ({ pk: DRAFTS_LIST_PARTITION }) },
});
