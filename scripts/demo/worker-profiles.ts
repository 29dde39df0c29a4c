/**
 * The people side of the demo (issue 4): profile, payroll and travel fields of every worker, the private item
 * (SIN and banking) of field workers, general and special availability, vacations and off time, scheduled work,
 * comments and pay rate overrides.
 *
 * Dates are relative to `today` (the calendar week it falls in): the same seed and the same day give deep-equal
 * output. Two random streams of their own keep the rest of the demo unchanged: one for what does not depend on the
 * day (profiles, patterns), one for the calendar.
 */
import { timeOfMinutes, type Weekday } from '@shelfline/shared/contracts/availability.contract';
import type { SystemListCode } from '@shelfline/shared/contracts/system-list.contract';
import type {
  GeneralAvailabilityRecord,
  SpecialAvailabilityRecord,
  StoredDailyAvailabilities,
  StoredDailyAvailability,
  VacationRecord,
} from '../../functions/data/entities/availability.entity.ts';
import type { City } from '../../functions/data/entities/city.entity.ts';
import type { Employee, EmployeePrivate } from '../../functions/data/entities/employee.entity.ts';
import type { EmployeeComment } from '../../functions/data/entities/employee-comment.entity.ts';
import type { Job } from '../../functions/data/entities/job.entity.ts';
import type { JobProduct } from '../../functions/data/entities/job-product.entity.ts';
import type { PayRateOverride } from '../../functions/data/entities/pay-rate-override.entity.ts';
import type { Province } from '../../functions/data/entities/province.entity.ts';
import type { Retailer } from '../../functions/data/entities/retailer.entity.ts';
import type { ScheduledWork } from '../../functions/data/entities/scheduled-work.entity.ts';
import type { ServiceType } from '../../functions/data/entities/service-type.entity.ts';
import type { Store } from '../../functions/data/entities/store.entity.ts';
import type { SystemListItem } from '../../functions/data/entities/system-list-item.entity.ts';
import { groupBy } from './group-by.ts';
import { createRandom, type Random } from './random.ts';

/** The `PRIVATE` item of a worker (pk `EMPLOYEE#<id>`, sk `PRIVATE`). */
export interface EmployeePrivateRecord extends EmployeePrivate {
  employeeId: number;
}

export interface WorkerRecords {
  employeePrivates: EmployeePrivateRecord[];
  generalAvailabilities: GeneralAvailabilityRecord[];
  specialAvailabilities: SpecialAvailabilityRecord[];
  vacations: VacationRecord[];
  scheduledWork: ScheduledWork[];
  employeeComments: EmployeeComment[];
  payRateOverrides: PayRateOverride[];
}

export interface WorkerProfileInput {
  seed: number;
  /** 'YYYY-MM-DD': the day the demo is generated for. */
  today: string;
  employees: Employee[];
  cities: readonly City[];
  provinces: readonly Province[];
  retailers: readonly Retailer[];
  stores: readonly Store[];
  jobs: readonly Job[];
  jobProducts: readonly JobProduct[];
  serviceTypes: readonly ServiceType[];
  systemListItems: readonly SystemListItem[];
  /** Login codes of the employees who can sign in (the demo logins). */
  loginCodes: ReadonlySet<string>;
}

/** Weeks of scheduled work around the current one. */
export const WORK_WEEKS_BACK = 8;
export const WORK_WEEKS_AHEAD = 8;

type Pattern = 'fullTime' | 'partTime' | 'weekend';

/** A weekday (0 Sunday … 6 Saturday) with its window in minutes after midnight and its hours. */
type DayPlan = { start: number; end: number; hours: number };
type WeekPlan = Partial<Record<Weekday, DayPlan>>;

interface WorkPair {
  retailer: Retailer;
  job: Job;
  stores: Store[];
}

const HOUR = 60;

export function generateWorkerProfiles(input: WorkerProfileInput): WorkerRecords {
  const random = createRandom(input.seed + 1);
  const calendar = createRandom(input.seed + 2);
  const lists = systemLists(input.systemListItems);
  const cityById = new Map(input.cities.map((c) => [c.id, c]));
  const provinceById = new Map(input.provinces.map((p) => [p.id, p]));
  const merch = input.employees.find((e) => e.code === 'merch');
  const admin = input.employees.find((e) => e.code === 'admin');
  const enteredByAdmin = admin?.code ?? 'admin';

  const records: WorkerRecords = {
    employeePrivates: [],
    generalAvailabilities: [],
    specialAvailabilities: [],
    vacations: [],
    scheduledWork: [],
    employeeComments: [],
    payRateOverrides: [],
  };

  // ---- profiles, payroll, travel: independent of the day
  const plans = new Map<number, WeekPlan>();
  for (const employee of input.employees) {
    const province = provinceById.get(employee.provinceId ?? 0)?.code ?? '';
    const fieldWorker = employee.isMerchandiser;
    const pattern: Pattern =
      !fieldWorker || employee.isSupervisor || employee === merch
        ? 'fullTime'
        : random.weighted(
            [
              ['fullTime', 45],
              ['partTime', 35],
              ['weekend', 20],
            ] as const,
            ([, w]) => w,
          )[0];
    const contractor = fieldWorker && !employee.isSupervisor && employee !== merch && random.chance(0.12);

    employee.hasLogin = input.loginCodes.has(employee.code);
    employee.employmentTypeId = lists.id(
      'EMPTYP',
      contractor ? 'CON' : pattern === 'fullTime' ? 'FT' : pattern === 'partTime' ? 'PT' : 'CAS',
    );
    employee.employmentStatusId = lists.id('EMPSTA', employee.inactive ? random.pick(['TER', 'RES']) : 'ACT');
    employee.languages = languagesOf(random, lists, province, cityById.get(employee.cityId ?? 0)?.name ?? '');
    employee.isOnlinePayrol = random.chance(0.85);
    employee.isPayrollOnHold = employee.inactive ? random.chance(0.5) : random.chance(0.02);
    employee.isGstApplicable = contractor;
    if (contractor) employee.gstNumber = `${random.int(70_000, 89_999)} ${random.int(1000, 9999)} RT0001`;
    employee.contractSigned = fieldWorker ? random.chance(0.92) : true;
    employee.subContractSigned = contractor;
    employee.policyDiscussed = random.chance(0.88);
    if (!fieldWorker) continue;

    employee.hoursAvailableId = lists.id(
      'WRKHRS',
      pattern === 'weekend' ? 'WKE' : pattern === 'partTime' ? random.pick(['WKD', 'ANY']) : 'WKD',
    );
    employee.positionsApplied = positionsOf(random, lists, employee);
    employee.commodityIds = random
      .sample(lists.active('PRDCAT'), random.int(1, 4))
      .map((item) => item.id)
      .sort((a, b) => a - b);
    employee.minHourlyRate = Math.max(17.2, Math.round(((employee.hourlyRate ?? 18) - random.int(1, 4) / 2) * 4) / 4);
    if (employee.dateStarted) employee.resumeEnteredDate = addDays(employee.dateStarted, -random.int(7, 60));
    if (employee.isHelper) employee.helperInfo = random.pick(HELPER_INFO);
    // The worker form takes travel rates in steps of 0.1 (001 §5).
    employee.travelHighKmRate = random.int(6, 7) / 10;
    employee.travelLowKmRate = random.int(4, 5) / 10;
    employee.travelPerHourRate = random.int(30, 40) / 2;
    employee.hasCar = pattern === 'weekend' ? random.chance(0.6) : random.chance(0.88);
    const maximum = employee.hasCar ? random.int(6, 30) * 5 : random.int(2, 5) * 5;
    employee.maximumTravelDistance = maximum;
    employee.preferedTravelDistance = Math.max(5, Math.round((maximum * random.int(40, 80)) / 500) * 5);
    employee.travelCityIds = travelCities(random, employee, input.cities, maximum);

    records.employeePrivates.push({
      employeeId: employee.id,
      sin: sinOf(random, province),
      bank: random.pick(BANKS),
      transit: String(random.int(10_000, 99_999)),
      account: Array.from({ length: random.int(7, 12) }, (_, i) => random.int(i === 0 ? 1 : 0, 9)).join(''),
    });

    // The weekly pattern; about one active worker in ten never saved one ('Daily Availability Not Set').
    if (employee.inactive) continue;
    const general = employee === merch ? officeHours() : weekPlanOf(random, pattern);
    plans.set(employee.id, general);
    if (employee === merch || employee.isSupervisor || !random.chance(0.1)) {
      records.generalAvailabilities.push({
        id: 0,
        employeeId: employee.id,
        dailyAvailabilities: stored(general),
        ...weeklyHoursOf(random, pattern, general),
      });
    }
  }

  // ---- the calendar around today's week
  const monday = mondayOf(input.today);
  const windowStart = addDays(monday, -7 * WORK_WEEKS_BACK);
  const windowEnd = addDays(monday, 7 * WORK_WEEKS_AHEAD + 6);
  const active = input.employees.filter((e) => e.isMerchandiser && !e.inactive);
  const storesByProvince = groupBy(
    input.stores.filter((s) => !s.isInactive),
    (s) => s.provinceId,
  );
  const jobsByRetailer = groupBy(input.jobs, (j) => j.retailerId);
  const productsByJob = groupBy(input.jobProducts, (p) => p.jobId);
  let vacationId = 0;
  let specialId = 0;
  let serviceId = 0;
  let commentId = 0;
  let overrideId = 0;

  for (const worker of active) {
    const isMerch = worker === merch;
    const saved = records.generalAvailabilities.find((g) => g.employeeId === worker.id);
    const notSet = saved === undefined;
    // Without a saved pattern, supervisors still book the worker on weekdays.
    const general = (saved && plans.get(worker.id)) || officeHours();
    const weeklyMaximum = saved?.weeklyHoursMaximum ?? 40;

    // Special weeks: Monday to Sunday with a pattern of their own.
    const specials = new Map<string, WeekPlan>();
    const addSpecial = (startDate: string, plan: WeekPlan) => {
      specials.set(startDate, plan);
      records.specialAvailabilities.push({
        id: ++specialId,
        employeeId: worker.id,
        startDate,
        endDate: addDays(startDate, 6),
        dailyAvailabilities: stored(plan),
      });
    };
    const nextMonth = firstMondayOfNextMonth(input.today);
    if (isMerch) {
      addSpecial(nextMonth, {
        '1': { start: 7 * HOUR, end: 13 * HOUR, hours: 6 },
        '2': { start: 7 * HOUR, end: 13 * HOUR, hours: 6 },
        '4': { start: 12 * HOUR, end: 20 * HOUR, hours: 8 },
      });
    } else if (!notSet && calendar.chance(0.15)) {
      addSpecial(addDays(monday, 7 * calendar.int(-3, 6)), specialPlanOf(calendar, general));
    }

    // Vacations and off time: some past, some upcoming.
    const away = new Set<string>();
    const addVacation = (startDate: string, endDate: string, isVacation: boolean, isPartial: boolean) => {
      records.vacations.push({
        id: ++vacationId,
        employeeId: worker.id,
        startDate,
        endDate,
        isVacation,
        isPartial,
        enteredBy: calendar.chance(0.7) ? worker.code : enteredByAdmin,
      });
      for (let day = startDate.slice(0, 10); day <= endDate.slice(0, 10); day = addDays(day, 1)) away.add(day);
    };
    if (isMerch) {
      addVacation(addDays(monday, -33), addDays(monday, -31), true, false);
      // Monday to Friday three weeks ahead, or four when the special week falls there.
      const upcoming = addDays(monday, addDays(monday, 21) === nextMonth ? 28 : 21);
      addVacation(upcoming, addDays(upcoming, 4), true, false);
    } else if (calendar.chance(0.2)) {
      for (let n = calendar.int(1, 2); n > 0; n--) {
        const start = addDays(monday, calendar.int(-7 * WORK_WEEKS_BACK, 7 * (WORK_WEEKS_AHEAD + 2)));
        const kind = calendar.weighted(
          [
            ['vacation', 55],
            ['off', 25],
            ['partial', 20],
          ] as const,
          ([, w]) => w,
        )[0];
        if (kind === 'vacation') addVacation(start, addDays(start, calendar.int(1, 9)), true, false);
        else if (kind === 'off') addVacation(start, start, false, false);
        else {
          const from = 6 * HOUR + calendar.int(8, 28) * 15;
          const to = from + calendar.int(4, 16) * 15;
          addVacation(`${start}T${clock(from)}`, `${start}T${clock(to)}`, calendar.chance(0.3), true);
        }
      }
    }

    // Scheduled work: stores of the worker's province nearest to home, jobs of those stores' retailers.
    const pairs = workPairsOf(calendar, worker, isMerch ? 2 : calendar.int(1, 3), {
      storesByProvince,
      jobsByRetailer,
      retailers: input.retailers,
      windowStart,
      windowEnd,
    });
    if (pairs.length === 0) continue;
    const overAllocatedWeek = isMerch ? undefined : calendar.chance(0.08) ? calendar.int(-1, 4) : undefined;
    const lastService = serviceId;
    for (let week = -WORK_WEEKS_BACK; week <= WORK_WEEKS_AHEAD; week++) {
      const weekStart = addDays(monday, 7 * week);
      const plan = specials.get(weekStart) ?? general;
      const left = new Map<string, number>();
      for (let d = 0; d < 7; d++) {
        const date = addDays(weekStart, d);
        const day = plan[weekdayOf(date)];
        if (day && !away.has(date)) left.set(date, day.hours);
      }
      let weekLeft = weeklyMaximum;
      // One to four services a week, fewer planned the further ahead (about 28 rows per worker: a quick load).
      const weights = week > 4 ? [75, 25] : week > 2 ? [50, 35, 15] : [45, 35, 15, 5];
      const wanted =
        calendar.weighted([1, 2, 3, 4].slice(0, weights.length), (n) => weights[n - 1] ?? 0) +
        (isMerch && week >= 0 && week <= 1 ? 1 : 0);
      const add = (date: string, hours: number, span: number) => {
        const pair = calendar.pick(pairs);
        const store = calendar.pick(pair.stores);
        records.scheduledWork.push({
          id: ++serviceId,
          employeeId: worker.id,
          retailerId: pair.retailer.id,
          retailer: pair.retailer.name,
          storeId: store.id,
          storeNumber: String(store.storeNumber),
          jobId: pair.job.id,
          jobNumber: pair.job.jobNumber,
          startDate: date,
          endDate: addDays(date, span),
          hours,
          isSchedule: week <= 0 || calendar.chance(week <= 2 ? 0.8 : 0.4),
          isTeamLead: worker.isSupervisor && calendar.chance(0.5) ? true : undefined,
        });
      };
      for (let n = 0; n < wanted; n++) {
        const open = [...left].filter(([, hours]) => hours >= 1);
        if (open.length === 0 || weekLeft < 1) break;
        const [date, dayLeft] = calendar.pick(open);
        const hours = calendar.int(1, Math.min(6, Math.floor(dayLeft), Math.floor(weekLeft)));
        // A few services run over two days; their hours spread over both.
        const next = addDays(date, 1);
        const span = (left.get(next) ?? 0) >= hours / 2 && calendar.chance(0.15) ? 1 : 0;
        if (span) {
          left.set(date, dayLeft - hours / 2);
          left.set(next, (left.get(next) ?? 0) - hours / 2);
        } else left.set(date, dayLeft - hours);
        weekLeft -= hours;
        add(date, hours, span);
      }
      if (week === overAllocatedWeek) {
        // More than the worker offers: a long day and a week over the maximum (OverAllocated in the draft screens).
        const days = [...left.keys()];
        let extra = weeklyMaximum - weekLeft;
        for (let i = 0; extra <= weeklyMaximum + 4 && days.length > 0; i++) {
          add(days[i % days.length] as string, 6, 0);
          extra += 6;
        }
      }
    }
    const rows = records.scheduledWork.slice(lastService);
    worker.servedRetailerIds = [...new Set(rows.map((r) => r.retailerId ?? 0))].sort((a, b) => a - b);
    const worked = rows.filter((r) => r.isSchedule && r.endDate <= input.today).map((r) => r.endDate);
    if (worked.length > 0) worker.lastWorkedDate = worked.sort().at(-1);

    // Comments and pay rate overrides, entered by an administrator.
    if (isMerch || calendar.chance(0.15)) {
      for (let n = isMerch ? 1 : calendar.int(1, 3); n > 0; n--) {
        const [subject, body] = calendar.pick(COMMENTS);
        const date = addDays(input.today, -calendar.int(3, 400));
        records.employeeComments.push({
          id: ++commentId,
          employeeId: worker.id,
          enteredBy: enteredByAdmin,
          enteredDate: `${date}T${clock(8 * HOUR + calendar.int(0, 36) * 15)}.000Z`,
          subject,
          body,
        });
      }
    }
    if (isMerch || calendar.chance(0.1)) {
      for (let n = isMerch ? 2 : calendar.int(1, 2); n > 0; n--) {
        const pair = calendar.pick(pairs);
        const product = calendar.chance(0.5) ? calendar.pick(productsByJob.get(pair.job.id) ?? []) : undefined;
        const flat = calendar.chance(0.3);
        records.payRateOverrides.push({
          id: ++overrideId,
          employeeId: worker.id,
          jobId: calendar.chance(0.8) ? pair.job.id : undefined,
          productId: product?.productId,
          serviceTypeId:
            product?.serviceTypeId ?? (calendar.chance(0.3) ? calendar.pick(input.serviceTypes).id : undefined),
          startDate: calendar.chance(0.5) ? addDays(windowStart, calendar.int(0, 28)) : undefined,
          endDate: calendar.chance(0.3) ? addDays(windowEnd, calendar.int(0, 60)) : undefined,
          rateFlat: flat ? calendar.int(10, 32) * 2.5 : undefined,
          ratePerHour: flat ? undefined : Math.round(((worker.hourlyRate ?? 19) + calendar.int(2, 8) / 2) * 100) / 100,
        });
      }
    }
  }
  return records;
}

// ------------------------------------------------------------------------------------------ availability

/** Monday to Friday, 9:00 AM to 5:00 PM, 8 hours a day. */
function officeHours(): WeekPlan {
  const day = { start: 9 * HOUR, end: 17 * HOUR, hours: 8 };
  return { '1': day, '2': day, '3': day, '4': day, '5': day };
}

/** The general weekly pattern: office hours on weekdays, three short days, or weekends. */
function weekPlanOf(random: Random, pattern: Pattern): WeekPlan {
  if (pattern === 'fullTime') {
    const start = random.weighted([9 * HOUR, 8 * HOUR, 7 * HOUR], (s) => (s === 9 * HOUR ? 6 : 2));
    const day = { start, end: start + 8 * HOUR, hours: 8 };
    const plan: WeekPlan = { '1': day, '2': day, '3': day, '4': day, '5': day };
    if (random.chance(0.2)) plan['6'] = { start: 9 * HOUR, end: 14 * HOUR, hours: 4 };
    return plan;
  }
  if (pattern === 'partTime') {
    const start = random.pick([9 * HOUR, 10 * HOUR, 13 * HOUR]);
    const day = { start, end: start + (start === 10 * HOUR ? 6 : 4) * HOUR, hours: 4 };
    const days = random.sample(['1', '2', '3', '4', '5'] as const, 3);
    return Object.fromEntries(days.map((d) => [d, day]));
  }
  const plan: WeekPlan = {
    '6': { start: 8 * HOUR, end: 18 * HOUR, hours: 8 },
    '0': { start: 10 * HOUR, end: 18 * HOUR, hours: random.pick([6, 8]) },
  };
  if (random.chance(0.4)) plan['5'] = { start: 16 * HOUR, end: 21 * HOUR, hours: 4 };
  return plan;
}

function weeklyHoursOf(
  random: Random,
  pattern: Pattern,
  plan: WeekPlan,
): Pick<GeneralAvailabilityRecord, 'weeklyHoursMinimum' | 'weeklyHoursMaximum' | 'weeklyHoursPreferred'> {
  const offered = Object.values(plan).reduce((sum, d) => sum + d.hours, 0);
  const maximum = Math.min(offered, pattern === 'fullTime' ? 40 : offered);
  const minimum = pattern === 'fullTime' ? random.pick([16, 20, 24]) : random.pick([4, 6, 8]);
  const preferred = Math.max(minimum, maximum - random.int(0, 4) * 2);
  return {
    weeklyHoursMinimum: Math.min(minimum, maximum),
    weeklyHoursMaximum: maximum,
    weeklyHoursPreferred: random.chance(0.8) ? preferred : null,
  };
}

/** A special week: fewer days (appointments, school) or a longer week (a reset season). */
function specialPlanOf(random: Random, general: WeekPlan): WeekPlan {
  if (random.chance(0.5)) {
    const kept = random.sample(Object.keys(general) as Weekday[], Math.max(1, Object.keys(general).length - 2));
    return Object.fromEntries(kept.map((d) => [d, general[d]]));
  }
  const day = { start: 7 * HOUR, end: 19 * HOUR, hours: 10 };
  return { '1': day, '2': day, '3': day, '4': day, '5': day, '6': { start: 8 * HOUR, end: 16 * HOUR, hours: 8 } };
}

function stored(plan: WeekPlan): StoredDailyAvailabilities {
  const result: StoredDailyAvailabilities = {};
  for (const [weekday, day] of Object.entries(plan) as [Weekday, DayPlan][]) {
    const stored: StoredDailyAvailability = {
      start: timeOfMinutes(day.start),
      end: timeOfMinutes(day.end),
      availableHours: day.hours,
      desiredHours: null,
    };
    result[weekday] = stored;
  }
  return result;
}

// ----------------------------------------------------------------------------------------------- work

/**
 * One to three retailers with stores near the worker (their province, nearest first) and a job of each: the jobs
 * still running around the window first, else the retailer's active jobs.
 */
function workPairsOf(
  random: Random,
  worker: Employee,
  retailerCount: number,
  context: {
    storesByProvince: ReadonlyMap<number, Store[]>;
    jobsByRetailer: ReadonlyMap<number, Job[]>;
    retailers: readonly Retailer[];
    windowStart: string;
    windowEnd: string;
  },
): WorkPair[] {
  const { storesByProvince, jobsByRetailer, retailers, windowStart, windowEnd } = context;
  const nearby = [...(storesByProvince.get(worker.provinceId ?? 0) ?? [])]
    .map((store) => ({ store, km: distanceKm(worker, store) }))
    .sort((a, b) => a.km - b.km);
  const byRetailer = groupBy(
    nearby.filter((n) => jobsByRetailer.has(n.store.retailerId)),
    (n) => n.store.retailerId,
  );
  const candidates = [...byRetailer.entries()]
    .map(([retailerId, near]) => ({ retailerId, near: near.slice(0, 5) }))
    .sort((a, b) => (a.near[0]?.km ?? 0) - (b.near[0]?.km ?? 0))
    .slice(0, 5);
  if (candidates.length === 0) return [];
  const chosen = random.sample(candidates, Math.min(candidates.length, retailerCount));
  return chosen
    .sort((a, b) => a.retailerId - b.retailerId)
    .flatMap(({ retailerId, near }) => {
      const retailer = retailers.find((r) => r.id === retailerId);
      const jobs = jobsByRetailer.get(retailerId) ?? [];
      const running = jobs.filter(
        (j) => !j.isInactive && (j.startDate ?? '') <= windowEnd && (j.endDate ?? '9999') >= windowStart,
      );
      const open = jobs.filter((j) => !j.isInactive);
      const pool = running.length > 0 ? running : open.length > 0 ? open : jobs;
      if (!retailer || pool.length === 0) return [];
      return random
        .sample(pool, Math.min(pool.length, random.int(1, 2)))
        .map((job) => ({ retailer, job, stores: near.map((n) => n.store) }));
    });
}

// -------------------------------------------------------------------------------------------- profile

const HELPER_INFO = [
  'Helps on resets; prefers morning shifts.',
  'Student helper, available in summer and on school breaks.',
  'Assists the lead merchandiser on large display builds.',
  'Can lift heavy cases; no ladder work.',
] as const;

const BANKS = ['001', '002', '003', '004', '006', '010', '815', '837'] as const;

const COMMENTS: readonly (readonly [string, string])[] = [
  [
    'Reset completed early',
    'Store manager called to thank us: the reset was done a day early and the aisle was spotless.',
  ],
  ['Late arrival', 'Arrived 45 minutes late at the store; reminded of the check-in time. No further action.'],
  ['Training completed', 'Completed the planogram and survey app training. Can take audits on their own now.'],
  ['Availability change', 'Will only work mornings until the end of the school term.'],
  ['Vehicle', 'Car in the shop for two weeks; assign stores reachable by transit only.'],
  ['Customer feedback', 'Supplier rep praised the endcap build photos. Consider for lead merchandiser.'],
  ['Missed photos', 'Two services closed without after photos. Reviewed the photo requirements together.'],
  ['Safety', 'Reported a broken step stool at the store; replaced. Good call.'],
];

function positionsOf(random: Random, lists: SystemLists, employee: Employee): { id: number; value?: string }[] {
  const codes = new Set(['MER']);
  if (employee.isSupervisor) codes.add('SUP').add('LMR');
  for (const code of ['LMR', 'RST', 'AUD', 'DRV']) if (random.chance(0.15)) codes.add(code);
  return [...codes].map((code) => lists.entry('POSAPP', code)).sort((a, b) => a.id - b.id);
}

/** English and/or French by province; a few workers speak another language too. */
function languagesOf(
  random: Random,
  lists: SystemLists,
  province: string,
  city: string,
): NonNullable<Employee['languages']> {
  const language = (code: string, isSpoken: boolean, isWritten: boolean) => {
    const { id, value } = lists.entry('LANG', code);
    return { languageId: id, language: value, isSpoken, isWritten };
  };
  const frenchChance =
    province === 'QC' ? 1 : province === 'NB' ? 0.35 : city === 'Ottawa' || city === 'Sudbury' ? 0.35 : 0.06;
  const french = random.chance(frenchChance);
  const english = province !== 'QC' || random.chance(0.7);
  const result = [];
  if (english || !french) result.push(language('EN', true, province !== 'QC' || random.chance(0.8)));
  if (french) result.push(language('FR', true, province === 'QC' || random.chance(0.6)));
  if (random.chance(0.12)) {
    const other = random.pick(['ES', 'PA', 'ZH', 'YUE', 'TL', 'AR', 'IT', 'PT']);
    result.push(language(other, true, random.chance(0.5)));
  }
  return result;
}

/** Cities of the worker's province within the maximum distance, nearest first; a few for drivers. */
function travelCities(random: Random, employee: Employee, cities: readonly City[], maximumKm: number): number[] {
  const others = cities
    .filter((c) => c.provinceId === employee.provinceId && c.id !== employee.cityId)
    .map((c) => ({ c, km: distanceKm(employee, c) }))
    .sort((a, b) => a.km - b.km);
  const within = others.filter((o) => o.km <= maximumKm);
  const count = employee.hasCar ? random.int(1, 4) : random.int(0, 1);
  const chosen = (within.length > 0 ? within : others.slice(0, employee.hasCar ? 1 : 0)).slice(0, count);
  return chosen.map((o) => o.c.id).sort((a, b) => a - b);
}

/** A SIN that passes the Luhn check, first digit by the region that issued it. */
function sinOf(random: Random, province: string): string {
  const first: Record<string, number> = { NB: 1, NF: 1, NS: 1, PE: 1, QC: 2, ON: 4, BC: 7, YT: 7 };
  const digits = [first[province] ?? 6, ...Array.from({ length: 7 }, () => random.int(0, 9))];
  const sum = digits.reduce((total, digit, i) => {
    const value = i % 2 === 1 ? digit * 2 : digit;
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

interface SystemLists {
  id(list: SystemListCode, itemCode: string): number;
  entry(list: SystemListCode, itemCode: string): { id: number; value: string };
  active(list: SystemListCode): SystemListItem[];
}

function systemLists(items: readonly SystemListItem[]): SystemLists {
  const entry = (list: SystemListCode, itemCode: string) => {
    const item = items.find((i) => i.systemListId === list && i.itemCode === itemCode);
    if (!item) throw new Error(`demo data: system list item ${list}/${itemCode} not found`);
    return { id: item.id, value: item.value };
  };
  return {
    entry,
    id: (list, itemCode) => entry(list, itemCode).id,
    active: (list) => items.filter((i) => i.systemListId === list && !i.inactive),
  };
}

// ---------------------------------------------------------------------------------------------- dates

/** 'YYYY-MM-DD' of a Date in the machine's time zone. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Date arithmetic is the hot spot of the calendar (tens of thousands of calls over a few hundred days): cached. */
const shifted = new Map<string, string>();
const weekdays = new Map<string, Weekday>();

export function addDays(isoDate: string, days: number): string {
  const key = `${isoDate.slice(0, 10)}|${days}`;
  let result = shifted.get(key);
  if (result === undefined) {
    const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    result = date.toISOString().slice(0, 10);
    shifted.set(key, result);
  }
  return result;
}

export function weekdayOf(isoDate: string): Weekday {
  const day = isoDate.slice(0, 10);
  let result = weekdays.get(day);
  if (result === undefined) {
    result = String(new Date(`${day}T00:00:00Z`).getUTCDay()) as Weekday;
    weekdays.set(day, result);
  }
  return result;
}

/** Monday of the week (Monday to Sunday) holding the date. */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, -((Number(weekdayOf(isoDate)) + 6) % 7));
}

function firstMondayOfNextMonth(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const first = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const monday = mondayOf(first);
  return monday < first ? addDays(monday, 7) : monday;
}

/** 540 → '09:00:00' (vacation local times). */
function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/** Equirectangular approximation: good enough for demo choices (nearest supervisor, stores and cities near a worker). */
export function distanceKm(
  a: { latitude?: number; longitude?: number },
  b: { latitude?: number; longitude?: number },
): number {
  const toRad = Math.PI / 180;
  const lat1 = (a.latitude ?? 0) * toRad;
  const lat2 = (b.latitude ?? 0) * toRad;
  const x = ((b.longitude ?? 0) - (a.longitude ?? 0)) * toRad * Math.cos((lat1 + lat2) / 2);
  const y = lat2 - lat1;
  return Math.sqrt(x * x + y * y) * 6371;
}
