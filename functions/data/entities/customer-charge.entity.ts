import type { ApprovalStatus } from '@shelfline/shared/approval-status';
import { defineEntity, definePatterns, rangeOf } from '../entity.ts';
import { id10 } from './merchandiser-charge.entity.ts';

/**
 * Customer (billing) charge, the "invoice summary row" (002 §3; brief §1.1, §1.5, §2.4): what a supplier is billed for
 * one merchandiser charge, or for its share of a billable misc charge. `chargeRate` (the job's hourly rate) and the
 * tax treatment are copied at creation. Once on a Submitted invoice it never changes: a correction is a reversal
 * (`reversalOf`, the exact negation) plus a replacement, both waiting for the next invoice.
 *
 * | access pattern                                 | pattern        | index | key                                                   |
 * |------------------------------------------------|----------------|-------|-------------------------------------------------------|
 * | customer charge by id                          |                | table | pk `CCHARGE#<id>`, sk `CCHARGE`                       |
 * | open charges (no invoice, not deleted) of a day| `openOfDay`    | gsi1  | pk `CCHGOPEN#<completedDate>`, sk `<id10>` (sparse)   |
 * | open charges of a supplier, date range         | `openOfSupplier`| gsi2 | pk `CCHGSUP#<supplierId>`, sk `<completedDate>#<id10>` (sparse) |
 * | lines of an invoice                            | `ofInvoice`    | gsi3  | pk `CCHGINV#<invoiceId>`, sk `<id10>`                 |
 * | one live line per source                       |                | table | marker `UNIQUE#customerCharge.source#<source>`        |
 *
 * `source` is `C<merchandiserChargeId>` or `M<miscChargeId>#<jobId>`, plus `#R<n>` for the n-th reversal or
 * replacement generation, so a repeated create makes nothing and each correction is made once.
 */
export interface CustomerCharge {
  /** invoiceSummaryId. */
  id: number;
  /** Uniqueness of the line (see above). */
  source: string;
  /** The merchandiser charge it bills (chargeId), or the misc charge. */
  chargeId?: number;
  miscChargeId?: number;
  serviceId?: number;
  supplierId: number;
  supplierFullName: string;
  jobId: number;
  jobNumber: string;
  merchandiser: string;
  retailer: string;
  store: string;
  storeId?: number;
  serviceType: string;
  product: string;
  /** YYYY-MM-DD. */
  completedDate: string;
  /** The service's account manager (account manager scoping). */
  acctManagerId?: number;
  /** Snapshots: job hourly rate, tax treatment of the store's province (none = not taxable). */
  chargeRate: number;
  provinceCode?: string;
  taxCode?: string;
  taxRate?: number;
  originalHours: number;
  billableHours: number;
  /** Billable hours were edited by a person: the line no longer follows its merchandiser charge. */
  hoursEdited?: boolean;
  amountCents: number;
  /** The merchandiser charge's approval status, kept in step with it (NotApprovedYet lines cannot be invoiced). */
  payApprovalStatus: ApprovalStatus;
  /** Set when an invoice claims it (conditional: `attribute_not_exists(invoiceId)`). */
  invoiceId?: number;
  invoiceNum?: number;
  isDeleted?: boolean;
  /** The line this one reverses (exact negation). */
  reversalOf?: number;
}

const isOpen = (c: CustomerCharge) => c.invoiceId === undefined && !c.isDeleted;

export const CustomerChargeEntity = defineEntity<CustomerCharge>({
  name: 'customerCharge',
  key: (id) => ({ pk: `CCHARGE#${id}`, sk: 'CCHARGE' }),
  indexes: {
    gsi1: (c) => (isOpen(c) ? { pk: `CCHGOPEN#${c.completedDate}`, sk: id10(c.id) } : undefined),
    gsi2: (c) => (isOpen(c) ? { pk: `CCHGSUP#${c.supplierId}`, sk: `${c.completedDate}#${id10(c.id)}` } : undefined),
    gsi3: (c) => (c.invoiceId === undefined ? undefined : { pk: `CCHGINV#${c.invoiceId}`, sk: id10(c.id) }),
  },
  unique: [{ label: 'source', value: (c) => c.source }],
});

export const CustomerChargePatterns = definePatterns({
  /** open charges completed on one day */
  openOfDay: { index: 'gsi1', key: (day: string) => ({ pk: `CCHGOPEN#${day}` }) },
  /** open charges of one supplier, completed from..to */
  openOfSupplier: {
    index: 'gsi2',
    key: (supplierId: number, from?: string, to?: string) => ({
      pk: `CCHGSUP#${supplierId}`,
      sk: rangeOf(from, to === undefined ? undefined : `${to}#~`),
    }),
  },
  /** the lines of one invoice */
  ofInvoice: { index: 'gsi3', key: (invoiceId: number) => ({ pk: `CCHGINV#${invoiceId}` }) },
});
