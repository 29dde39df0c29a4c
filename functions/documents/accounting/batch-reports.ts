import { type Cents, centsToAmount } from '@shelfline/shared/money';
import { asDate, DATE_FORMAT, type ExportColumn } from '../../common/export/columns.ts';

/*
 * The Batch Report workbooks (POST accountingExport/service|client/export/excel; brief §6): one row per invoice of
 * the batch (batch 0: what is waiting for export, a preview), then a totals row. Amounts are numbers with two
 * decimals, dates real dates.
 */

const MONEY = '#,##0.00;-#,##0.00';
const money = (cents: Cents | undefined) => (cents === undefined ? null : centsToAmount(cents));

export interface ServiceBatchRow {
  batchNum?: number;
  postedDate?: string;
  invoiceNum?: number;
  dateIssued?: string;
  merchandiser: string;
  servicesCents: Cents;
  miscCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  accounts: string;
}

export const SERVICE_BATCH_COLUMNS: readonly ExportColumn<ServiceBatchRow>[] = [
  { header: 'Batch', width: 8, value: (r) => r.batchNum },
  { header: 'Posted Date', width: 12, value: (r) => asDate(r.postedDate), numFmt: DATE_FORMAT },
  { header: 'Invoice #', width: 10, value: (r) => r.invoiceNum },
  { header: 'Date', width: 12, value: (r) => asDate(r.dateIssued), numFmt: DATE_FORMAT },
  { header: 'Merchandiser', width: 28, value: (r) => r.merchandiser },
  { header: 'Services', width: 12, value: (r) => money(r.servicesCents), numFmt: MONEY },
  { header: 'Misc', width: 12, value: (r) => money(r.miscCents), numFmt: MONEY },
  { header: 'GST/HST', width: 12, value: (r) => money(r.taxCents), numFmt: MONEY },
  { header: 'Total', width: 12, value: (r) => money(r.totalCents), numFmt: MONEY },
  { header: 'Accounts', width: 14, value: (r) => r.accounts },
];

export interface ClientBatchRow {
  batchNum?: number;
  invoiceNum?: number;
  invoiceDate?: string;
  clientName: string;
  subTotalCents: Cents;
  taxCodes: string;
  taxCents: Cents;
  totalCents: Cents;
  status: string;
}

export const CLIENT_BATCH_COLUMNS: readonly ExportColumn<ClientBatchRow>[] = [
  { header: 'Batch', width: 8, value: (r) => r.batchNum },
  { header: 'Invoice #', width: 10, value: (r) => r.invoiceNum },
  { header: 'Invoice Date', width: 12, value: (r) => asDate(r.invoiceDate), numFmt: DATE_FORMAT },
  { header: 'Client', width: 28, value: (r) => r.clientName },
  { header: 'Sub Total', width: 12, value: (r) => money(r.subTotalCents), numFmt: MONEY },
  { header: 'Tax Code(s)', width: 12, value: (r) => r.taxCodes },
  { header: 'GST/HST', width: 12, value: (r) => money(r.taxCents), numFmt: MONEY },
  { header: 'Total', width: 12, value: (r) => money(r.totalCents), numFmt: MONEY },
  { header: 'Status', width: 16, value: (r) => r.status },
];

/** The totals row under a service batch. */
export function serviceTotalsRow(rows: readonly ServiceBatchRow[]): ServiceBatchRow {
  const sum = (pick: (r: ServiceBatchRow) => Cents) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    merchandiser: `Total (${rows.length} invoices)`,
    servicesCents: sum((r) => r.servicesCents),
    miscCents: sum((r) => r.miscCents),
    taxCents: sum((r) => r.taxCents),
    totalCents: sum((r) => r.totalCents),
    accounts: '',
  };
}

/** The totals row under a client batch. */
export function clientTotalsRow(rows: readonly ClientBatchRow[]): ClientBatchRow {
  const sum = (pick: (r: ClientBatchRow) => Cents) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    clientName: `Total (${rows.length} invoices)`,
    subTotalCents: sum((r) => r.subTotalCents),
    taxCodes: '',
    taxCents: sum((r) => r.taxCents),
    totalCents: sum((r) => r.totalCents),
    status: '',
  };
}

export const batchReportFileName = (kind: 'service' | 'client', batchNum: number) => `${kind}-batch-${batchNum}.xlsx`;
