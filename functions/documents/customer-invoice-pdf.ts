import type { CompanyInfo } from '@shelfline/shared/contracts/company-info.contract';
import { formatCents } from '@shelfline/shared/money';
import type { CustomerCharge } from '../data/entities/customer-charge.entity.ts';
import type { CustomerInvoice } from '../data/entities/customer-invoice.entity.ts';
import { type InvoicePdfModel, renderInvoicePdf } from './invoice-pdf.ts';

/*
 * A customer invoice as a PDF (brief §6, A39): From the company, To the client (suppliers have no address in this
 * product); number (or "Preliminary" with the watermark), date, PO number; one table of the lines; sub-total, one tax
 * line per code and rate ("HST ON 13%"), the total. A negative total prints as a Credit Note. Amounts are the stored
 * cents, formatted, never recomputed.
 */

export interface CustomerInvoiceDocument {
  invoice: CustomerInvoice;
  lines: readonly CustomerCharge[];
  company?: Partial<CompanyInfo>;
}

export const PRELIMINARY_WATERMARK = 'PRELIMINARY';

/** `invoice-{n}.pdf`, or `invoice-P-{id}.pdf` before the invoice has a number. */
export const customerInvoiceFileName = (invoice: Pick<CustomerInvoice, 'id' | 'invoiceNum'>, suffix = '.pdf') =>
  `invoice-${invoice.invoiceNum ?? `P-${invoice.id}`}${suffix}`;

function fromLines(company: Partial<CompanyInfo> | undefined): string[] {
  const place = [company?.city, company?.province, company?.postalCode].filter(Boolean).join(' ');
  const lines = [company?.companyName, company?.address1, company?.address2, place, company?.phone];
  const gst = company?.gstNumber ? `GST/HST # ${company.gstNumber}` : undefined;
  return [...lines, gst].filter((line): line is string => Boolean(line));
}

/** "HST ON 13%" for a province's HST (the province of its lines), "GST 5%" for the GST code. */
function taxLabel(
  tax: { code: string; rate: number },
  lines: readonly CustomerCharge[],
  company?: Partial<CompanyInfo>,
) {
  if (tax.code === (company?.taxGSTCode ?? 'GST')) return `GST ${tax.rate}%`;
  const provinces = new Set(lines.filter((l) => l.taxCode === tax.code).map((l) => l.provinceCode));
  const [province] = provinces;
  return provinces.size === 1 && province ? `HST ${province} ${tax.rate}%` : `${tax.code} ${tax.rate}%`;
}

export function customerInvoiceModel({ invoice, lines, company }: CustomerInvoiceDocument): InvoicePdfModel {
  const preliminary = invoice.status === 0 || invoice.invoiceNum === undefined;
  const credit = invoice.totalCents < 0;
  const kind = credit ? 'CREDIT NOTE' : 'INVOICE';
  const ordered = [...lines].sort((a, b) => a.completedDate.localeCompare(b.completedDate) || a.id - b.id);
  return {
    title: preliminary ? `PRELIMINARY ${kind}` : kind,
    ...(preliminary ? { watermark: PRELIMINARY_WATERMARK } : { number: String(invoice.invoiceNum) }),
    from: fromLines(company),
    to: [invoice.clientName],
    meta: [
      ['Invoice date', invoice.invoiceDate],
      ['Invoice #', preliminary ? 'Preliminary' : String(invoice.invoiceNum)],
      ...(invoice.poNumber ? ([['PO number', invoice.poNumber]] as Array<[string, string]>) : []),
    ],
    sections: [
      {
        heading: 'Services',
        columns: [
          { header: 'Date', width: 1.1 },
          { header: 'Job', width: 0.9 },
          { header: 'Retailer / Store', width: 2.2 },
          { header: 'Service type – Product', width: 2.2 },
          { header: 'Merchandiser', width: 1.4 },
          { header: 'Hours', width: 0.7, align: 'right' },
          { header: 'Rate', width: 0.8, align: 'right' },
          { header: 'Amount', width: 1.1, align: 'right' },
        ],
        rows: ordered.map((l) => [
          l.completedDate,
          l.jobNumber,
          `${l.retailer} / ${l.store}`,
          `${l.serviceType} – ${l.product}`,
          l.merchandiser,
          l.billableHours.toFixed(2),
          l.chargeRate.toFixed(2),
          formatCents(l.amountCents),
        ]),
      },
    ],
    totals: [
      { label: 'Sub total', value: formatCents(invoice.subTotalCents) },
      ...invoice.taxLines.map((t) => ({ label: taxLabel(t, lines, company), value: formatCents(t.tax) })),
      { label: 'Total', value: formatCents(invoice.totalCents), bold: true },
    ],
    notes: invoice.notes,
  };
}

export const renderCustomerInvoicePdf = (doc: CustomerInvoiceDocument) => renderInvoicePdf(customerInvoiceModel(doc));
