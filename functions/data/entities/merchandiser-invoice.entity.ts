import type { TaxLine } from '@shelfline/shared/money';
import { defineEntity, definePatterns, rangeOf } from '../entity.ts';
import { id10 } from './merchandiser-charge.entity.ts';

/**
 * Merchandiser ("service") invoice: a worker's self-billed invoice for their approved charges and misc charges of a
 * period (002 §3; brief §2.3). Built stepwise: `building` while its charges are claimed (each conditional on
 * `attribute_not_exists(invoiceId)`), `submitted` once totals and tax lines are frozen and its number is taken; a
 * `building` invoice untouched for two minutes was abandoned and is undone (or finished) by the next submit of that
 * worker. `batchNum` 0 = not exported yet; the service accounting export moves it to its batch.
 *
 * | access pattern                          | pattern       | index | key                                                |
 * |-----------------------------------------|---------------|-------|----------------------------------------------------|
 * | invoice by id                           |               | table | pk `MINVOICE#<id>`, sk `MINVOICE`                  |
 * | invoices issued in a year, date range   | `ofYear`      | gsi1  | pk `MINV#<yyyy>`, sk `<dateIssued>#<id10>`         |
 * | a worker's invoices (and `building` one)| `ofEmployee`  | gsi2  | pk `MINVEMP#<employeeId>`, sk `<dateIssued>#<id10>`|
 * | submitted invoices of a batch (0 = not exported) | `ofBatch` | gsi3 | pk `MINVBATCH#<batchNum>`, sk `<invoiceNum10>` (submitted only) |
 * | invoice number is unique                |               | table | marker `UNIQUE#merchandiserInvoice.number#<n>`     |
 * | the worker's one `building` invoice     |               | table | marker `UNIQUE#merchandiserInvoice.building#<emp>` |
 */
export interface MerchandiserInvoice {
  /** invoiceId. */
  id: number;
  /** Taken from `COUNTER#merchandiserInvoice.number` when the invoice is submitted. */
  invoiceNum?: number;
  state: 'building' | 'submitted';
  /** YYYY-MM-DD. */
  dateIssued: string;
  employeeId: number;
  empFullname: string;
  /** `payableTo` of the worker when set. */
  payableTo?: string;
  supervisorId?: number;
  /** The job filter of the submit; none = all jobs. */
  jobId?: number;
  fromDate: string;
  toDate: string;
  chargeIds: number[];
  miscChargeIds: number[];
  servicesAmountCents: number;
  miscAmountCents: number;
  taxLines: TaxLine[];
  /** Total: services + misc + tax. */
  amountCents: number;
  batchNum: number;
  postedDate?: string;
  exportedAt?: string;
  exportedBy?: string;
  submittedAt?: string;
  submittedBy?: string;
}

export const MerchandiserInvoiceEntity = defineEntity<MerchandiserInvoice>({
  name: 'merchandiserInvoice',
  key: (id) => ({ pk: `MINVOICE#${id}`, sk: 'MINVOICE' }),
  indexes: {
    gsi1: (i) => ({ pk: `MINV#${i.dateIssued.slice(0, 4)}`, sk: `${i.dateIssued}#${id10(i.id)}` }),
    gsi2: (i) => ({ pk: `MINVEMP#${i.employeeId}`, sk: `${i.dateIssued}#${id10(i.id)}` }),
    gsi3: (i) =>
      i.state === 'submitted' && i.invoiceNum !== undefined
        ? { pk: `MINVBATCH#${i.batchNum}`, sk: id10(i.invoiceNum) }
        : undefined,
  },
  unique: [
    { label: 'number', value: (i) => (i.invoiceNum === undefined ? undefined : String(i.invoiceNum)) },
    // One invoice of a worker is built at a time: a second submit meanwhile is refused (or undoes a stale one).
    { label: 'building', value: (i) => (i.state === 'building' ? String(i.employeeId) : undefined) },
  ],
});

export const MerchandiserInvoicePatterns = definePatterns({
  /** invoices issued in one year, from..to (YYYY-MM-DD) */
  ofYear: {
    index: 'gsi1',
    key: (year: string, from?: string, to?: string) => ({
      pk: `MINV#${year}`,
      sk: rangeOf(from, to === undefined ? undefined : `${to}#~`),
    }),
  },
  /** one worker's invoices, from..to */
  ofEmployee: {
    index: 'gsi2',
    key: (employeeId: number, from?: string, to?: string) => ({
      pk: `MINVEMP#${employeeId}`,
      sk: rangeOf(from, to === undefined ? undefined : `${to}#~`),
    }),
  },
  /** submitted invoices of a batch, by number (0 = not exported) */
  ofBatch: { index: 'gsi3', key: (batchNum: number) => ({ pk: `MINVBATCH#${batchNum}` }) },
});

/** The counter of merchandiser invoice numbers (`nextId`); customer invoice numbers come from Company Info. */
export const MERCHANDISER_INVOICE_NUMBER_COUNTER = 'merchandiserInvoice.number';
