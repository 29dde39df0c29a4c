import { APPROVAL_STATUS } from '@shelfline/shared/approval-status';
import { addDays } from '../../functions/common/dates.ts';
import { putItems } from '../../functions/data/batch.ts';
import { type CustomerCharge, CustomerChargeEntity } from '../../functions/data/entities/customer-charge.entity.ts';
import type { Employee } from '../../functions/data/entities/employee.entity.ts';
import type { Job } from '../../functions/data/entities/job.entity.ts';
import {
  CHARGE_ID_COUNTER,
  type MerchandiserCharge,
  MerchandiserChargeEntity,
} from '../../functions/data/entities/merchandiser-charge.entity.ts';
import {
  MERCHANDISER_INVOICE_NUMBER_COUNTER,
  type MerchandiserInvoice,
  MerchandiserInvoiceEntity,
} from '../../functions/data/entities/merchandiser-invoice.entity.ts';
import { type MiscCharge, MiscChargeEntity } from '../../functions/data/entities/misc-charge.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { uniqueMarkerItem } from '../../functions/data/entities/unique-marker.entity.ts';
import { type EntityDefinition, firstAudit, toItem, uniqueKey } from '../../functions/data/entity.ts';
import { nextId } from '../../functions/data/repository.ts';
import { putNewServices } from '../../functions/data/schedule/services.repository.ts';
import { chargeExceptionsOf } from '../../functions/domain/money/charge-exceptions.ts';
import { completedDateOf } from '../../functions/domain/money/charge-service.ts';
import { customerChargeOf } from '../../functions/domain/money/customer-charge-of.ts';
import { invoiceMoneyOf, workerTaxOf } from '../../functions/domain/money/merchandiser-invoicing/invoice-totals.ts';
import { payAmountCents, resolvePayRate } from '../../functions/domain/money/pay-rate.ts';
import { taxTreatmentOf } from '../../functions/domain/money/tax-treatment.ts';
import type { DemoData } from '../demo/generate.ts';
import { groupBy } from '../demo/group-by.ts';
import { createRandom } from '../demo/random.ts';
import { benchServiceBuilder } from './schedule.ts';

/*
 * The money bench's year (issue 18): 2041, which no demo or test data uses. ~100,000 services of the schedule bench's
 * builder over that year (all in the past of a "today" of 2042, so ~90% are submitted), each submitted one charged
 * like chargeService charges it — pay rate, exceptions and amount from the product's pure parts (resolvePayRate,
 * chargeExceptionsOf, payAmountCents) and its customer line from customerChargeOf — plus 10,000 misc charges ('Other':
 * paid on the merchandiser invoice, never billed), over the demo's 300 workers and 40 jobs. A quarter of the services
 * report an hour over their time limit, so their charges wait for a manager (Not Approved Yet). 1,000 worker-months of
 * January to April are already invoiced (submitted merchandiser invoices of batch 0, their charges claimed): the
 * accounting export's selection. Everything is written in lanes with putItems / putNewServices, not through the API.
 * Not written: the charges' uniqueness markers (service × worker, customer source), which only a new charge of the
 * same service would consult, and no measured call makes one.
 */

export const MONEY_YEAR = { from: '2041-01-01', to: '2041-12-31' };
/** The "today" the services are built against: the whole bench year lies in its past. */
const BUILT_TODAY = '2042-01-15';
export const MONEY_SERVICES = 100_000;
const MISC_CHARGES = 10_000;
/** Misc charges of the bench worker (the invoice of ~300 charges + 50 misc). */
const BENCH_WORKER_MISC = 50;
/** Submitted merchandiser invoices seeded for the accounting export. */
const SEEDED_INVOICES = 1_000;
const INVOICED_MONTHS = ['2041-01', '2041-02', '2041-03', '2041-04'];
/** The misc charge type 'Other' of the demo (employee invoicing, not customer billing). */
const OTHER_TYPE = { id: 2, name: 'Other' };
const BY = 'bench';

export interface MoneyBenchYear {
  /** The worker whose year holds ~300 uninvoiced charges and 50 misc charges. */
  benchWorkerId: number;
  benchWorkerCharges: number;
  /** Not Approved Yet charges of May to December, not of the bench worker: the bulk approval's. */
  notApprovedIds: number[];
  /** Submitted merchandiser invoices of batch 0. */
  invoiceIds: number[];
  counts: { services: number; charges: number; customerCharges: number; miscCharges: number; notApproved: number };
}

type Demo = Pick<
  DemoData,
  | 'stores'
  | 'jobs'
  | 'jobProducts'
  | 'retailers'
  | 'employees'
  | 'serviceTypes'
  | 'products'
  | 'provinces'
  | 'companyInfo'
  | 'payRateOverrides'
>;

export async function seedMoneyYear(demo: Demo, say: (line: string) => void = () => {}): Promise<MoneyBenchYear> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 1000);
  const random = createRandom(18);
  const build = benchServiceBuilder(demo, BUILT_TODAY, MONEY_YEAR.from, MONEY_YEAR.to, createRandom(41));
  const firstService = await nextId('service', MONEY_SERVICES);
  const services = Array.from({ length: MONEY_SERVICES }, (_, i) => build(firstService + i));
  const charged = services.filter((s) => s.isSubmitted && s.merchandiserId !== undefined);
  for (const service of charged) {
    service.isCharged = true;
    if (random.chance(0.25)) service.reportedHours = service.timeLimit + 1;
  }

  const [firstCharge, firstCustomer] = await Promise.all([
    nextId(CHARGE_ID_COUNTER, charged.length + MISC_CHARGES),
    nextId(CustomerChargeEntity.name, charged.length),
  ]);
  const pricing = pricingOf(demo);
  const charges: MerchandiserCharge[] = [];
  const customerCharges: CustomerCharge[] = [];
  charged.forEach((service, i) => {
    const charge = pricing.chargeOf(service, firstCharge + i, firstCustomer + i);
    charges.push(charge);
    customerCharges.push(pricing.customerLineOf(charge));
  });

  const byWorker = groupBy(charges, (c) => c.employeeId);
  const benchWorkerId = closestTo(byWorker, 300);
  const miscCharges = buildMiscCharges(demo, benchWorkerId, firstCharge + charged.length, random);
  const invoices = await invoiceWorkerMonths(demo, charges, miscCharges, benchWorkerId);

  say(
    `Seeding the money year ${MONEY_YEAR.from}..${MONEY_YEAR.to}: ${services.length.toLocaleString('en-CA')} services, ${charges.length.toLocaleString('en-CA')} charges + customer lines, ${miscCharges.length.toLocaleString('en-CA')} misc charges, ${invoices.length} invoices…`,
  );
  for (let i = 0; i < services.length; i += 5_000) await putNewServices(services.slice(i, i + 5_000), BY);
  say(`  services written, ${seconds()} s`);
  const audit = firstAudit(BY);
  const items = <T extends { id: number }>(entity: EntityDefinition<T>, records: readonly T[]) =>
    records.map((r) => toItem(entity, r, audit) as unknown as Record<string, unknown>);
  await putItems(items(MerchandiserChargeEntity, charges), { lanes: 8 });
  say(`  charges written, ${seconds()} s`);
  await putItems(items(CustomerChargeEntity, customerCharges), { lanes: 8 });
  say(`  customer charges written, ${seconds()} s`);
  await putItems(
    [
      ...items(MiscChargeEntity, miscCharges),
      ...items(MerchandiserInvoiceEntity, invoices),
      ...invoices.flatMap((invoice) => markersOf(MerchandiserInvoiceEntity, invoice)),
    ],
    { lanes: 8 },
  );
  say(`  misc charges and invoices written, ${seconds()} s`);

  const notApproved = charges.filter((c) => c.approvalStatus === APPROVAL_STATUS.NotApprovedYet);
  return {
    benchWorkerId,
    benchWorkerCharges: byWorker.get(benchWorkerId)?.length ?? 0,
    notApprovedIds: notApproved
      .filter((c) => c.employeeId !== benchWorkerId && c.completedDate >= '2041-05-01')
      .map((c) => c.id),
    invoiceIds: invoices.map((i) => i.id),
    counts: {
      services: services.length,
      charges: charges.length,
      customerCharges: customerCharges.length,
      miscCharges: miscCharges.length,
      notApproved: notApproved.length,
    },
  };
}

/** The uniqueness markers of a record (invoice numbers), as the repository writes them beside it. */
function markersOf<T extends { id: number }>(entity: EntityDefinition<T>, record: T): Record<string, unknown>[] {
  return (entity.unique ?? []).flatMap((field) => {
    const keys = uniqueKey(entity, field, record);
    return keys ? [uniqueMarkerItem(keys, record.id) as Record<string, unknown>] : [];
  });
}

/** The key of `groups` whose group size is closest to `size`. */
function closestTo<K, V>(groups: Map<K, V[]>, size: number): K {
  const [best] = [...groups].sort((a, b) => Math.abs(a[1].length - size) - Math.abs(b[1].length - size))[0] ?? [];
  if (best === undefined) throw new Error('no charges seeded');
  return best;
}

/** chargeService's pricing without its reads: the team lead's charge of a service and its customer line. */
function pricingOf(demo: Demo) {
  const employees = new Map(demo.employees.map((e) => [e.id, e]));
  const jobs = new Map(demo.jobs.map((j) => [j.id, j]));
  const provinceCode = new Map(demo.provinces.map((p) => [p.id, p.code]));
  const overrides = groupBy(demo.payRateOverrides, (o) => o.employeeId);
  const company = demo.companyInfo[0];
  const taxOf = (code: string | undefined) => (company ? taxTreatmentOf(code, company) : undefined);
  const chargeOf = (service: Service, id: number, customerChargeId: number): MerchandiserCharge => {
    const employee = employees.get(service.merchandiserId as number) as Employee;
    const job = jobs.get(service.jobId) as Job;
    const completedDate = completedDateOf(service);
    const hoursForBilling = service.reportedHours ?? service.timeLimit;
    const rate = resolvePayRate({
      serviceRate: service,
      overrides: overrides.get(employee.id) ?? [],
      workerHourlyRate: employee.hourlyRate,
      jobId: job.id,
      productId: service.productId,
      serviceTypeId: service.serviceTypeId,
      completedDate,
    });
    const allExceptions = chargeExceptionsOf({
      ...service,
      hoursForBilling,
      completedDate,
      rateSource: rate.rateSource,
    });
    return {
      id,
      serviceId: service.id,
      employeeId: employee.id,
      merchandiser: `${employee.firstName} ${employee.lastName}`,
      category: service.category,
      isHelper: false,
      completedDate,
      dateReportSubmitted: service.dateReportSubmitted,
      jobId: job.id,
      jobNumber: job.jobNumber,
      jobDescription: job.description,
      jobProductId: service.jobProductId,
      product: service.productName,
      retailer: service.retailerName,
      storeId: service.storeId,
      storeDescription: `${service.storeNumber} - ${service.storeName}`,
      serviceType: service.serviceType ?? '',
      provinceCode: provinceCode.get(service.provinceId),
      acctManagerId: service.acctManagerId,
      supervisorId: employee.supervisorId,
      ...rate,
      reportedHours: hoursForBilling,
      hoursForBilling,
      amountCents: payAmountCents(rate, hoursForBilling),
      allExceptions,
      approvalStatus:
        allExceptions.length === 0 ? APPROVAL_STATUS.ApprovedAutomatically : APPROVAL_STATUS.NotApprovedYet,
      customerChargeId,
    };
  };
  const customerLineOf = (charge: MerchandiserCharge) =>
    customerChargeOf(
      charge,
      jobs.get(charge.jobId) as Job,
      taxOf(charge.provinceCode),
      charge.customerChargeId as number,
    );
  return { chargeOf, customerLineOf, taxOf };
}

/** 10,000 approved 'Other' misc charges over the year's workers; the bench worker gets 50 of them. */
function buildMiscCharges(
  demo: Demo,
  benchWorkerId: number,
  firstId: number,
  random: ReturnType<typeof createRandom>,
): MiscCharge[] {
  const workers = demo.employees.filter((e) => e.isMerchandiser && !e.inactive && e.id !== benchWorkerId);
  const benchWorker = demo.employees.find((e) => e.id === benchWorkerId) as Employee;
  return Array.from({ length: MISC_CHARGES }, (_, i) => {
    const worker = i < BENCH_WORKER_MISC ? benchWorker : random.pick(workers);
    return {
      id: firstId + i,
      employeeId: worker.id,
      merchandiser: `${worker.firstName} ${worker.lastName}`,
      supervisorId: worker.supervisorId,
      dateEntered: addDays(MONEY_YEAR.from, random.int(0, 364)),
      description: 'Other - supplies bought for the reset',
      miscChargeId: OTHER_TYPE.id,
      miscCharge: OTHER_TYPE.name,
      isGSTApplicable: true,
      isEmployeeInvoicing: true,
      isCustomerBilling: false,
      amountCents: random.int(500, 6_000),
      isNoJobs: true,
      jobIds: [],
      serviceIds: [],
      allJobs: '',
      approvalStatus: APPROVAL_STATUS.ApprovedByManager,
      approvedBy: BY,
      approvedAt: `${MONEY_YEAR.from}T12:00:00.000Z`,
    };
  });
}

/**
 * 1,000 submitted merchandiser invoices of batch 0, one per worker × month of January to April (the bench worker
 * left out), each claiming its worker's approved charges and misc charges of the month (set on the records before
 * they are written), with totals and tax from the product's invoiceMoneyOf.
 */
async function invoiceWorkerMonths(
  demo: Demo,
  charges: MerchandiserCharge[],
  miscCharges: MiscCharge[],
  benchWorkerId: number,
): Promise<MerchandiserInvoice[]> {
  const approved = (status: number) =>
    status === APPROVAL_STATUS.ApprovedAutomatically || status === APPROVAL_STATUS.ApprovedByManager;
  const monthKey = (employeeId: number, date: string) => `${employeeId}#${date.slice(0, 7)}`;
  const chargesOf = groupBy(
    charges.filter((c) => approved(c.approvalStatus)),
    (c) => monthKey(c.employeeId, c.completedDate),
  );
  const miscOf = groupBy(miscCharges, (m) => monthKey(m.employeeId, m.dateEntered));
  // A worker whose payroll is on hold is never exported (the export refuses them): not among the 1,000.
  const workers = demo.employees.filter(
    (e) => e.isMerchandiser && !e.inactive && !e.isPayrollOnHold && e.id !== benchWorkerId,
  );
  const slots = INVOICED_MONTHS.flatMap((month) =>
    workers.filter((w) => chargesOf.has(`${w.id}#${month}`)).map((worker) => ({ worker, month })),
  ).slice(0, SEEDED_INVOICES);
  const [firstId, firstNumber] = await Promise.all([
    nextId(MerchandiserInvoiceEntity.name, slots.length),
    nextId(MERCHANDISER_INVOICE_NUMBER_COUNTER, slots.length),
  ]);
  const company = demo.companyInfo[0];
  const provinceCode = new Map(demo.provinces.map((p) => [p.id, p.code]));
  return slots.map(({ worker, month }, i) => {
    const id = firstId + i;
    const invoiceNum = firstNumber + i;
    const claimed = chargesOf.get(`${worker.id}#${month}`) ?? [];
    const claimedMisc = miscOf.get(`${worker.id}#${month}`) ?? [];
    for (const c of [...claimed, ...claimedMisc]) Object.assign(c, { invoiceId: id, invoiceNum });
    const money = invoiceMoneyOf(
      claimed,
      claimedMisc,
      workerTaxOf(worker, provinceCode.get(worker.provinceId ?? 0), company as Parameters<typeof workerTaxOf>[2]),
    );
    const toDate = addDays(`${month}-01`, 40).slice(0, 7);
    return {
      id,
      invoiceNum,
      state: 'submitted',
      dateIssued: addDays(`${toDate}-01`, -1),
      employeeId: worker.id,
      empFullname: `${worker.firstName} ${worker.lastName}`,
      supervisorId: worker.supervisorId,
      fromDate: `${month}-01`,
      toDate: addDays(`${toDate}-01`, -1),
      chargeIds: claimed.map((c) => c.id),
      miscChargeIds: claimedMisc.map((m) => m.id),
      servicesAmountCents: money.servicesAmountCents,
      miscAmountCents: money.miscAmountCents,
      taxLines: money.taxLines,
      amountCents: money.amountCents,
      batchNum: 0,
      submittedAt: `${addDays(`${toDate}-01`, -1)}T12:00:00.000Z`,
      submittedBy: BY,
    };
  });
}
