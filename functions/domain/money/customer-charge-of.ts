import { lineCents, type TaxTreatment } from '@shelfline/shared/money';
import type { CustomerCharge } from '../../data/entities/customer-charge.entity.ts';
import type { MerchandiserCharge } from '../../data/entities/merchandiser-charge.entity.ts';

/*
 * The customer (billing) line of a merchandiser charge (brief §1.5, decision A6): billed to the supplier of the
 * charge's job at that job's hourly rate, taxed by the store's province, all copied now so later master-data edits
 * never move it. Billable hours start equal to the pay hours; the source `C<chargeId>` is its uniqueness marker, so
 * building it twice creates one line.
 */

export interface BillingJob {
  hourlyRate: number;
  supplierId: number;
  supplier: string;
}

export const customerSourceOf = (chargeId: number) => `C${chargeId}`;

export function customerChargeOf(
  charge: MerchandiserCharge,
  job: BillingJob,
  tax: TaxTreatment | undefined,
  id: number,
): CustomerCharge {
  const hours = charge.hoursForBilling;
  return {
    id,
    source: customerSourceOf(charge.id),
    chargeId: charge.id,
    serviceId: charge.serviceId,
    supplierId: job.supplierId,
    supplierFullName: job.supplier,
    jobId: charge.jobId,
    jobNumber: charge.jobNumber,
    merchandiser: charge.merchandiser,
    retailer: charge.retailer,
    store: charge.storeDescription,
    storeId: charge.storeId,
    serviceType: charge.serviceType,
    product: charge.product,
    completedDate: charge.completedDate,
    acctManagerId: charge.acctManagerId,
    chargeRate: job.hourlyRate,
    provinceCode: charge.provinceCode,
    taxCode: tax?.code,
    taxRate: tax?.rate,
    originalHours: hours,
    billableHours: hours,
    amountCents: lineCents(job.hourlyRate, hours),
    payApprovalStatus: charge.approvalStatus,
  };
}
