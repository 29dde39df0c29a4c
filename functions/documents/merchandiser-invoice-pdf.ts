import type { CompanyInfo } from '@shelfline/shared/contracts/company-info.contract';
import { type Cents, formatCents, type TaxLine } from '@shelfline/shared/money';
import type { MerchandiserCharge } from '../data/entities/merchandiser-charge.entity.ts';
import type { MiscCharge } from '../data/entities/misc-charge.entity.ts';
import { type InvoicePdfModel, renderInvoicePdf } from './invoice-pdf.ts';

/*
 * A merchandiser's self-billed invoice as a PDF (brief §6): From the worker (payable-to name, address, GST #), To the
 * company; number, date, period and job; a Services table (completed, job, store, service – product, hours, rates, amount) and a Misc charges table; subtotals, one tax line per code
 * and the total. The preliminary invoice is the same without a number, watermarked PRELIMINARY.
 */

export interface MerchandiserInvoiceDocument {
  /** None for the preliminary invoice. */
  invoiceNum?: number;
  dateIssued: string;
  fromDate: string;
  toDate: string;
  /** The job filter's label, or none for all jobs. */
  job?: string;
  worker: { name: string; addressLines: string[]; gstNumber?: string };
  company?: Partial<CompanyInfo>;
  charges: readonly MerchandiserCharge[];
  miscCharges: readonly MiscCharge[];
  money: { servicesAmountCents: Cents; miscAmountCents: Cents; taxLines: readonly TaxLine[]; amountCents: Cents };
}

export const PRELIMINARY_WATERMARK = 'PRELIMINARY';

const money = (cents: Cents) => formatCents(cents);
const rate = (value: number | undefined | null) => (value == null ? '' : value.toFixed(2));

function companyLines(company: Partial<CompanyInfo> | undefined): string[] {
  if (!company) return ['(company)'];
  const cityLine = [company.city, company.province, company.postalCode].filter(Boolean).join(' ');
  return [
    company.companyName ?? '',
    company.address1,
    company.address2,
    cityLine,
    company.phone && `Tel. ${company.phone}`,
  ].filter((line): line is string => Boolean(line));
}

export function merchandiserInvoiceModel(doc: MerchandiserInvoiceDocument): InvoicePdfModel {
  const preliminary = doc.invoiceNum === undefined;
  return {
    title: preliminary ? 'PRELIMINARY INVOICE' : 'MERCHANDISER INVOICE',
    ...(preliminary ? { watermark: PRELIMINARY_WATERMARK } : { number: String(doc.invoiceNum) }),
    from: [doc.worker.name, ...doc.worker.addressLines],
    to: companyLines(doc.company),
    meta: [
      ['Date issued', doc.dateIssued],
      ['Period', `${doc.fromDate} to ${doc.toDate}`],
      ['Job', doc.job ?? 'All jobs'],
      ...(doc.worker.gstNumber ? ([['GST/HST #', doc.worker.gstNumber]] as Array<[string, string]>) : []),
    ],
    sections: [
      {
        heading: 'Services',
        columns: [
          { header: 'Completed', width: 1.2 },
          { header: 'Job', width: 1 },
          { header: 'Store', width: 2.2 },
          { header: 'Service type – Product', width: 2.2 },
          { header: 'Hours', width: 0.8, align: 'right' },
          { header: 'Rate/h', width: 0.9, align: 'right' },
          { header: 'Flat', width: 0.9, align: 'right' },
          { header: 'Amount', width: 1.1, align: 'right' },
        ],
        rows: doc.charges.map((c) => [
          c.completedDate,
          c.jobNumber,
          // The store's description names its retailer already ('1021 - Northern Fresh Market …').
          c.storeDescription,
          `${c.serviceType} – ${c.product}`,
          c.hoursForBilling.toFixed(2),
          rate(c.payratePerHour),
          rate(c.payrateFlat),
          money(c.amountCents),
        ]),
      },
      ...(doc.miscCharges.length === 0
        ? []
        : [
            {
              heading: 'Misc charges',
              columns: [
                { header: 'Date', width: 1.2 },
                { header: 'Description', width: 3 },
                { header: 'Jobs', width: 1.6 },
                { header: 'Units', width: 0.8, align: 'right' as const },
                { header: 'Rate', width: 0.9, align: 'right' as const },
                { header: 'Amount', width: 1.1, align: 'right' as const },
              ],
              rows: doc.miscCharges.map((m) => [
                m.dateEntered,
                m.description,
                m.allJobs,
                m.units == null ? '' : String(m.units),
                m.miscChargeRate == null ? '' : String(m.miscChargeRate),
                money(m.amountCents),
              ]),
            },
          ]),
    ],
    totals: [
      { label: 'Services', value: money(doc.money.servicesAmountCents) },
      { label: 'Misc charges', value: money(doc.money.miscAmountCents) },
      ...doc.money.taxLines.map((t) => ({ label: `GST/HST ${t.code} ${t.rate}%`, value: money(t.tax) })),
      { label: 'Total', value: money(doc.money.amountCents), bold: true },
    ],
  };
}

export const renderMerchandiserInvoicePdf = (doc: MerchandiserInvoiceDocument) =>
  renderInvoicePdf(merchandiserInvoiceModel(doc));
