import type { CustomerChargeRow } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { formatCents, sumCents, toCents } from '@shelfline/shared/money';

/*
 * Client-side rules of the Charges tab (002 §4, §5): which rows may be selected, Hide Matching Reversals, and the
 * footer's totals (exact, in hundredths, through the money module).
 */

export const NOT_APPROVED_YET = 0;
export const REJECTED = 3;

/** NotApprovedYet rows cannot be selected (the server refuses them too). */
export const isSelectable = (row: CustomerChargeRow) => row.payApprovalStatus !== NOT_APPROVED_YET;

/** What select-all adds: every selectable row but the rejected ones. */
export const selectAllOf = (rows: readonly CustomerChargeRow[]) =>
  rows.filter((r) => isSelectable(r) && r.payApprovalStatus !== REJECTED);

const pairKey = (row: CustomerChargeRow, cents: number) =>
  `${row.jobId}|${row.storeId ?? row.store}|${row.completedDate}|${cents}`;

/**
 * Hide Matching Reversals (002 §5): a row disappears when another row has the same job, store and completed date and
 * the exact negative non-zero amount; both rows of a pair go. Rows are matched one to one. Amounts come from billable
 * hours × rate for account managers, who get no amount.
 */
export function hideMatchingReversals(rows: readonly CustomerChargeRow[]): CustomerChargeRow[] {
  const centsOf = (r: CustomerChargeRow) => toCents(r.amount ?? r.billableHours);
  const waiting = new Map<string, CustomerChargeRow[]>();
  const hidden = new Set<number>();
  for (const row of rows) {
    const cents = centsOf(row);
    if (cents === 0) continue;
    const partners = waiting.get(pairKey(row, -cents));
    const partner = partners?.shift();
    if (partner) {
      hidden.add(partner.id);
      hidden.add(row.id);
      continue;
    }
    const key = pairKey(row, cents);
    waiting.set(key, [...(waiting.get(key) ?? []), row]);
  }
  return rows.filter((r) => !hidden.has(r.id));
}

/** Hours and (for admins) amount of some rows, formatted. */
export function totalsOf(rows: readonly CustomerChargeRow[]) {
  const hours = sumCents(rows.map((r) => toCents(r.billableHours)));
  const withAmount = rows.every((r) => r.amount !== undefined);
  return {
    hours: formatCents(hours),
    amount: withAmount ? formatCents(sumCents(rows.map((r) => toCents(r.amount ?? 0))), 'parentheses') : undefined,
  };
}
