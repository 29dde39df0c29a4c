import type {
  MerchandiserChargeRow,
  MerchandiserCharge as MerchandiserChargeView,
} from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { centsToAmount } from '@shelfline/shared/money';
import type { StoredMerchandiserCharge } from '../../../data/money/charges.repository.ts';

/* A stored merchandiser charge as the API shows it: money in decimals under the spec's names (002 §3). */

export function chargeRowOf(c: StoredMerchandiserCharge): MerchandiserChargeRow {
  return {
    chargeId: c.id,
    serviceId: c.serviceId,
    employeeId: c.employeeId,
    merchandiser: c.merchandiser,
    category: c.category,
    completedDate: c.completedDate,
    ...(c.dateReportSubmitted ? { dateReportSubmitted: c.dateReportSubmitted } : {}),
    jobId: c.jobId,
    jobNumber: c.jobNumber,
    jobDescription: c.jobDescription,
    product: c.product,
    retailer: c.retailer,
    storeDescription: c.storeDescription,
    serviceType: c.serviceType,
    // Rates are absent or null when not set (a flat rate leaves the hourly one out, brief A4).
    ...(c.payrateFlat != null ? { payrateFlat: c.payrateFlat } : {}),
    ...(c.payratePerHour != null ? { payratePerHour: c.payratePerHour } : {}),
    hoursForBilling: c.hoursForBilling,
    amount: centsToAmount(c.amountCents),
    allExceptions: c.allExceptions.join(', '),
    approvalStatus: c.approvalStatus,
    ...(c.invoiceId === undefined ? {} : { invoiceId: c.invoiceId }),
    ...(c.invoiceNum === undefined ? {} : { invoiceNum: c.invoiceNum }),
    version: c.version,
  };
}

/** View Charge: the row and what the modal adds (rate source, reported hours, approval, customer charge). */
export function chargeViewOf(c: StoredMerchandiserCharge): MerchandiserChargeView {
  return {
    ...chargeRowOf(c),
    storeId: c.storeId,
    ...(c.provinceCode ? { provinceCode: c.provinceCode } : {}),
    isHelper: c.isHelper,
    rateSource: c.rateSource,
    reportedHours: c.reportedHours,
    exceptions: c.allExceptions,
    ...(c.comments ? { comments: c.comments } : {}),
    ...(c.approvedBy ? { approvedBy: c.approvedBy, approvedAt: c.approvedAt } : {}),
    ...(c.customerChargeId === undefined ? {} : { customerChargeId: c.customerChargeId }),
    ...(c.voided ? { voided: true } : {}),
  };
}
