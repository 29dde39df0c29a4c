import { MAX_DRAFT_ROWS } from '@shelfline/shared/contracts/draft.contract';
import { BadRequestError, ConflictError } from '../../common/http-errors.ts';
import type { LoadedBlock, LoadedDraft } from '../../data/drafts/drafts.repository.ts';
import {
  type BlockStore,
  blockOfStore,
  MAX_ROW_SEQUENCE,
  rowId,
  type StoredRow,
} from '../../data/entities/draft.entity.ts';

/*
 * The row-block operations of a draft loaded in memory (the layout: data/entities/draft.entity.ts): pure changes of
 * a `LoadedDraft` that mark what they touch, so `saveDraft` (data/drafts/drafts.repository.ts) writes exactly the changed
 * blocks. Routes compose them: load (or `mutateDraft`), change with these, save.
 */

/** Every row of a loaded draft with its block and store, in block order. */
export function* rowsOf(draft: LoadedDraft): Generator<{ row: StoredRow; store: BlockStore; block: LoadedBlock }> {
  for (const block of [...draft.blocks.values()].sort((a, b) => a.block - b.block)) {
    for (const row of Object.values(block.rows)) {
      const store = block.stores[String(row.storeId)];
      if (store) yield { row, store, block };
    }
  }
}

export function rowCount(draft: LoadedDraft): number {
  let count = 0;
  for (const block of draft.blocks.values()) count += Object.keys(block.rows).length;
  return count;
}

/** The block of a store, created empty when the draft has none yet. */
export function blockFor(draft: LoadedDraft, storeId: number): LoadedBlock {
  const number = blockOfStore(storeId);
  let block = draft.blocks.get(number);
  if (!block) {
    block = {
      draftId: draft.head.id,
      block: number,
      version: 0,
      lastRowSequence: 0,
      stores: {},
      rows: {},
      changed: true,
    };
    draft.blocks.set(number, block);
  }
  return block;
}

/** Adds a row (id handed out by its block) and marks the block changed. */
export function addRow(draft: LoadedDraft, store: BlockStore, fields: Omit<StoredRow, 'id' | 'storeId' | 'version'>) {
  const block = blockFor(draft, store.storeId);
  if (block.lastRowSequence >= MAX_ROW_SEQUENCE)
    throw new ConflictError(`Draft ${draft.head.id} has handed out every row id of block ${block.block}.`);
  block.lastRowSequence += 1;
  const row: StoredRow = {
    ...fields,
    id: rowId(draft.head.id, block.block, block.lastRowSequence),
    storeId: store.storeId,
    version: 1,
  };
  block.stores[String(store.storeId)] ??= store;
  block.rows[String(row.id)] = row;
  block.changed = true;
  return row;
}

/** Replaces a row with a changed copy (version up) and marks its block changed. */
export function putRow(draft: LoadedDraft, row: StoredRow): StoredRow {
  const block = blockFor(draft, row.storeId);
  const next = { ...row, version: (block.rows[String(row.id)]?.version ?? 0) + 1 };
  block.rows[String(row.id)] = next;
  block.changed = true;
  return next;
}

export function removeRowsWhere(draft: LoadedDraft, predicate: (row: StoredRow) => boolean): number {
  let removed = 0;
  for (const block of draft.blocks.values()) {
    for (const [id, row] of Object.entries(block.rows)) {
      if (predicate(row)) {
        delete block.rows[id];
        removed++;
        block.changed = true;
      }
    }
  }
  return removed;
}

export function removeStoreFromBlocks(draft: LoadedDraft, storeId: number): void {
  const block = draft.blocks.get(blockOfStore(storeId));
  if (block?.stores[String(storeId)]) {
    delete block.stores[String(storeId)];
    block.changed = true;
  }
}

/** The stores of a draft, in store-number order. */
export function storesOf(draft: LoadedDraft): BlockStore[] {
  return [...draft.blocks.values()]
    .flatMap((b) => Object.values(b.stores))
    .sort((a, b) => a.storeNumber - b.storeNumber);
}

/** Recounts stores, jobs and rows into the head (after any structural change). */
export function recount(draft: LoadedDraft): void {
  let stores = 0;
  for (const block of draft.blocks.values()) stores += Object.keys(block.stores).length;
  draft.head.storesCount = stores;
  draft.head.jobsCount = draft.head.jobs.length;
  draft.head.detailsCount = rowCount(draft);
  draft.headChanged = true;
  if (draft.head.detailsCount > MAX_DRAFT_ROWS)
    throw new BadRequestError(
      `A draft holds at most ${MAX_DRAFT_ROWS.toLocaleString('en')} service rows (stores × jobs); this change would make ${draft.head.detailsCount.toLocaleString('en')}.`,
    );
}
