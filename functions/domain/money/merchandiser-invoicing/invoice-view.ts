import type { MerchandiserInvoice as MerchandiserInvoiceView } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { centsToAmount, sumCents } from '@shelfline/shared/money';
import type { StoredMerchandiserInvoice } from '../../../data/money/merchandiser-invoices.repository.ts';

/* A stored merchandiser invoice as the API shows it: money in decimals under the spec's names (002 §3). */
export function invoiceViewOf(i: StoredMerchandiserInvoice): MerchandiserInvoiceView {
  return {
    invoiceId: i.id,
    invoiceNum: i.invoiceNum ?? 0,
    dateIssued: i.dateIssued,
    employeeId: i.employeeId,
    empFullname: i.empFullname,
    ...(i.jobId === undefined ? {} : { jobId: i.jobId }),
    fromDate: i.fromDate,
    toDate: i.toDate,
    servicesAmount: centsToAmount(i.servicesAmountCents),
    miscAmount: centsToAmount(i.miscAmountCents),
    gst: centsToAmount(sumCents(i.taxLines.map((t) => t.tax))),
    taxLines: i.taxLines.map((t) => ({
      code: t.code,
      rate: t.rate,
      base: centsToAmount(t.base),
      tax: centsToAmount(t.tax),
    })),
    amount: centsToAmount(i.amountCents),
    batchNum: i.batchNum,
    chargeCount: i.chargeIds.length,
    miscChargeCount: i.miscChargeIds.length,
  };
}
