import { invoiceTotals, sumCents, type TaxableLine } from '@shelfline/shared/money';
import type { CustomerCharge } from '../../../data/entities/customer-charge.entity.ts';
import type { CustomerInvoice } from '../../../data/entities/customer-invoice.entity.ts';

/*
 * An invoice's money from its lines (brief §1.3, §1.5): sub-total of the lines' cents, tax rounded once per tax code
 * on the code's base. An edit of a Preliminary invoice (a line's hours, a line removed) changes the bases by the
 * line's difference and rounds each code's tax again: the same result as summing every line anew, without reading
 * them, so the change and the totals are written in one transaction.
 */

type Line = Pick<CustomerCharge, 'amountCents' | 'taxCode' | 'taxRate'>;
export type InvoiceMoney = Pick<CustomerInvoice, 'subTotalCents' | 'gstCents' | 'totalCents' | 'taxLines'>;

const taxableLine = (line: Line, sign = 1): TaxableLine => ({
  amount: sign * line.amountCents + 0,
  tax:
    line.taxCode !== undefined && line.taxRate !== undefined ? { code: line.taxCode, rate: line.taxRate } : undefined,
});

function moneyOf(lines: readonly TaxableLine[]): InvoiceMoney {
  const totals = invoiceTotals(lines);
  return {
    subTotalCents: totals.subTotal,
    gstCents: totals.gst,
    totalCents: totals.total,
    // a code whose lines were all removed leaves no empty tax line behind; by code, so edits keep the order
    taxLines: totals.taxLines
      .filter((t) => t.base !== 0 || t.tax !== 0)
      .sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate),
  };
}

/** The money of an invoice made of `lines`. */
export const moneyOfLines = (lines: readonly Line[]): InvoiceMoney => moneyOf(lines.map((l) => taxableLine(l)));

/** The money of `invoice` after lines changed: each change takes `before` out and puts `after` in. */
export function moneyAfterChanges(
  invoice: InvoiceMoney,
  changes: readonly { before?: Line; after?: Line }[],
): InvoiceMoney {
  const taxedBase = sumCents(invoice.taxLines.map((t) => t.base));
  const lines: TaxableLine[] = [
    ...invoice.taxLines.map((t) => ({ amount: t.base, tax: { code: t.code, rate: t.rate } })),
    { amount: invoice.subTotalCents - taxedBase },
  ];
  for (const { before, after } of changes) {
    if (before) lines.push(taxableLine(before, -1));
    if (after) lines.push(taxableLine(after));
  }
  return moneyOf(lines);
}
