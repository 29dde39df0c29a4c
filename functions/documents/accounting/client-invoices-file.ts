import type { Cents, TaxLine } from '@shelfline/shared/money';
import {
  type AccountingColumn,
  type AccountingLayout,
  accountingDate,
  DEFAULT_ACCOUNTING_FORMAT,
  plainAmount,
} from './accounting-format.ts';

/*
 * The client invoices file of the accounting export (POST accountingExport/clientInvoices/export; brief §6): a
 * MYOB-style *service sales* import, one record per customer invoice and one line per job × tax code of its lines,
 * on `clientInvoiceAccount`. The invoice's tax of a code (rounded once per code, brief §1.3) is shared among that
 * code's lines in proportion to their amounts, the last line taking the remainder: the lines' tax sums to the
 * invoice's exactly. A credit note's amounts are negative.
 */

export interface ClientInvoiceFileInput {
  invoiceNum: number;
  invoiceDate: string;
  clientName: string;
  poNumber?: string;
  taxLines: readonly TaxLine[];
}

/** One charge line of the invoice, as far as the file needs it. */
export interface ClientChargeLine {
  jobNumber: string;
  taxCode?: string;
  taxRate?: number;
  amountCents: Cents;
}

export interface ClientInvoiceLine {
  invoice: ClientInvoiceFileInput;
  batchNum: number;
  account: string;
  jobNumber: string;
  taxCode: string;
  amountCents: Cents;
  taxCents: Cents;
}

export function clientInvoiceLines(
  invoice: ClientInvoiceFileInput,
  charges: readonly ClientChargeLine[],
  batchNum: number,
  account: string,
): ClientInvoiceLine[] {
  const groups = new Map<string, { jobNumber: string; taxCode: string; rate: number; cents: Cents }>();
  for (const charge of charges) {
    const taxCode = charge.taxCode ?? '';
    const rate = charge.taxRate ?? 0;
    const key = `${charge.jobNumber}\u0000${taxCode}\u0000${rate}`;
    const group = groups.get(key) ?? { jobNumber: charge.jobNumber, taxCode, rate, cents: 0 };
    group.cents += charge.amountCents;
    groups.set(key, group);
  }
  // By job, then tax code: the same invoice always gives the same lines, whatever order its charges come in.
  const lines = [...groups.values()]
    .sort((a, b) => a.jobNumber.localeCompare(b.jobNumber) || a.taxCode.localeCompare(b.taxCode) || a.rate - b.rate)
    .map((g) => ({ ...g, taxCents: 0 }));
  for (const tax of invoice.taxLines)
    shareTax(
      lines.filter((l) => l.taxCode === tax.code && l.rate === tax.rate),
      tax,
    );
  return lines.map((l) => ({
    invoice,
    batchNum,
    account,
    jobNumber: l.jobNumber,
    taxCode: l.taxCode,
    amountCents: l.cents,
    taxCents: l.taxCents,
  }));
}

/** The tax of one code shared by amount; the last line gets what rounding left, so the shares sum to `tax.tax`. */
function shareTax(lines: { cents: Cents; taxCents: Cents }[], tax: TaxLine) {
  if (lines.length === 0) return;
  let left = tax.tax;
  lines.forEach((line, i) => {
    const share = i === lines.length - 1 || tax.base === 0 ? left : Math.round((tax.tax * line.cents) / tax.base);
    line.taxCents = share;
    left -= share;
  });
}

const columns: AccountingColumn<ClientInvoiceLine>[] = [
  { header: 'Co./Last Name', value: (l) => l.invoice.clientName },
  { header: 'Invoice No.', value: (l) => String(l.invoice.invoiceNum) },
  { header: 'Date', value: (l, format) => accountingDate(l.invoice.invoiceDate, format) },
  { header: 'Customer PO', value: (l) => l.invoice.poNumber ?? '' },
  { header: 'Description', value: (l) => `Job ${l.jobNumber}` },
  { header: 'Account No.', value: (l) => l.account },
  { header: 'Amount', value: (l) => plainAmount(l.amountCents) },
  { header: 'Inc-Tax Amount', value: (l) => plainAmount(l.amountCents + l.taxCents) },
  { header: 'Job', value: (l) => l.jobNumber },
  { header: 'Tax Code', value: (l) => l.taxCode },
  { header: 'GST Amount', value: (l) => plainAmount(l.taxCents) },
  { header: 'Journal Memo', value: (l) => `Invoice ${l.invoice.invoiceNum}; ${l.invoice.clientName}` },
  { header: 'Batch', value: (l) => String(l.batchNum) },
];

export const CLIENT_INVOICES_LAYOUT: AccountingLayout<ClientInvoiceLine> = {
  columns,
  format: DEFAULT_ACCOUNTING_FORMAT,
};
