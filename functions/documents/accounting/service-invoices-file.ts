import type { Cents } from '@shelfline/shared/money';
import {
  type AccountingColumn,
  type AccountingLayout,
  accountingDate,
  DEFAULT_ACCOUNTING_FORMAT,
  plainAmount,
} from './accounting-format.ts';

/*
 * The service invoices file of the accounting export (POST accountingExport/serviceInvoices/export; brief §6): a
 * MYOB-style *service purchases* import, one record per merchandiser invoice and one line per account in it
 * (services on `serviceInvoiceAccount`, misc charges on `miscChargesAccount`). The invoice's tax (its tax lines
 * summed) is carried on its first line, so the file's tax per invoice is exactly the invoice's.
 */

export interface ServiceInvoiceFileInput {
  invoiceNum: number;
  dateIssued: string;
  lastName: string;
  firstName: string;
  /** `payableTo` when the worker is paid under another name. */
  payableTo?: string;
  servicesCents: Cents;
  miscCents: Cents;
  taxCode?: string;
  taxCents: Cents;
}

export interface ServiceInvoiceLine {
  invoice: ServiceInvoiceFileInput;
  postedDate: string;
  batchNum: number;
  description: string;
  account: string;
  amountCents: Cents;
  taxCents: Cents;
}

export interface ServiceAccounts {
  serviceInvoiceAccount?: string;
  miscChargesAccount?: string;
}

/** The lines of one invoice: services, then misc charges when it has some; the tax on the first of them. */
export function serviceInvoiceLines(
  invoice: ServiceInvoiceFileInput,
  batch: { batchNum: number; postedDate: string },
  accounts: ServiceAccounts,
): ServiceInvoiceLine[] {
  const parts = [
    {
      description: 'Merchandising services',
      account: accounts.serviceInvoiceAccount ?? '',
      cents: invoice.servicesCents,
    },
    { description: 'Misc charges', account: accounts.miscChargesAccount ?? '', cents: invoice.miscCents },
  ].filter((part, i) => i === 0 || part.cents !== 0);
  return parts.map((part, i) => ({
    invoice,
    ...batch,
    description: part.description,
    account: part.account,
    amountCents: part.cents,
    taxCents: i === 0 ? invoice.taxCents : 0,
  }));
}

const columns: AccountingColumn<ServiceInvoiceLine>[] = [
  { header: 'Co./Last Name', value: (l) => l.invoice.payableTo ?? l.invoice.lastName },
  { header: 'First Name', value: (l) => (l.invoice.payableTo ? '' : l.invoice.firstName) },
  { header: 'Invoice No.', value: (l) => String(l.invoice.invoiceNum) },
  { header: 'Supplier Invoice No.', value: (l) => String(l.invoice.invoiceNum) },
  { header: 'Date', value: (l, format) => accountingDate(l.postedDate, format) },
  { header: 'Description', value: (l) => l.description },
  { header: 'Account No.', value: (l) => l.account },
  { header: 'Amount', value: (l) => plainAmount(l.amountCents) },
  { header: 'Inc-Tax Amount', value: (l) => plainAmount(l.amountCents + l.taxCents) },
  { header: 'Job', value: () => '' },
  { header: 'Tax Code', value: (l) => (l.taxCents !== 0 ? (l.invoice.taxCode ?? '') : '') },
  { header: 'GST Amount', value: (l) => plainAmount(l.taxCents) },
  {
    header: 'Journal Memo',
    value: (l, format) =>
      `Merchandiser invoice ${l.invoice.invoiceNum} of ${accountingDate(l.invoice.dateIssued, format)}`,
  },
  { header: 'Batch', value: (l) => String(l.batchNum) },
];

export const SERVICE_INVOICES_LAYOUT: AccountingLayout<ServiceInvoiceLine> = {
  columns,
  format: DEFAULT_ACCOUNTING_FORMAT,
};
