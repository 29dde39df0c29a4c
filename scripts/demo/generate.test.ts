import {
  GeneralAvailabilityInputSchema,
  SpecialAvailabilityInputSchema,
  VacationInputSchema,
} from '@shelfline/shared/contracts/availability.contract';
import { SENSITIVE_FIELDS } from '@shelfline/shared/contracts/employee-sensitive.contract';
import { TravelInfoInputSchema } from '@shelfline/shared/contracts/profile.contract';
import { describe, expect, it } from 'vitest';
import { rolesOfEmployee } from '../../functions/data/entities/employee.entity.ts';
import { CANADA_BOUNDS, CITY_SEEDS } from './canada.ts';
import { DEFAULT_DEMO_SEED, DEMO_COUNTS, DEMO_LOGINS, DEMO_PASSWORD, generateDemoData } from './generate.ts';
import { createRandom } from './random.ts';
import { addDays, mondayOf, WORK_WEEKS_AHEAD, WORK_WEEKS_BACK } from './worker-profiles.ts';

/** Country 1 of 001 §5: letter, digit, letter, optional space or hyphen, digit, letter, digit. */
const CANADIAN_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

/** A fixed day (a Wednesday): the calendar data is placed around its week. */
const TODAY = '2026-11-18';
const data = generateDemoData(DEFAULT_DEMO_SEED, { today: TODAY });

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const value of values) {
    if (seen.has(value)) repeated.push(value);
    seen.add(value);
  }
  return repeated;
}

function insideCanada(point: { latitude?: number; longitude?: number }): boolean {
  const { latitude = Number.NaN, longitude = Number.NaN } = point;
  return (
    latitude >= CANADA_BOUNDS.minLatitude &&
    latitude <= CANADA_BOUNDS.maxLatitude &&
    longitude >= CANADA_BOUNDS.minLongitude &&
    longitude <= CANADA_BOUNDS.maxLongitude
  );
}

describe('random', () => {
  it('repeats its sequence for a seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draws = (r: typeof a) => [
      r.next(),
      r.int(1, 6),
      r.float(0, 1, 3),
      r.pick(['x', 'y', 'z']),
      r.shuffle([1, 2, 3, 4]),
    ];
    expect(draws(a)).toEqual(draws(b));
  });

  it('keeps int within its bounds', () => {
    const r = createRandom(7);
    const values = Array.from({ length: 1000 }, () => r.int(3, 5));
    expect(new Set(values)).toEqual(new Set([3, 4, 5]));
  });
});

describe('generateDemoData', () => {
  it('is deterministic for a seed and a day, and differs between seeds', { timeout: 30_000 }, () => {
    expect(generateDemoData(DEFAULT_DEMO_SEED, { today: TODAY })).toEqual(data);
    expect(generateDemoData(1, { today: TODAY })).toEqual(generateDemoData(1, { today: TODAY }));
    expect(generateDemoData(1, { today: TODAY }).stores).not.toEqual(data.stores);
  });

  it('moves only the calendar with the day', { timeout: 30_000 }, () => {
    const later = generateDemoData(DEFAULT_DEMO_SEED, { today: '2027-03-03' });
    expect(later.stores).toEqual(data.stores);
    expect(later.jobs).toEqual(data.jobs);
    expect(later.employees.map((e) => [e.id, e.code, e.supervisorId])).toEqual(
      data.employees.map((e) => [e.id, e.code, e.supervisorId]),
    );
    expect(later.employeePrivates).toEqual(data.employeePrivates);
    expect(later.generalAvailabilities).toEqual(data.generalAvailabilities);
    expect(later.scheduledWork[0]?.startDate).not.toBe(data.scheduledWork[0]?.startDate);
  });

  it('has the expected counts', () => {
    expect(data.stores).toHaveLength(DEMO_COUNTS.stores);
    expect(data.stores).toHaveLength(2000);
    expect(data.employees).toHaveLength(300);
    expect(data.jobs).toHaveLength(40);
    expect(data.provinces).toHaveLength(13);
    expect(data.retailers.length).toBeGreaterThanOrEqual(8);
    expect(data.retailers.length).toBeLessThanOrEqual(12);
    expect(data.cities.length).toBeGreaterThanOrEqual(55);
    expect(data.serviceTypes).toHaveLength(8);
    expect(data.suppliers.length).toBeGreaterThanOrEqual(12);
    expect(data.products.length).toBeGreaterThanOrEqual(25);
    expect(data.consumerGroups.length).toBeGreaterThanOrEqual(6);
  });

  it('uses the spec province codes, NF for Newfoundland and Labrador', () => {
    expect(data.provinces.map((p) => p.code).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NF', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(data.provinces.find((p) => p.code === 'NF')?.fullName).toBe('Newfoundland and Labrador');
    expect(data.countries.find((c) => c.id === 1)?.fullName).toBe('Canada');
  });

  it('has unique ids per entity', () => {
    for (const [name, records] of Object.entries(data)) {
      if (name === 'demoLogins') continue;
      // One general availability (id 0) and one private item per worker.
      const perWorker = name === 'generalAvailabilities' || name === 'employeePrivates';
      const ids = (records as { id: number; employeeId: number }[]).map((r) => String(perWorker ? r.employeeId : r.id));
      expect(duplicates(ids), name).toEqual([]);
    }
  });

  it('has unique store numbers per retailer, login codes, job numbers and codes', () => {
    expect(duplicates(data.stores.map((s) => `${s.retailerId}#${s.storeNumber}`))).toEqual([]);
    expect(duplicates(data.employees.map((e) => e.code.toLowerCase()))).toEqual([]);
    expect(duplicates(data.supplierUsers.map((u) => u.userName.toLowerCase()))).toEqual([]);
    expect(duplicates(data.employees.map((e) => e.email ?? ''))).toEqual([]);
    expect(duplicates(data.jobs.map((j) => j.jobNumber))).toEqual([]);
    for (const list of [data.retailers, data.suppliers, data.serviceTypes, data.consumerGroups, data.products]) {
      expect(duplicates(list.map((r) => r.code.toLowerCase()))).toEqual([]);
    }
  });

  it('spreads stores over every retailer and many cities', () => {
    for (const retailer of data.retailers) {
      expect(data.stores.filter((s) => s.retailerId === retailer.id).length).toBeGreaterThan(50);
    }
    expect(new Set(data.stores.map((s) => s.cityId)).size).toBeGreaterThan(50);
  });

  it('keeps store references consistent with the cities and provinces', () => {
    const cityById = new Map(data.cities.map((c) => [c.id, c]));
    const provinceById = new Map(data.provinces.map((p) => [p.id, p]));
    for (const store of data.stores) {
      const city = cityById.get(store.cityId);
      expect(city?.name).toBe(store.city);
      expect(city?.provinceId).toBe(store.provinceId);
      expect(provinceById.get(store.provinceId)?.fullName).toBe(store.province);
      expect(store.isTravelAssociated).toBe(city?.isTravelRegion);
    }
  });

  it('gives valid Canadian postal codes in the city forward sortation area', () => {
    const fsaByCity = new Map(CITY_SEEDS.map((c, i) => [i + 1, c.fsa]));
    for (const place of [...data.stores, ...data.employees]) {
      expect(place.postalCode).toMatch(CANADIAN_POSTAL_CODE);
      expect(place.postalCode?.slice(0, 3)).toBe(fsaByCity.get(place.cityId ?? 0));
      // Canada Post never uses D, F, I, O, Q or U.
      expect(place.postalCode).not.toMatch(/[DFIOQU]/);
    }
  });

  it('places stores, employees and cities inside Canada', () => {
    for (const point of [...data.stores, ...data.employees, ...data.cities]) {
      expect(insideCanada(point), JSON.stringify(point)).toBe(true);
    }
  });

  it('gives every merchandiser an active supervisor', () => {
    const byId = new Map(data.employees.map((e) => [e.id, e]));
    const merchandisers = data.employees.filter((e) => e.isMerchandiser);
    expect(merchandisers.length).toBeGreaterThanOrEqual(240);
    for (const merchandiser of merchandisers) {
      const supervisor = byId.get(merchandiser.supervisorId ?? 0);
      expect(supervisor?.isSupervisor, merchandiser.code).toBe(true);
      expect(supervisor?.inactive, merchandiser.code).toBe(false);
      expect(supervisor?.id).not.toBe(merchandiser.id);
    }
  });

  it('has the mix of roles of a field-merchandising company', () => {
    const count = (flag: (e: (typeof data.employees)[number]) => boolean) => data.employees.filter(flag).length;
    expect(count((e) => e.isSupervisor)).toBe(20);
    expect(count((e) => e.isHelper)).toBeGreaterThan(5);
    expect(count((e) => e.isAccountManager)).toBeGreaterThanOrEqual(3);
    expect(count((e) => e.isAdministrator)).toBeGreaterThanOrEqual(2);
    expect(count((e) => e.isCrmUser)).toBeGreaterThanOrEqual(1);
    expect(count((e) => e.isHr)).toBeGreaterThanOrEqual(1);
    expect(count((e) => e.inactive)).toBeGreaterThan(0);
    expect(count((e) => e.inactive)).toBeLessThan(20);
    // Everyone but the single-role demo logins holds a main role (001 §5).
    const demoCodes = new Set(DEMO_LOGINS.map((l) => l.code));
    for (const e of data.employees.filter((e) => !demoCodes.has(e.code))) {
      expect(e.isMerchandiser || e.isAdministrator || e.isAccountManager, e.code).toBe(true);
    }
  });

  it('has the seven demo logins with their roles', () => {
    expect(DEMO_PASSWORD).toBe('Shelfline!1');
    expect(data.demoLogins.map((l) => [l.code, l.role])).toEqual([
      ['admin', 'admin'],
      ['am', 'accountManager'],
      ['sup', 'supervisor'],
      ['merch', 'merchandiser'],
      ['crm', 'crmUser'],
      ['hr', 'hr'],
      ['cust', 'customer'],
    ]);
    for (const login of data.demoLogins) {
      if (login.personType === 'employee') {
        const employee = data.employees.find((e) => e.id === login.personId);
        expect(employee?.code).toBe(login.code);
        expect(employee?.inactive).toBe(false);
        expect(rolesOfEmployee(employee as NonNullable<typeof employee>)).toEqual([login.role]);
        expect([employee?.firstName, employee?.lastName]).toEqual([login.givenName, login.familyName]);
      } else {
        const user = data.supplierUsers.find((u) => u.id === login.personId);
        expect(user?.userName).toBe(login.code);
        expect(user?.isInactive).toBe(false);
        expect(data.suppliers.find((s) => s.id === user?.supplierId)?.isInactive).toBe(false);
      }
    }
    const sup = data.employees.find((e) => e.code === 'sup');
    expect(data.employees.find((e) => e.code === 'merch')?.supervisorId).toBe(sup?.id);
  });

  it('gives jobs a retailer, a supplier and one to three products', () => {
    const retailerIds = new Set(data.retailers.map((r) => r.id));
    const supplierById = new Map(data.suppliers.map((s) => [s.id, s]));
    const productIds = new Set(data.products.map((p) => p.id));
    const serviceTypeIds = new Set(data.serviceTypes.map((s) => s.id));
    for (const job of data.jobs) {
      expect(job.jobNumber).toMatch(/^\d{2}-\d{4}$/);
      expect(retailerIds.has(job.retailerId)).toBe(true);
      expect(supplierById.get(job.supplierId)?.name).toBe(job.supplier);
      const own = data.jobProducts.filter((p) => p.jobId === job.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const jp of own) {
        expect(productIds.has(jp.productId)).toBe(true);
        expect(serviceTypeIds.has(jp.serviceTypeId)).toBe(true);
      }
      if (job.endDate) expect(job.endDate > (job.startDate ?? '')).toBe(true);
    }
  });
});

describe('generateDemoData: the people side', () => {
  const monday = mondayOf(TODAY);
  const sunday = addDays(monday, 6);
  const employeeById = new Map(data.employees.map((e) => [e.id, e]));
  const storeById = new Map(data.stores.map((s) => [s.id, s]));
  const jobById = new Map(data.jobs.map((j) => [j.id, j]));
  const retailerById = new Map(data.retailers.map((r) => [r.id, r]));
  const listItem = new Map(data.systemListItems.map((i) => [i.id, i]));
  const fieldWorkers = data.employees.filter((e) => e.isMerchandiser);
  const active = fieldWorkers.filter((e) => !e.inactive);
  const merch = data.employees.find((e) => e.code === 'merch');
  const of = <T extends { employeeId: number }>(records: readonly T[], id: number | undefined) =>
    records.filter((r) => r.employeeId === id);

  it('has the expected counts and stays a quick load', () => {
    expect(data.employeePrivates).toHaveLength(fieldWorkers.length);
    const withGeneral = new Set(data.generalAvailabilities.map((g) => g.employeeId));
    const notSet = active.filter((e) => !withGeneral.has(e.id)).length;
    expect(notSet / active.length).toBeGreaterThan(0.04);
    expect(notSet / active.length).toBeLessThan(0.16);
    const away = new Set(data.vacations.map((v) => v.employeeId)).size;
    expect(away / active.length).toBeGreaterThan(0.12);
    expect(away / active.length).toBeLessThan(0.3);
    expect(data.specialAvailabilities.length).toBeGreaterThan(10);
    expect(data.employeeComments.length).toBeGreaterThan(20);
    expect(data.payRateOverrides.length).toBeGreaterThan(10);
    expect(data.scheduledWork.length).toBeGreaterThan(5000);
    // Every record is one item; markers and counters add a few hundred (planogram rows two markers each). Service
    // content (reports, pictures) adds ~4,000 since issue 15, planograms and orders ~4,300 since issue 16.
    const records = Object.entries(data)
      .filter(([name]) => name !== 'demoLogins')
      .reduce((sum, [, list]) => sum + (list as unknown[]).length, 0);
    expect(records).toBeLessThan(28_000);
  });

  it('keeps the sensitive fields off the worker records, in a private item of each field worker', () => {
    for (const employee of data.employees) {
      for (const field of SENSITIVE_FIELDS) expect(employee, employee.code).not.toHaveProperty(field);
    }
    for (const item of data.employeePrivates) {
      expect(employeeById.get(item.employeeId)?.isMerchandiser).toBe(true);
      expect(item.sin).toMatch(/^\d{9}$/);
      expect(luhn(item.sin ?? '')).toBe(true);
      expect(item.bank).toMatch(/^\d{3}$/);
      expect(item.transit).toMatch(/^\d{5}$/);
      expect(item.account).toMatch(/^\d{7,12}$/);
    }
  });

  it('fills the profile, payroll and travel fields from the system lists and cities', () => {
    const cityById = new Map(data.cities.map((c) => [c.id, c]));
    const inList = (id: number | undefined, list: string) => listItem.get(id ?? 0)?.systemListId === list;
    for (const e of data.employees) {
      expect(inList(e.employmentTypeId, 'EMPTYP'), e.code).toBe(true);
      expect(inList(e.employmentStatusId, 'EMPSTA'), e.code).toBe(true);
      expect(listItem.get(e.employmentStatusId ?? 0)?.itemCode === 'ACT').toBe(!e.inactive);
      expect(e.languages?.length, e.code).toBeGreaterThan(0);
      for (const language of e.languages ?? []) {
        expect(inList(language.languageId, 'LANG')).toBe(true);
        expect(listItem.get(language.languageId)?.value).toBe(language.language);
      }
      if (!e.isMerchandiser) continue;
      expect(inList(e.hoursAvailableId, 'WRKHRS'), e.code).toBe(true);
      expect(e.positionsApplied?.map((p) => listItem.get(p.id)?.value)).toContain('Merchandiser');
      for (const id of e.commodityIds ?? []) expect(inList(id, 'PRDCAT') && !listItem.get(id)?.inactive).toBe(true);
      expect(e.commodityIds?.length).toBeGreaterThan(0);
      expect(e.travelLowKmRate).toBeLessThan(e.travelHighKmRate ?? 0);
      const travel = TravelInfoInputSchema.safeParse({
        hasCar: e.hasCar,
        maximumTravelDistance: e.maximumTravelDistance,
        preferedTravelDistance: e.preferedTravelDistance,
        travelCities: (e.travelCityIds ?? []).map((cityId) => ({ cityId })),
      });
      expect(travel.error?.issues, e.code).toBeUndefined();
      for (const id of e.travelCityIds ?? []) {
        expect(cityById.get(id)?.provinceId).toBe(e.provinceId);
        expect(id).not.toBe(e.cityId);
      }
    }
    // Quebec workers speak French; the others English.
    for (const e of fieldWorkers) {
      const spoken = (e.languages ?? []).map((l) => l.language);
      expect(spoken, e.code).toContain(e.province === 'Quebec' ? 'French' : 'English');
    }
    const logins = data.employees.filter((e) => e.hasLogin).map((e) => e.code);
    expect(logins).toEqual(DEMO_LOGINS.filter((l) => l.personType === 'employee').map((l) => l.code));
  });

  it('gives general availability that the profile screen accepts', () => {
    for (const general of data.generalAvailabilities) {
      expect(employeeById.get(general.employeeId)?.isMerchandiser).toBe(true);
      expect(general.id).toBe(0);
      const parsed = GeneralAvailabilityInputSchema.safeParse(general);
      expect(parsed.error?.issues, String(general.employeeId)).toBeUndefined();
      expect(Object.keys(general.dailyAvailabilities).length).toBeGreaterThan(0);
      const offered = Object.values(general.dailyAvailabilities).reduce((sum, d) => sum + (d?.availableHours ?? 0), 0);
      expect(general.weeklyHoursMaximum ?? 0).toBeLessThanOrEqual(offered);
    }
    for (const special of data.specialAvailabilities) {
      expect(SpecialAvailabilityInputSchema.safeParse(special).error?.issues).toBeUndefined();
      expect(mondayOf(special.startDate)).toBe(special.startDate);
      expect(special.endDate).toBe(addDays(special.startDate, 6));
    }
  });

  it('has vacations and off time in the past and upcoming, full and partial', () => {
    for (const vacation of data.vacations) {
      expect(vacation.startDate <= vacation.endDate).toBe(true);
      expect(VacationInputSchema.safeParse(vacation).error?.issues, JSON.stringify(vacation)).toBeUndefined();
    }
    expect(data.vacations.some((v) => v.endDate.slice(0, 10) < TODAY)).toBe(true);
    expect(data.vacations.some((v) => v.startDate.slice(0, 10) > TODAY)).toBe(true);
    expect(data.vacations.some((v) => v.isPartial)).toBe(true);
    expect(data.vacations.some((v) => !v.isVacation && !v.isPartial)).toBe(true);
  });

  it("schedules active merchandisers at their province's stores, for jobs of the store's retailer", () => {
    const first = addDays(monday, -7 * WORK_WEEKS_BACK);
    const last = addDays(monday, 7 * WORK_WEEKS_AHEAD + 7);
    const ids = data.scheduledWork.map((w) => w.id);
    expect(ids).toEqual(ids.map((_, i) => i + 1));
    // Nine thousand rows: the problems are collected, then compared once.
    const problems: string[] = [];
    const rowsOf = new Map<number, typeof data.scheduledWork>();
    for (const work of data.scheduledWork) {
      rowsOf.set(work.employeeId, [...(rowsOf.get(work.employeeId) ?? []), work]);
      const worker = employeeById.get(work.employeeId);
      const store = storeById.get(work.storeId ?? 0);
      const job = jobById.get(work.jobId ?? 0);
      const checks: [string, boolean][] = [
        ['active merchandiser', worker?.isMerchandiser === true && !worker.inactive],
        ["store of the row's retailer", store?.retailerId === work.retailerId],
        ["job of the row's retailer", job?.retailerId === work.retailerId],
        ["store in the worker's province", store?.provinceId === worker?.provinceId],
        ['active store', store?.isInactive === false],
        ['store number', String(store?.storeNumber) === work.storeNumber],
        ['job number', job?.jobNumber === work.jobNumber],
        ['retailer name', retailerById.get(work.retailerId ?? 0)?.name === work.retailer],
        ['inside the window', work.startDate >= first && work.endDate <= last],
        ['start not after end', work.startDate <= work.endDate],
        ['1 to 6 hours', work.hours >= 1 && work.hours <= 6],
        ['live up to this week', work.startDate > sunday || work.isSchedule],
      ];
      for (const [what, ok] of checks) if (!ok) problems.push(`service ${work.id}: ${what}`);
    }
    for (const worker of active) {
      const rows = rowsOf.get(worker.id) ?? [];
      // A service most weeks: only time off empties a week.
      const weeks = new Set(rows.map((r) => mondayOf(r.startDate))).size;
      if (weeks < WORK_WEEKS_BACK + WORK_WEEKS_AHEAD - 3) problems.push(`${worker.code}: work in ${weeks} weeks`);
      const served = [...new Set(rows.map((r) => r.retailerId ?? 0))].sort((a, b) => a - b);
      if (JSON.stringify(served) !== JSON.stringify(worker.servedRetailerIds)) problems.push(`${worker.code}: served`);
    }
    expect(problems).toEqual([]);
    expect(data.scheduledWork.some((w) => !w.isSchedule)).toBe(true);
  }, 30_000);

  it('over-allocates some workers in some week', () => {
    const maximum = new Map(data.generalAvailabilities.map((g) => [g.employeeId, g.weeklyHoursMaximum ?? 40]));
    const weekly = new Map<string, number>();
    for (const w of data.scheduledWork) {
      const key = `${w.employeeId}#${mondayOf(w.startDate)}`;
      weekly.set(key, (weekly.get(key) ?? 0) + w.hours);
    }
    const over = new Set(
      [...weekly]
        .filter(([key, hours]) => hours > (maximum.get(Number(key.split('#')[0])) ?? 40))
        .map(([key]) => key.split('#')[0]),
    );
    expect(over.size).toBeGreaterThan(5);
    expect(over.size).toBeLessThan(active.length / 5);
  });

  it('gives comments and pay rate overrides that reference demo jobs, products and service types', () => {
    for (const comment of data.employeeComments) {
      expect(comment.enteredBy).toBe('admin');
      expect(comment.enteredDate < `${TODAY}T23:59`).toBe(true);
      expect(comment.subject.length).toBeGreaterThan(0);
    }
    const serviceTypeIds = new Set(data.serviceTypes.map((s) => s.id));
    for (const o of data.payRateOverrides) {
      if (o.jobId !== undefined) expect(jobById.has(o.jobId)).toBe(true);
      if (o.productId !== undefined) expect(data.products.some((p) => p.id === o.productId)).toBe(true);
      if (o.serviceTypeId !== undefined) expect(serviceTypeIds.has(o.serviceTypeId)).toBe(true);
      expect((o.rateFlat === undefined) !== (o.ratePerHour === undefined)).toBe(true);
      if (o.startDate && o.endDate) expect(o.startDate <= o.endDate).toBe(true);
    }
  });

  it('gives the merch login a week of office hours, two vacations, a special week and work this week and next', () => {
    const general = of(data.generalAvailabilities, merch?.id)[0];
    expect(Object.keys(general?.dailyAvailabilities ?? {}).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(general?.dailyAvailabilities['1']).toEqual({
      start: '9:00 AM',
      end: '5:00 PM',
      availableHours: 8,
      desiredHours: null,
    });
    const away = of(data.vacations, merch?.id);
    expect(away.filter((v) => v.endDate < TODAY)).toHaveLength(1);
    expect(away.filter((v) => v.startDate > TODAY)).toHaveLength(1);
    const special = of(data.specialAvailabilities, merch?.id);
    expect(special.map((s) => s.startDate.slice(0, 7))).toEqual(['2026-12']);
    const work = of(data.scheduledWork, merch?.id);
    expect(work.some((w) => w.startDate >= monday && w.startDate <= sunday)).toBe(true);
    expect(work.some((w) => w.startDate > sunday && w.startDate <= addDays(sunday, 7))).toBe(true);
    expect(merch?.servedRetailerIds?.length).toBe(2);
    expect(of(data.employeeComments, merch?.id).length).toBeGreaterThan(0);
    expect(of(data.payRateOverrides, merch?.id).length).toBeGreaterThan(0);
    // No work on the days off.
    for (const vacation of away) {
      expect(work.some((w) => w.startDate <= vacation.endDate && w.endDate >= vacation.startDate)).toBe(false);
    }
  });
});

/** The check digit rule of a SIN. */
function luhn(digits: string): boolean {
  const sum = [...digits].reduce((total, char, i) => {
    const value = i % 2 === 1 ? Number(char) * 2 : Number(char);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return sum % 10 === 0;
}
