import type { TaxLine } from '@shelfline/shared/money';
import { defineEntity, definePatterns, rangeOf } from '../entity.ts';
import { id10 } from './merchandiser-charge.entity.ts';

/**
 * Customer invoice (002 §3, §4; brief §1.6, §2.4): Preliminary (0) → Submitted (1) → UploadedToMYOB (2).
 * A Preliminary invoice has no number; Submit takes `CompanyInfo.nextInvoiceNumber` in the same transaction that
 * moves it 0 → 1, so numbers are consecutive with no gap and no duplicate. Totals and tax lines are computed by the
 * server from the claimed lines (shared/src/money.ts) and frozen at Submit. `state` is set while a stepwise generate
 * or delete is under way (its lines are being claimed or released); such an invoice untouched for two minutes was
 * abandoned and is finished or undone by the next call. `batchNum` 0 = not exported; the client accounting export
 * moves it to its batch and status 2.
 *
 * | access pattern                                   | pattern      | index | key                                                  |
 * |--------------------------------------------------|--------------|-------|------------------------------------------------------|
 * | invoice by id                                    |              | table | pk `CINVOICE#<id>`, sk `CINVOICE`                    |
 * | invoices dated in a year, date range (newest first) | `ofYear`  | gsi1  | pk `CINV#<yyyy>`, sk `<invoiceDate>#<id10>`          |
 * | a supplier's invoices, date range                | `ofSupplier` | gsi2  | pk `CINVSUP#<supplierId>`, sk `<invoiceDate>#<id10>` |
 * | submitted invoices of a batch (0 = not exported) | `ofBatch`    | gsi3  | pk `CINVBATCH#<batchNum>`, sk `<invoiceNum10>` (status ≥ 1) |
 * | invoice number is unique                         |              | table | marker `UNIQUE#customerInvoice.number#<n>`           |
 */
export type CustomerInvoiceStatus = 0 | 1 | 2;

export interface CustomerInvoice {
  /** invoiceId. */
  id: number;
  invoiceNum?: number;
  status: CustomerInvoiceStatus;
  /** Set while lines are being claimed (`building`) or released (`deleting`); absent when settled. */
  state?: 'building' | 'deleting';
  /** YYYY-MM-DD. */
  invoiceDate: string;
  supplierId: number;
  clientName: string;
  poNumber?: string;
  notes?: string;
  lineCount: number;
  subTotalCents: number;
  gstCents: number;
  totalCents: number;
  taxLines: TaxLine[];
  batchNum: number;
  submittedAt?: string;
  submittedBy?: string;
  sentAt?: string;
  sentBy?: string;
  sentTo?: string[];
  exportedAt?: string;
  exportedBy?: string;
}

export const CustomerInvoiceEntity = defineEntity<CustomerInvoice>({
  name: 'customerInvoice',
  key: (id) => ({ pk: `CINVOICE#${id}`, sk: 'CINVOICE' }),
  indexes: {
    gsi1: (i) => ({ pk: `CINV#${i.invoiceDate.slice(0, 4)}`, sk: `${i.invoiceDate}#${id10(i.id)}` }),
    gsi2: (i) => ({ pk: `CINVSUP#${i.supplierId}`, sk: `${i.invoiceDate}#${id10(i.id)}` }),
    gsi3: (i) =>
      i.status >= 1 && i.invoiceNum !== undefined
        ? { pk: `CINVBATCH#${i.batchNum}`, sk: id10(i.invoiceNum) }
        : undefined,
  },
  unique: [{ label: 'number', value: (i) => (i.invoiceNum === undefined ? undefined : String(i.invoiceNum)) }],
});

export const CustomerInvoicePatterns = definePatterns({
  /** invoices dated in one year, from..to */
  ofYear: {
    index: 'gsi1',
    key: (year: string, from?: string, to?: string) => ({
      pk: `CINV#${year}`,
      sk: rangeOf(from, to === undefined ? undefined : `${to}#~`),
    }),
  },
  /** one supplier's invoices, from..to */
  ofSupplier: {
    index: 'gsi2',
    key: (supplierId: number, from?: string, to?: string) => ({
      pk: `CINVSUP#${supplierId}`,
      sk: rangeOf(from, to === undefined ? undefined : `${to}#~`),
    }),
  },
  /** submitted invoices of a batch, by number (0 = not exported) */
  ofBatch: { index: 'gsi3', key: (batchNum: number) => ({ pk: `CINVBATCH#${batchNum}` }) },
});
