import type { CustomerChargeRow, CustomerInvoice } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { centsToAmount, toCents } from '@shelfline/shared/money';
import type { StoredCharge, StoredInvoice } from '../../../data/money/customer-invoices.repository.ts';

/*
 * Storage ⇄ API of customer invoicing: cents become the spec's 2-decimal amounts here and nowhere else. An account
 * manager's rows carry no `chargeRate` and no `amount` (002 §2, §6): left out of the object, not blanked.
 */

/** A customer charge as the Charges tab and the invoice summary show it. */
export function toChargeRow(charge: StoredCharge, withMoney: boolean): CustomerChargeRow {
  const row: CustomerChargeRow = {
    id: charge.id,
    invoiceSummaryId: charge.id,
    chargeId: charge.chargeId,
    miscChargeId: charge.miscChargeId,
    serviceId: charge.serviceId,
    supplierId: charge.supplierId,
    supplierFullName: charge.supplierFullName,
    jobId: charge.jobId,
    jobNumber: charge.jobNumber,
    merchandiser: charge.merchandiser,
    retailer: charge.retailer,
    store: charge.store,
    storeId: charge.storeId,
    serviceType: charge.serviceType,
    product: charge.product,
    completedDate: charge.completedDate,
    originalHours: charge.originalHours,
    billableHours: charge.billableHours,
    // hours are hundredths: exact as cents are
    billableHoursAdj: centsToAmount(toCents(charge.billableHours) - toCents(charge.originalHours)),
    payApprovalStatus: charge.payApprovalStatus,
    provinceCode: charge.provinceCode,
    invoiceId: charge.invoiceId,
    reversalOf: charge.reversalOf,
    hoursEdited: charge.hoursEdited,
    version: charge.version,
  };
  if (withMoney) {
    row.chargeRate = charge.chargeRate;
    row.amount = centsToAmount(charge.amountCents);
  }
  return row;
}

/** A customer invoice as the Invoices tab shows it. */
export function toInvoiceView(invoice: StoredInvoice): CustomerInvoice {
  return {
    id: invoice.id,
    invoiceId: invoice.id,
    invoiceNum: invoice.invoiceNum,
    invoiceDate: invoice.invoiceDate,
    supplierId: invoice.supplierId,
    clientName: invoice.clientName,
    subTotal: centsToAmount(invoice.subTotalCents),
    gst: centsToAmount(invoice.gstCents),
    total: centsToAmount(invoice.totalCents),
    status: invoice.status,
    batchNum: invoice.batchNum,
    poNumber: invoice.poNumber,
    notes: invoice.notes,
    lineCount: invoice.lineCount,
    taxLines: invoice.taxLines.map((t) => ({
      code: t.code,
      rate: t.rate,
      base: centsToAmount(t.base),
      tax: centsToAmount(t.tax),
    })),
    submittedAt: invoice.submittedAt,
    submittedBy: invoice.submittedBy,
    sentAt: invoice.sentAt,
    sentBy: invoice.sentBy,
    sentTo: invoice.sentTo,
    version: invoice.version,
  };
}
