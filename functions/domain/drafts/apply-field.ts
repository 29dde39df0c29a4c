import type { DetailFieldValueSchema } from '@shelfline/shared/contracts/draft.contract';
import type * as z from 'zod';
import type { StoredRow } from '../../data/entities/draft.entity.ts';

/*
 * One editable field of a service row (000 §2.7: Service Type, Trait, Hours, Start and End Date) set to a value
 * already checked by the contract (DetailFieldValueSchema: hours ≥ 0 in steps of 0.25, dates as dates). What the
 * contract cannot see is the row itself: start date ≤ end date (000 §5). Pure; PATCH details/{id} and
 * details/batch both use it, so one row and a thousand rows follow the same rule.
 */

export type FieldValue = z.output<typeof DetailFieldValueSchema>;

/** The row with the field set (a copy; an empty trait or date clears it). */
export function applyField(row: StoredRow, update: FieldValue): StoredRow {
  const next: StoredRow = { ...row };
  switch (update.field) {
    case 'serviceTypeId':
      next.serviceTypeId = update.value;
      break;
    case 'hours':
      next.hours = update.value;
      break;
    case 'trait':
    case 'startDate':
    case 'endDate':
      if (update.value === undefined) delete next[update.field];
      else next[update.field] = update.value;
      break;
  }
  return next;
}

export const START_AFTER_END = 'Start date cannot be after end date.';
export const END_BEFORE_START = 'End date cannot be before start date.';

/** The message when the row's dates are out of order, worded for the field being changed; undefined when fine. */
export function dateProblem(row: Pick<StoredRow, 'startDate' | 'endDate'>, field: FieldValue['field']) {
  if (!row.startDate || !row.endDate || row.startDate <= row.endDate) return undefined;
  return field === 'endDate' ? END_BEFORE_START : START_AFTER_END;
}

/** The field's value as it reads on the row (to tell a no-op from a change). */
export function fieldValueOf(row: StoredRow, field: FieldValue['field']): string | number | undefined {
  return row[field];
}
