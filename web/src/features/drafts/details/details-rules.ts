import type {
  DetailField,
  DetailFieldValue,
  Draft,
  DraftDetail,
  RowWorker,
} from '@shelfline/shared/contracts/draft.contract';
import { canMoveDraft, type DraftStatus } from '@shelfline/shared/draft-status';
import { detailsStrings as s } from './strings.ts';

/** Hours go in steps of 0.25 (000 §5, §9). */
export const HOURS_STEP = 0.25;

/** Hours (000 §5, §9): a number, 0 or more (at most a month's 744), in steps of 0.25. */
export function hoursError(raw: string): string | undefined {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0 || n > 744) return s.hoursInvalid;
  return Math.abs(n / HOURS_STEP - Math.round(n / HOURS_STEP)) < 1e-9 ? undefined : s.hoursInvalid;
}

/** Start ≤ end on a row (000 §5), with the server's messages; an empty date is allowed. */
export function rowDateError(
  field: 'startDate' | 'endDate',
  value: string,
  row: Pick<DraftDetail, 'startDate' | 'endDate'>,
): string | undefined {
  if (!value) return undefined;
  if (field === 'startDate' && row.endDate && value > row.endDate) return s.startAfterEnd;
  if (field === 'endDate' && row.startDate && value < row.startDate) return s.endBeforeStart;
  return undefined;
}

/** Team leads first, then by name (000 §2.7). */
export function sortedWorkers(workers: readonly RowWorker[]): RowWorker[] {
  return [...workers].sort((a, b) => Number(b.isTeamLead) - Number(a.isTeamLead) || a.name.localeCompare(b.name));
}

/**
 * Why a status button is disabled, or undefined when the move may be asked for (000 §4.1, states.md 1.1): the current
 * status, a move the table refuses, Exported (reached through the list's export only), Completed while rows are not
 * ready or still being checked.
 */
export function statusDisabledReason(
  draft: Pick<Draft, 'status'>,
  target: DraftStatus,
  problems: readonly string[],
  checking = false,
): string | undefined {
  if (target === draft.status) return s.currentStatus;
  if (target === 'Exported') return s.exportFromList;
  if (!canMoveDraft(draft.status, target)) return s.notAllowed;
  if (target === 'Completed' && problems.length) return `${s.completionProblems} ${problems.join(' ')}`;
  if (target === 'Completed' && checking) return s.checkingRows;
  return undefined;
}

/** A row's value of a field, as PATCH details/{id} and details/batch send it. */
export function fieldValue(row: DraftDetail, field: DetailField): string | number | undefined {
  return field === 'serviceTypeId' ? row.serviceTypeId : row[field];
}

/** `{ field, value }` of PATCH details/{id} and details/batch: numbers for service type and hours, else text or nothing. */
export function fieldChange(field: DetailField, value: string | number | undefined): DetailFieldValue {
  switch (field) {
    case 'serviceTypeId':
    case 'hours':
      return { field, value: Number(value) };
    default:
      return { field, value: value === undefined || value === '' ? undefined : String(value) };
  }
}
