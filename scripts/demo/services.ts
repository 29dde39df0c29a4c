/**
 * The live services of the demo (issue 6): one Service per scheduled-work row (same id, the row's worker as team
 * lead, earliest/latest = the row's start/end, timeLimit = its hours, isActivated = isSchedule), in states that
 * give every schedule mode, the dashboard cards and the merchandiser's week grid something to show.
 *
 * States, relative to `today` (deterministic: a random stream of its own, so the rest of the demo is unchanged):
 * - ended before today: ~90% submitted (completed and report submitted), ~5% saved, ~5% late (activated, open);
 * - current and future activated ones: open, some saved (once started);
 * - confirmation: some with an estimated date inside earliest..latest, some without a date, the rest unconfirmed;
 * - ~15% category Online; a few not-activated ones highlighted; most jobs have an account manager (half of them
 *   the `am` login's employee), copied on their services.
 * The `merch` login gets dedicated rows ({@link merchDemoWork}) in fixed states: coming due today and tomorrow,
 * unconfirmed in the next days, one confirmed without a date, one saved, and confirmed ones this week and next.
 */
import type { Employee } from '../../functions/data/entities/employee.entity.ts';
import type { Job } from '../../functions/data/entities/job.entity.ts';
import type { JobProduct } from '../../functions/data/entities/job-product.entity.ts';
import type { Product } from '../../functions/data/entities/product.entity.ts';
import type { Retailer } from '../../functions/data/entities/retailer.entity.ts';
import type { ScheduledWork } from '../../functions/data/entities/scheduled-work.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import type { ServiceType } from '../../functions/data/entities/service-type.entity.ts';
import type { Store } from '../../functions/data/entities/store.entity.ts';
import { newService } from '../../functions/domain/schedule/new-service.ts';
import { createRandom, type Random } from './random.ts';
import { addDays, mondayOf } from './worker-profiles.ts';

export interface DemoServiceInput {
  seed: number;
  /** 'YYYY-MM-DD': the day the demo is generated for. */
  today: string;
  employees: readonly Employee[];
  retailers: readonly Retailer[];
  stores: readonly Store[];
  jobs: readonly Job[];
  jobProducts: readonly JobProduct[];
  products: readonly Product[];
  serviceTypes: readonly ServiceType[];
  scheduledWork: readonly ScheduledWork[];
}

/** Why a dedicated `merch` row exists: the state its service is given. */
export type MerchCase =
  | 'dueToday'
  | 'dueTomorrow'
  | 'unconfirmedSoon'
  | 'confirmedNoDate'
  | 'saved'
  | 'confirmedThisWeek'
  | 'confirmedNextWeek'
  | 'confirmedNextWeekLate';

interface MerchPlan {
  case: MerchCase;
  start: number;
  end: number;
  hours: number;
  /** Days after `today` of the estimated date (confirmed with a date). */
  estimated?: number;
}

const TRAITS = ['Endcap', 'Seasonal aisle', 'Front of store', 'Cooler door', 'Pallet display'] as const;

/**
 * The `merch` login's dedicated rows (ids after the last row), at its own stores and jobs, so its dashboard cards
 * and week grid always have something whatever the weekday. Offsets are days from `today`; the two of next week
 * from today's Monday.
 */
export function merchDemoWork(input: Pick<DemoServiceInput, 'today' | 'employees' | 'scheduledWork'>): {
  work: ScheduledWork[];
  cases: Map<number, MerchPlan>;
} {
  const merch = input.employees.find((e) => e.code === 'merch');
  const own = input.scheduledWork.filter((w) => w.employeeId === merch?.id);
  const cases = new Map<number, MerchPlan>();
  if (!merch || own.length === 0) return { work: [], cases };
  const nextMonday = Math.round((Date.parse(addDays(mondayOf(input.today), 7)) - Date.parse(input.today)) / 86_400_000);
  const plans: MerchPlan[] = [
    { case: 'dueToday', start: 0, end: 0, hours: 2 },
    { case: 'dueTomorrow', start: 0, end: 1, hours: 3 },
    { case: 'unconfirmedSoon', start: 2, end: 3, hours: 2 },
    { case: 'confirmedNoDate', start: 1, end: 4, hours: 2 },
    { case: 'saved', start: -1, end: 3, hours: 1 },
    { case: 'confirmedThisWeek', start: 0, end: 3, hours: 2, estimated: 0 },
    { case: 'confirmedNextWeek', start: nextMonday, end: nextMonday + 2, hours: 3, estimated: nextMonday + 1 },
    { case: 'confirmedNextWeekLate', start: nextMonday + 3, end: nextMonday + 4, hours: 2, estimated: nextMonday + 4 },
  ];
  let id = input.scheduledWork.reduce((max, w) => Math.max(max, w.id), 0);
  const work = plans.map((plan, i) => {
    // Its own retailers, stores and jobs (the rows of the loop), in turn.
    const like = own[(i * 7) % own.length] as ScheduledWork;
    const row: ScheduledWork = {
      ...like,
      id: ++id,
      startDate: addDays(input.today, plan.start),
      endDate: addDays(input.today, plan.end),
      hours: plan.hours,
      isSchedule: true,
      isTeamLead: undefined,
    };
    cases.set(row.id, plan);
    return row;
  });
  return { work, cases };
}

/** One live service per scheduled-work row (see the file comment for the states). */
export function generateDemoServices(input: DemoServiceInput, merchCases = new Map<number, MerchPlan>()): Service[] {
  const random = createRandom(input.seed + 3);
  const { today } = input;
  const employeeById = new Map(input.employees.map((e) => [e.id, e]));
  const storeById = new Map(input.stores.map((s) => [s.id, s]));
  const jobById = new Map(input.jobs.map((j) => [j.id, j]));
  const retailerById = new Map(input.retailers.map((r) => [r.id, r]));
  const productById = new Map(input.products.map((p) => [p.id, p]));
  const typeName = new Map(input.serviceTypes.map((t) => [t.id, t.name]));
  const productsOfJob = new Map<number, JobProduct[]>();
  for (const jp of input.jobProducts) productsOfJob.set(jp.jobId, [...(productsOfJob.get(jp.jobId) ?? []), jp]);
  const managerOfJob = accountManagersOfJobs(random, input.jobs, input.employees);

  return input.scheduledWork.map((row) => {
    const worker = must(employeeById.get(row.employeeId), `employee ${row.employeeId}`);
    const store = must(storeById.get(row.storeId ?? 0), `store ${row.storeId}`);
    const job = must(jobById.get(row.jobId ?? 0), `job ${row.jobId}`);
    const retailer = must(retailerById.get(store.retailerId), `retailer ${store.retailerId}`);
    const jobProduct = random.pick(must(productsOfJob.get(job.id), `products of job ${job.id}`));
    const serviceType = typeName.get(jobProduct.serviceTypeId);
    const service = newService({
      id: row.id,
      store,
      retailerName: retailer.name,
      job,
      jobProduct,
      earliestDate: row.startDate,
      latestDate: row.endDate,
      timeLimit: row.hours,
      ...(serviceType ? { serviceType } : {}),
      ...(random.chance(0.2) ? { trait: random.pick(TRAITS) } : {}),
      merchandiser: { id: worker.id, name: `${worker.firstName} ${worker.lastName}`.trim() },
      category: random.chance(0.15) ? 'Online' : 'Manual',
      isActivated: row.isSchedule,
    });
    copyJobReferences(service, productById.get(jobProduct.productId), managerOfJob.get(job.id));
    const plan = merchCases.get(row.id);
    if (plan) applyMerchCase(service, plan, today, worker.code);
    else applyDemoState(random, service, today, worker.code);
    return service;
  });
}

/**
 * Copies onto a demo service what Create Service copies from its references: the product's consumer group and the
 * job's account manager (the schedule benchmark builds its services the same way).
 */
export function copyJobReferences(service: Service, product: Product | undefined, manager: Employee | undefined) {
  if (product?.consumerGroupId !== undefined) {
    service.consumerGroupId = product.consumerGroupId;
    if (product.consumerGroup) service.consumerGroup = product.consumerGroup;
  }
  if (manager) {
    service.acctManagerId = manager.id;
    service.accountManager = `${manager.firstName} ${manager.lastName}`;
  }
}

/** Half the jobs are the `am` login's, a third another account manager's, the rest have none. */
export function accountManagersOfJobs(random: Random, jobs: readonly Job[], employees: readonly Employee[]) {
  const am = employees.find((e) => e.code === 'am');
  const others = employees.filter((e) => e.isAccountManager && !e.inactive && e !== am);
  const result = new Map<number, Employee>();
  for (const job of jobs) {
    const draw = random.next();
    if (am && draw < 0.5) result.set(job.id, am);
    else if (others.length > 0 && draw < 0.85) result.set(job.id, random.pick(others));
  }
  return result;
}

/**
 * Gives a service its demo state relative to `today` (see the file comment); `by` confirms. The schedule benchmark
 * (scripts/bench/schedule.ts) seeds its services with it too.
 */
export function applyDemoState(random: Random, service: Service, today: string, by: string) {
  const ended = service.latestDate < today;
  const started = service.earliestDate <= today;
  if (!service.isActivated) {
    if (random.chance(0.12)) service.isHighlighted = true;
  } else if (ended) {
    const draw = random.next();
    if (draw < 0.9) {
      service.isSubmitted = true;
      service.completedDate = between(random, service.earliestDate, service.latestDate);
      const submitted = addDays(service.completedDate, random.int(0, 2));
      service.dateReportSubmitted = `${submitted < today ? submitted : addDays(today, -1)}T${hour(random)}:00.000Z`;
    } else if (draw < 0.95) service.isSaved = true;
    // else: late (activated, neither saved nor submitted).
  } else if (started && random.chance(0.15)) service.isSaved = true;

  // Merchandisers confirm live services only.
  const draw = random.next();
  if (!service.isActivated) return;
  const dated = service.isSubmitted ? 0.75 : 0.4;
  if (draw < dated) confirm(service, between(random, service.earliestDate, service.latestDate), today, by);
  else if (draw < dated + 0.12) confirm(service, null, today, by);
}

function applyMerchCase(service: Service, plan: MerchPlan, today: string, by: string) {
  service.isActivated = true;
  if (plan.case === 'saved') service.isSaved = true;
  if (plan.case === 'confirmedNoDate') confirm(service, null, today, by);
  if (plan.estimated !== undefined) confirm(service, addDays(today, plan.estimated), today, by);
}

function confirm(service: Service, estimatedDate: string | null, today: string, by: string) {
  const before = addDays(service.earliestDate, -3);
  service.confirmation = {
    estimatedDate,
    confirmedAt: `${before < today ? before : addDays(today, -1)}T15:30:00.000Z`,
    confirmedBy: by,
  };
}

/** A day in from..to (both included). */
function between(random: Random, from: string, to: string): string {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  return addDays(from, random.int(0, Math.max(0, days)));
}

const hour = (random: Random) =>
  `${String(random.int(14, 23)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo services: ${what} not found`);
  return value;
}
