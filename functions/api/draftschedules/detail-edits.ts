import type { DetailFilter, DraftDetail } from '@shelfline/shared/contracts/draft.contract';
import { BadRequestError } from '../../common/http-errors.ts';
import {
  assertEditable,
  DraftChangedError,
  getDraftHeadOrThrow,
  getRowOrThrow,
  type LoadedDraft,
  mutateDraft,
  saveDraft,
  saveRow,
} from '../../data/drafts/drafts.repository.ts';
import type { StoredRow, StoredRowWorker } from '../../data/entities/draft.entity.ts';
import { serviceTypes } from '../../data/master-data/master-data.repository.ts';
import { readWorkerDirectory, type WorkerCard } from '../../data/people/worker-directory.ts';
import { dateProblem, type FieldValue } from '../../domain/drafts/apply-field.ts';
import { filterRows } from '../../domain/drafts/filter-rows.ts';
import { putRow } from '../../domain/drafts/row-blocks.ts';
import { type RowContext, rowContexts } from '../../domain/drafts/row-context.ts';
import { detailAfterChange, draftWithBlock, loadDetailDrafts } from './detail-view.ts';

/*
 * What the row-editing calls share: the checks of a field value against stored data, and the bulk change of the
 * rows a details filter selects (batch edit, replace worker, remove workers).
 */

/** A service type must exist and be active (400 naming `value`); other fields were checked by the contract. */
export async function checkFieldValue(update: FieldValue): Promise<void> {
  if (update.field !== 'serviceTypeId') return;
  const type = await serviceTypes.get(update.value);
  if (!type) throw new BadRequestError({ value: [`Service type ${update.value} was not found.`] });
  if (type.isInactive) throw new BadRequestError({ value: [`Service type "${type.name}" is inactive.`] });
}

/** Start ≤ end on every changed row, or a 400 naming `value` (with how many rows when several). */
export function checkRowDates(rows: readonly StoredRow[], field: FieldValue['field']): void {
  let count = 0;
  let message: string | undefined;
  for (const row of rows) {
    const problem = dateProblem(row, field);
    if (problem) {
      count++;
      message ??= problem;
    }
  }
  if (!message) return;
  if (rows.length === 1) throw new BadRequestError({ value: [message] });
  throw new BadRequestError({
    value: [
      `${message.replace(/\.$/, '')}: ${count === 1 ? '1 row' : `${count.toLocaleString('en')} rows`} would break this. Nothing was changed.`,
    ],
  });
}

export interface BulkChange {
  /** The row changed, or undefined to leave it alone. */
  change(context: RowContext): StoredRow | undefined;
  /** Checks the filtered rows of every draft before anything is written (throws to refuse the whole call). */
  check?(contexts: readonly RowContext[]): void;
}

/**
 * Applies `bulk.change` to the rows `filter` selects in each of its drafts. Every draft is checked first (exists,
 * editable, `bulk.check` over all drafts' rows), so a refusal changes nothing; then each draft is written in ONE
 * transaction of its own (saveDraft: all of the draft's rows or none). Drafts are written one after the other: a
 * concurrent change is retried on fresh data (mutateDraft), and a draft made read-only meanwhile stops the call
 * with the drafts before it already changed — the only way a multi-draft call is partly applied.
 * Answers how many rows the filter selected and how many changed.
 */
export async function changeFilteredRows(
  filter: DetailFilter,
  by: string,
  bulk: BulkChange,
): Promise<{ filtered: number; changed: number }> {
  const drafts = await loadDetailDrafts(filter.draftIds);
  for (const draft of drafts) assertEditable(draft.head);
  bulk.check?.(filterRows(rowContexts(drafts), filter));

  const apply = (draft: LoadedDraft) => {
    const contexts = filterRows(rowContexts([draft]), filter);
    bulk.check?.(contexts);
    let changed = 0;
    for (const context of contexts) {
      const next = bulk.change(context);
      if (next) {
        putRow(draft, next);
        changed++;
      }
    }
    return { filtered: contexts.length, changed };
  };

  const total = { filtered: 0, changed: 0 };
  for (const draft of drafts) {
    let result = apply(draft);
    if (result.changed > 0) {
      try {
        await saveDraft(draft, by);
      } catch (error) {
        if (!(error instanceof DraftChangedError)) throw error;
        result = (await mutateDraft(draft.head.id, by, apply)).result;
      }
    }
    total.filtered += result.filtered;
    total.changed += result.changed;
  }
  return total;
}

/**
 * The worker calls of one row (add, mark temporary, remove): read the row's block, the head and the worker
 * directory; `change` answers the row's new workers (or throws); the row alone is written, conditioned on its
 * version (saveRow: a concurrent change of the row → 409). Answers the row as the details list shows it.
 */
export async function changeRowWorkers(
  rowId: number,
  by: string,
  change: (workers: readonly StoredRowWorker[], directory: readonly WorkerCard[]) => StoredRowWorker[],
): Promise<DraftDetail> {
  const [{ draftId, block, row }, directory] = await Promise.all([getRowOrThrow(rowId), readWorkerDirectory()]);
  const head = await getDraftHeadOrThrow(draftId);
  assertEditable(head);
  const next = { ...row, workers: change(row.workers, directory) };
  block.rows[String(row.id)] = await saveRow(draftId, next, row.version, by);
  return detailAfterChange(draftWithBlock(head, block), row.id, directory);
}
