import type { CompanyInfo } from '@shelfline/shared/contracts/company-info.contract';
import type { CustomerChargeRow } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { formatCents, toCents } from '@shelfline/shared/money';
import type { CustomerInvoice } from '../data/entities/customer-invoice.entity.ts';
import { customerInvoiceFileName, PRELIMINARY_WATERMARK } from './customer-invoice-pdf.ts';
import { type InvoicePdfModel, renderInvoicePdf } from './invoice-pdf.ts';
import { chargeSheetLines } from './invoice-summary-sheet.ts';

/*
 * The invoice summary as a PDF (brief A14, the Summary modal's Export PDF): the summary sheet's rows and totals row
 * (invoice-summary-sheet.ts) in the invoices' one layout, `invoice-{n}-summary.pdf`.
 */

const hours = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));
const money = (value: number | undefined) => (value === undefined ? '' : formatCents(toCents(value), 'parentheses'));

export function invoiceSummaryModel(
  invoice: CustomerInvoice,
  rows: readonly CustomerChargeRow[],
  company?: Partial<CompanyInfo>,
): InvoicePdfModel {
  const preliminary = invoice.invoiceNum === undefined;
  return {
    title: 'INVOICE SUMMARY',
    ...(preliminary ? { watermark: PRELIMINARY_WATERMARK } : { number: String(invoice.invoiceNum) }),
    from: [company?.companyName ?? ''],
    to: [invoice.clientName],
    meta: [
      ['Invoice date', invoice.invoiceDate],
      ['Invoice #', preliminary ? 'Preliminary' : String(invoice.invoiceNum)],
    ],
    sections: [
      {
        heading: 'Lines',
        columns: [
          { header: 'Date', width: 1.1 },
          { header: 'Job', width: 0.9 },
          { header: 'Merchandiser', width: 1.4 },
          { header: 'Retailer / Store', width: 2 },
          { header: 'Service type – Product', width: 2 },
          { header: 'Rate', width: 0.8, align: 'right' },
          { header: 'Reported', width: 0.8, align: 'right' },
          { header: 'Billable', width: 0.8, align: 'right' },
          { header: 'Adj.', width: 0.7, align: 'right' },
          { header: 'Amount', width: 1.1, align: 'right' },
        ],
        rows: chargeSheetLines(rows).map((l) => [
          l.date ?? l.supplier,
          l.job ?? '',
          l.merchandiser ?? '',
          l.retailer === undefined ? '' : `${l.retailer} / ${l.store}`,
          l.serviceType === undefined ? '' : `${l.serviceType} – ${l.product}`,
          l.chargeRate === undefined ? '' : l.chargeRate.toFixed(2),
          hours(l.reportedHours),
          hours(l.billableHours),
          hours(l.adjustment),
          money(l.amount),
        ]),
      },
    ],
    totals: [],
  };
}

export async function renderInvoiceSummaryPdf(
  invoice: CustomerInvoice,
  rows: readonly CustomerChargeRow[],
  company?: Partial<CompanyInfo>,
) {
  return {
    fileName: customerInvoiceFileName(invoice, '-summary.pdf'),
    bytes: await renderInvoicePdf(invoiceSummaryModel(invoice, rows, company)),
  };
}
