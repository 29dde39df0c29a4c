import { APPROVAL_STATUS } from '@shelfline/shared/approval-status';
import { centsToAmount } from '@shelfline/shared/money';
import { ConflictError } from '../../../common/http-errors.ts';
import type { CustomerCharge } from '../../../data/entities/customer-charge.entity.ts';
import { jobs, provinces } from '../../../data/master-data/master-data.repository.ts';
import { findCompanyInfo } from '../../../data/master-data/reference-data.repository.ts';
import {
  attachCustomerLines,
  customerLineDeletes,
  customerLinesOf,
  findMiscCharge,
  nextCustomerChargeIdName,
  type StoredMiscCharge,
} from '../../../data/money/misc-charges.repository.ts';
import type { TransactItem } from '../../../data/repository.ts';
import { nextId } from '../../../data/repository.ts';
import { getServices, type StoredService } from '../../../data/schedule/schedule.repository.ts';
import { taxTreatmentOf } from '../tax-treatment.ts';

/*
 * Customer billing of misc charges (brief §1.5, decision A26). When a charge whose type is Customer Billing becomes
 * Approved By Manager (the modal's Approve, or the bulk approve of merchandiser invoicing, which calls
 * `billMiscCharge`), it gets customer lines: its amount split equally over the distinct jobs of its services (the
 * remainder cents on the first), each billed to that job's supplier. A line stores the amount itself: `chargeRate` =
 * the line's amount with `originalHours` = `billableHours` = 1, so rate × hours is the amount and the customer
 * invoicing screen needs no special case; `serviceType` is the type's name. It is taxable iff the type is GST
 * Applicable, at the tax of the province of the store of the job's first service. Not Job-Related charges bill nobody.
 * Lines are written with their source markers (`M<miscId>#<jobId>`) and their ids recorded on the charge in one
 * transaction, so a repeat writes nothing.
 */

const needsLines = (charge: StoredMiscCharge) =>
  charge.isCustomerBilling &&
  charge.approvalStatus === APPROVAL_STATUS.ApprovedByManager &&
  !charge.isNoJobs &&
  charge.jobIds.length > 0 &&
  (charge.customerChargeIds ?? []).length === 0;

/** Bills `miscCharge` when it should be and is not yet; answers the charge as it now stands. Idempotent. */
export async function billMiscCharge(miscCharge: StoredMiscCharge, by: string, attempt = 1): Promise<StoredMiscCharge> {
  if (!needsLines(miscCharge)) return miscCharge;
  const lines = await linesOf(miscCharge);
  try {
    return await attachCustomerLines(miscCharge, lines, by);
  } catch (error) {
    if (!(error instanceof ConflictError) || attempt > 2) throw error;
    // Someone billed or changed it meanwhile: look again.
    const again = await findMiscCharge(miscCharge.id);
    return again ? billMiscCharge(again, by, attempt + 1) : miscCharge;
  }
}

/**
 * The deletes of a charge's customer lines, to run in the transaction that changes or deletes the charge; 409 once a
 * customer invoice holds one of them (the charge is billed and can no longer change).
 */
export async function unbillMiscCharge(charge: StoredMiscCharge): Promise<TransactItem[]> {
  const lines = await customerLinesOf(charge.customerChargeIds ?? []);
  const invoiced = lines.find((line) => line.invoiceId !== undefined);
  if (invoiced)
    throw new ConflictError(
      `This misc charge is billed on customer invoice ${invoiced.invoiceNum ?? invoiced.invoiceId}; it can no longer change.`,
    );
  return customerLineDeletes(lines.filter((line) => !line.isDeleted));
}

/** Equal shares of `cents` over `n` (n ≥ 1), the remainder cents on the first. */
export function splitCents(cents: number, n: number): number[] {
  const share = Math.trunc(cents / n);
  return Array.from({ length: n }, (_, i) => (i === 0 ? cents - share * (n - 1) : share));
}

async function linesOf(charge: StoredMiscCharge): Promise<CustomerCharge[]> {
  const services = await getServices(charge.serviceIds);
  const firstOfJob = new Map<number, StoredService>();
  for (const service of services) if (!firstOfJob.has(service.jobId)) firstOfJob.set(service.jobId, service);
  const jobIds = charge.jobIds.filter((jobId) => firstOfJob.has(jobId));
  const shares = splitCents(charge.amountCents, jobIds.length);
  const company = charge.isGSTApplicable ? await findCompanyInfo() : undefined;
  const firstId = await nextId(nextCustomerChargeIdName, jobIds.length);
  return Promise.all(
    jobIds.map(async (jobId, i): Promise<CustomerCharge> => {
      const service = firstOfJob.get(jobId) as StoredService;
      const job = await jobs.getOrThrow(jobId);
      const provinceCode = (await provinces.get(service.provinceId))?.code;
      const tax = company ? taxTreatmentOf(provinceCode, company) : undefined;
      const amountCents = shares[i] ?? 0;
      return {
        id: firstId + i,
        source: `M${charge.id}#${jobId}`,
        miscChargeId: charge.id,
        serviceId: service.id,
        supplierId: job.supplierId,
        supplierFullName: job.supplier,
        jobId,
        jobNumber: job.jobNumber,
        merchandiser: charge.merchandiser,
        retailer: service.retailerName,
        store: `${service.storeNumber} - ${service.storeName}`,
        storeId: service.storeId,
        serviceType: charge.miscCharge,
        product: charge.description,
        completedDate: charge.dateEntered,
        acctManagerId: service.acctManagerId,
        chargeRate: centsToAmount(amountCents),
        provinceCode,
        taxCode: tax?.code,
        taxRate: tax?.rate,
        originalHours: 1,
        billableHours: 1,
        amountCents,
        payApprovalStatus: APPROVAL_STATUS.ApprovedByManager,
      };
    }),
  );
}
