import { APPROVAL_STATUS } from '@shelfline/shared/approval-status';
import { todayIso } from '../../common/dates.ts';
import { ConflictError, NotFoundError } from '../../common/http-errors.ts';
import { CustomerChargeEntity } from '../../data/entities/customer-charge.entity.ts';
import type { Job } from '../../data/entities/job.entity.ts';
import { CHARGE_ID_COUNTER, type MerchandiserCharge } from '../../data/entities/merchandiser-charge.entity.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import { jobProducts, jobs, provinces } from '../../data/master-data/master-data.repository.ts';
import { findCompanyInfo } from '../../data/master-data/reference-data.repository.ts';
import { liveChargeIdOf, merchandiserCharges } from '../../data/money/charges.repository.ts';
import { customerChargeCreateItems } from '../../data/money/customer-invoices.repository.ts';
import { employees } from '../../data/people/people.repository.ts';
import { payRateOverrides } from '../../data/people/worker-records.repository.ts';
import { nextId } from '../../data/repository.ts';
import { getService, type StoredService } from '../../data/schedule/schedule.repository.ts';
import { chargeExceptionsOf } from './charge-exceptions.ts';
import { customerChargeOf } from './customer-charge-of.ts';
import { payAmountCents, resolvePayRate } from './pay-rate.ts';
import { setServiceCharged } from './service-charged-flag.ts';
import { taxTreatmentOf } from './tax-treatment.ts';

/*
 * chargeService (brief §1.4, decision A1): the one way a service becomes money. It makes the merchandiser (pay) charge
 * of the team lead and one per helper, each with its customer (billing) line, in one transaction per worker, and
 * marks the service charged. Idempotent: the uniqueness marker per service × worker means a repeat (or a concurrent
 * call) creates nothing and answers the ids that exist. Callers: the service-report submit (Online services),
 * POST missingCharges/merchandiser (Manual services and anything missed), the demo loader.
 */

export interface ChargeServiceResult {
  created: number[];
  existing: number[];
}

/** The day a service counts as done: its report's completed date, else (Manual, no report) its latest date. */
export const completedDateOf = (service: Pick<Service, 'completedDate' | 'latestDate'>) =>
  service.completedDate ?? service.latestDate;

/** Submitted, or an activated Manual service past its latest date (no report is ever submitted for those). */
export function isChargeable(
  service: Pick<Service, 'isSubmitted' | 'completedDate' | 'category' | 'latestDate' | 'isActivated'>,
  today = todayIso(),
): boolean {
  if (service.isSubmitted || service.completedDate) return true;
  return service.category === 'Manual' && service.isActivated && service.latestDate <= today;
}

interface Worker {
  id: number;
  name: string;
  isHelper: boolean;
}

const workersOf = (service: Service): Worker[] => [
  { id: service.merchandiserId as number, name: service.merchandiser ?? '', isHelper: false },
  ...service.helpers
    .filter((h) => h.id !== service.merchandiserId)
    .map((h) => ({ id: h.id, name: h.name, isHelper: true })),
];

export async function chargeService(serviceId: number, by: string): Promise<ChargeServiceResult> {
  const service = await getService(serviceId);
  if (!service) throw new NotFoundError(`Service ${serviceId} was not found.`);
  if (service.merchandiserId === undefined)
    throw new ConflictError(`Service ${serviceId} has no merchandiser: there is nobody to pay.`);
  if (!isChargeable(service))
    throw new ConflictError(`Service ${serviceId} is not completed: it can be charged once its report is submitted.`);

  const result: ChargeServiceResult = { created: [], existing: [] };
  const toCreate: Worker[] = [];
  for (const worker of workersOf(service)) {
    const id = await liveChargeIdOf(serviceId, worker.id);
    if (id === undefined) toCreate.push(worker);
    else result.existing.push(id);
  }
  if (toCreate.length > 0) {
    const context = await billingContextOf(service);
    for (const worker of toCreate) {
      const made = await createChargeOf(service, worker, context, by);
      if (made.created) result.created.push(made.id);
      else result.existing.push(made.id);
    }
  }
  await setServiceCharged(serviceId, true, by);
  return result;
}

// ------------------------------------------------------------------------------------------ the charge

/** What every worker's charge of one service shares: the jobs (main and helper), the store's tax. */
interface BillingContext {
  mainJob: Job;
  helperJob?: {
    job: Job;
    jobProductId: number;
    productId: number;
    product: string;
    serviceTypeId: number;
    serviceType: string;
  };
  provinceCode?: string;
  tax: ReturnType<typeof taxTreatmentOf>;
}

async function billingContextOf(service: Service): Promise<BillingContext> {
  const [mainJob, helperProduct, province, company] = await Promise.all([
    jobs.getOrThrow(service.jobId, 'job'),
    service.helperJobProductId === undefined ? undefined : jobProducts.get(service.helperJobProductId),
    provinces.get(service.provinceId),
    findCompanyInfo(),
  ]);
  const helperJob = helperProduct
    ? {
        job: helperProduct.jobId === mainJob.id ? mainJob : await jobs.getOrThrow(helperProduct.jobId, 'job'),
        jobProductId: helperProduct.id,
        productId: helperProduct.productId,
        product: helperProduct.product,
        serviceTypeId: helperProduct.serviceTypeId,
        serviceType: helperProduct.serviceType ?? service.serviceType ?? '',
      }
    : undefined;
  const provinceCode = province?.code;
  const tax = company ? taxTreatmentOf(provinceCode, company) : undefined;
  return { mainJob, helperJob, provinceCode, tax };
}

async function createChargeOf(
  service: StoredService,
  worker: Worker,
  context: BillingContext,
  by: string,
): Promise<{ id: number; created: boolean }> {
  const onHelperJob = worker.isHelper && context.helperJob !== undefined;
  const job = onHelperJob ? (context.helperJob as NonNullable<BillingContext['helperJob']>).job : context.mainJob;
  const what = onHelperJob
    ? (context.helperJob as NonNullable<BillingContext['helperJob']>)
    : {
        jobProductId: service.jobProductId,
        productId: service.productId,
        product: service.productName,
        serviceTypeId: service.serviceTypeId,
        serviceType: service.serviceType ?? '',
      };
  const [employee, overrides] = await Promise.all([employees.get(worker.id), payRateOverrides.list(worker.id)]);
  const completedDate = completedDateOf(service);
  const hoursForBilling = service.reportedHours ?? service.timeLimit;
  const rate = resolvePayRate({
    serviceRate: worker.isHelper ? undefined : service,
    overrides,
    workerHourlyRate: employee?.hourlyRate,
    jobId: job.id,
    productId: what.productId,
    serviceTypeId: what.serviceTypeId,
    completedDate,
  });
  const allExceptions = chargeExceptionsOf({
    hoursForBilling,
    timeLimit: service.timeLimit,
    completedDate,
    earliestDate: service.earliestDate,
    latestDate: service.latestDate,
    dateReportSubmitted: service.dateReportSubmitted,
    rateSource: rate.rateSource,
  });
  const [id, customerChargeId] = await Promise.all([nextId(CHARGE_ID_COUNTER), nextId(CustomerChargeEntity.name)]);
  const charge: MerchandiserCharge = {
    id,
    serviceId: service.id,
    employeeId: worker.id,
    merchandiser: employee ? `${employee.firstName} ${employee.lastName}` : worker.name,
    category: service.category,
    isHelper: worker.isHelper,
    completedDate,
    dateReportSubmitted: service.dateReportSubmitted,
    jobId: job.id,
    jobNumber: job.jobNumber,
    jobDescription: job.description,
    jobProductId: what.jobProductId,
    product: what.product,
    retailer: service.retailerName,
    storeId: service.storeId,
    storeDescription: `${service.storeNumber} - ${service.storeName}`,
    serviceType: what.serviceType,
    provinceCode: context.provinceCode,
    acctManagerId: service.acctManagerId,
    supervisorId: employee?.supervisorId,
    ...rate,
    reportedHours: hoursForBilling,
    hoursForBilling,
    amountCents: payAmountCents(rate, hoursForBilling),
    allExceptions,
    approvalStatus: allExceptions.length === 0 ? APPROVAL_STATUS.ApprovedAutomatically : APPROVAL_STATUS.NotApprovedYet,
    customerChargeId,
  };
  const billing = customerChargeOf(charge, job, context.tax, customerChargeId);
  try {
    await merchandiserCharges.create(charge, by, customerChargeCreateItems(billing, by));
    return { id, created: true };
  } catch (error) {
    // A concurrent call charged this worker first: its charge stands, this one was not written.
    if (!(error instanceof ConflictError)) throw error;
    const existing = await liveChargeIdOf(service.id, worker.id);
    if (existing === undefined) throw error;
    return { id: existing, created: false };
  }
}
