import type { Availability } from '@shelfline/shared/contracts/availability.contract';
import type { EmployeeOption } from '@shelfline/shared/contracts/employee-list.contract';
import type { ScheduledWorkRow } from '@shelfline/shared/contracts/employee-scheduled-work.contract';
import type { EmployeeSearchRow } from '@shelfline/shared/contracts/employee-search.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import type { Employee } from '../../functions/data/entities/employee.entity.ts';
import type { Store } from '../../functions/data/entities/store.entity.ts';
import { listAllJobs } from '../../functions/data/master-data/jobs.repository.ts';
import { listRetailers, listStoresOfRetailer } from '../../functions/data/master-data/master-data.repository.ts';
import {
  generalAvailabilities,
  scheduledWork,
  vacations,
} from '../../functions/data/people/worker-records.repository.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestWorker } from '../support/workers.ts';

/*
 * Availability statuses end to end, the search's filters, scheduled work and workers by job, on workers of this
 * file's own (written with the repositories, so nothing of the demo logins changes).
 */
const run = Date.now();
const lastName = `Avail${run}`;
const tokens: Record<string, string> = {};

// A future Monday-to-Sunday window (at least a week ahead).
const inAWeek = addDays(todayIso(), 7);
const monday = addDays(inAWeek, (8 - new Date(`${inAWeek}T00:00:00Z`).getUTCDay()) % 7);
const sunday = addDays(monday, 6);
const window = `startDate=${monday}&endDate=${sunday}`;

const WEEKDAYS_8H = Object.fromEntries(
  ['1', '2', '3', '4', '5'].map((d) => [
    d,
    { start: '9:00 AM', end: '5:00 PM', availableHours: 8, desiredHours: null },
  ]),
);

let store: Store;
let otherStore: Store;
let job: { id: number; jobNumber: string };
const ids = {} as Record<'available' | 'full' | 'partial' | 'over' | 'inactive' | 'far', number>;

async function createWorker(firstName: string, fields: Partial<Employee>): Promise<number> {
  const id = await createTestWorker({
    code: `av${run}${firstName.toLowerCase()}`,
    firstName,
    lastName,
    isMerchandiser: true,
    supervisorId: 3,
    provinceId: store.provinceId,
    province: store.province,
    cityId: store.cityId,
    city: store.city,
    latitude: store.latitude,
    longitude: store.longitude,
    ...fields,
  });
  await generalAvailabilities.create(
    id,
    {
      id: 0,
      employeeId: id,
      dailyAvailabilities: WEEKDAYS_8H,
      weeklyHoursMinimum: null,
      weeklyHoursMaximum: 40,
      weeklyHoursPreferred: null,
    },
    'test',
  );
  return id;
}

async function addWork(employeeId: number, startDate: string, endDate: string, hours: number) {
  await scheduledWork.create(
    employeeId,
    {
      employeeId,
      retailerId: store.retailerId,
      retailer: 'Test retailer',
      storeId: store.id,
      storeNumber: String(store.storeNumber),
      jobId: job.id,
      jobNumber: job.jobNumber,
      startDate,
      endDate,
      hours,
      isSchedule: true,
    },
    'test',
  );
}

beforeAll(async () => {
  for (const code of ['admin', 'am', 'sup', 'merch', 'hr', 'crm']) tokens[code] = (await signIn(code)).token;
  const located: Store[] = [];
  for (const retailer of await listRetailers()) {
    const page = await listStoresOfRetailer(retailer.id, { limit: 50 });
    located.push(...page.items.filter((s) => s.latitude && s.longitude));
    if (located.length > 1) break;
  }
  [store, otherStore] = located as [Store, Store];
  const jobs = await listAllJobs();
  job = jobs[0] as { id: number; jobNumber: string };

  const far = { latitude: (store.latitude ?? 0) + 5, longitude: store.longitude };
  ids.available = await createWorker('Anna', {
    latitude: (store.latitude ?? 0) + 0.2, // about 22 km north
    commodityIds: [901, 902],
    servedRetailerIds: [store.retailerId],
    hasCar: true,
  });
  ids.full = await createWorker('Bert', { travelCityIds: [otherStore.cityId], provinceId: otherStore.provinceId });
  ids.partial = await createWorker('Cleo', {});
  ids.over = await createWorker('Dave', { commodityIds: [902] });
  ids.inactive = await createWorker('Emma', { inactive: true });
  ids.far = await createWorker('Finn', { ...far, supervisorId: 2 });

  await vacations.create(
    ids.full,
    {
      employeeId: ids.full,
      startDate: addDays(monday, -2),
      endDate: addDays(monday, 4),
      isVacation: true,
      isPartial: false,
      enteredBy: 'Test',
    },
    'test',
  );
  await vacations.create(
    ids.partial,
    {
      employeeId: ids.partial,
      startDate: `${addDays(monday, 1)}T09:00:00`,
      endDate: `${addDays(monday, 1)}T12:00:00`,
      isVacation: false,
      isPartial: true,
      enteredBy: 'Test',
    },
    'test',
  );
  // Dave: 12 h on Tuesday (8 offered), and work before the window that must not count.
  await addWork(ids.over, addDays(monday, 1), addDays(monday, 1), 12);
  await addWork(ids.over, addDays(monday, -10), addDays(monday, -9), 5);
  // Anna: 10 h over Monday–Tuesday, within her hours.
  await addWork(ids.available, monday, addDays(monday, 1), 10);
});

const availability = (id: number, token = tokens.admin, query = window) =>
  api<Availability>('GET', `employees/${id}/availability?${query}`, { token });

describe('GET employees/{id}/availability', () => {
  it('answers Available with the days, hours offered and assigned', async () => {
    const result = await availability(ids.available);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      employeeId: ids.available,
      status: 'Available',
      details: [],
      startDate: monday,
      endDate: sunday,
      availableHours: 40,
      assignedHours: 10,
    });
    expect(result.body.days).toHaveLength(7);
    expect(result.body.days[0]).toEqual({
      date: monday,
      availableHours: 8,
      assignedHours: 5,
      timeOff: 'none',
      source: 'general',
    });
  });

  it('answers FullyBlocked when a vacation takes every offered hour', async () => {
    const result = await availability(ids.full);
    expect(result.body.status).toBe('FullyBlocked');
    expect(result.body.details).toEqual([`Vacation ${addDays(monday, -2)} to ${addDays(monday, 4)}`]);
    expect(result.body.availableHours).toBe(0);
  });

  it('answers PartiallyBlocked for a partial day off', async () => {
    const result = await availability(ids.partial);
    expect(result.body.status).toBe('PartiallyBlocked');
    expect(result.body.details).toEqual([`Off ${addDays(monday, 1)} 9:00 AM to 12:00 PM`]);
    expect(result.body.availableHours).toBe(37);
    expect(result.body.days[1]).toMatchObject({ availableHours: 5, timeOff: 'partial' });
  });

  it('answers OverAllocated when a day has more work than hours, ignoring work before the window', async () => {
    const result = await availability(ids.over);
    expect(result.body.status).toBe('OverAllocated');
    expect(result.body.details).toEqual([`${addDays(monday, 1)}: 12 h assigned, 8 h available`]);
    expect(result.body.assignedHours).toBe(12);
  });

  it('answers Inactive for an inactive worker', async () => {
    const result = await availability(ids.inactive);
    expect(result.body.status).toBe('Inactive');
    expect(result.body.details).toEqual(['Inactive']);
  });

  it('defaults the window to today and the next 27 days', async () => {
    const result = await availability(ids.available, tokens.sup, '');
    expect(result.status).toBe(200);
    expect(result.body.startDate).toBe(todayIso());
    expect(result.body.endDate).toBe(addDays(todayIso(), 27));
    expect(result.body.days).toHaveLength(28);
  });

  it('answers account managers and supervisors, refuses merchandisers, HR and CRM users', async () => {
    expect((await availability(ids.available, tokens.am)).status).toBe(200);
    expect((await availability(ids.available, tokens.sup)).status).toBe(200);
    for (const code of ['merch', 'hr', 'crm'])
      expect((await availability(ids.available, tokens[code])).status).toBe(403);
    expect((await api('GET', `employees/${ids.available}/availability`)).status).toBe(401);
  });

  it('answers 404 for an unknown worker and 400 naming the field for a bad window', async () => {
    expect((await availability(99_999_999)).status).toBe(404);
    const reversed = await availability(ids.available, tokens.admin, `startDate=${sunday}&endDate=${monday}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ errors: { endDate: expect.any(Array) } });
    const pastEnd = await availability(ids.available, tokens.admin, 'endDate=2000-01-01');
    expect(pastEnd.status).toBe(400);
    expect(pastEnd.body).toMatchObject({ errors: { endDate: expect.any(Array) } });
    const bad = await availability(ids.available, tokens.admin, 'startDate=2026-13-45');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { startDate: expect.any(Array) } });
  });
});

describe('GET employees/search', () => {
  const search = (query: string, token = tokens.admin) =>
    api<EmployeeSearchRow[]>('GET', `employees/search?name=${lastName}&${query}`, { token });
  const names = (rows: EmployeeSearchRow[]) => rows.map((r) => r.firstName);

  it('finds active merchandisers by name with their availability over the window', async () => {
    const result = await search(window);
    expect(result.status).toBe(200);
    expect(names(result.body).sort()).toEqual(['Anna', 'Bert', 'Cleo', 'Dave', 'Finn']);
    const anna = result.body.find((r) => r.id === ids.available);
    expect(anna).toMatchObject({
      name: `Anna ${lastName}`,
      hasCar: true,
      distance: null,
      availableHours: 30,
      availability: { status: 'Available', details: [] },
      inactive: false,
      supervisorId: 3,
      supervisorName: expect.any(String),
    });
    const statuses = Object.fromEntries(result.body.map((r) => [r.firstName, r.availability.status]));
    expect(statuses).toMatchObject({ Bert: 'FullyBlocked', Cleo: 'PartiallyBlocked', Dave: 'OverAllocated' });
  });

  it('includes inactive workers on request', async () => {
    const result = await search(`${window}&includeInactive=true`);
    expect(names(result.body)).toContain('Emma');
    expect(result.body.find((r) => r.firstName === 'Emma')?.availability.status).toBe('Inactive');
  });

  it('keeps workers within a distance of a store, nearest first', async () => {
    const result = await search(`storeId=${store.id}&distance=50&${window}`);
    expect(result.status).toBe(200);
    expect(names(result.body)).not.toContain('Finn');
    expect(result.body[result.body.length - 1]?.firstName).toBe('Anna');
    expect(result.body.find((r) => r.firstName === 'Anna')?.distance).toBeGreaterThan(15);
    expect(result.body.find((r) => r.firstName === 'Anna')?.distance).toBeLessThan(30);
    const any = await search(`storeId=${store.id}&distance=10000`);
    expect(names(any.body)).toContain('Finn');
    expect(any.body[any.body.length - 1]?.firstName).toBe('Finn');
  });

  it('filters on free hours, commodities, retailers served and supervisors', async () => {
    expect(names((await search(`minimumAvailability=30&${window}`)).body).sort()).toEqual(['Anna', 'Cleo', 'Finn']);
    expect(names((await search(`minimumAvailability=38&${window}`)).body)).toEqual(['Finn']);
    expect(names((await search('commodityIds=902')).body).sort()).toEqual(['Anna', 'Dave']);
    expect(names((await search('commodityIds=901,999')).body)).toEqual(['Anna']);
    expect(names((await search(`retailerIds=${store.retailerId}`)).body)).toEqual(['Anna']);
    expect(names((await search('supervisorIds=2')).body)).toEqual(['Finn']);
  });

  it('filters on where workers live or travel to', async () => {
    const province = `provinceId=${otherStore.provinceId}&cityIds=${otherStore.cityId}`;
    const travel = names((await search(`${province}&isTravel=true`)).body);
    expect(travel).toEqual(['Bert']);
    expect(names((await search(`provinceId=${otherStore.provinceId}&isTravel=true`)).body)).toEqual(['Bert']);
    expect(names((await search(`${province}&isReside=false`)).body)).toEqual(['Bert']);
    const reside = names((await search(`provinceId=${store.provinceId}&cityIds=${store.cityId}&isReside=true`)).body);
    expect(reside).toContain('Anna');
    if (store.provinceId !== otherStore.provinceId) expect(reside).not.toContain('Bert');
    const either = names((await search(`provinceId=${otherStore.provinceId}&cityIds=${otherStore.cityId}`)).body);
    expect(either).toContain('Bert');
  });

  it('answers 404 for an unknown store, 400 for a distance without a store, 403 for merchandisers', async () => {
    expect((await search('storeId=99999999&distance=10')).status).toBe(404);
    const noStore = await search('distance=10');
    expect(noStore.status).toBe(400);
    expect(noStore.body).toMatchObject({ errors: { storeId: expect.any(Array) } });
    const long = await search(`startDate=${monday}&endDate=${addDays(monday, 400)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ errors: { endDate: expect.any(Array) } });
    expect((await search(window, tokens.merch)).status).toBe(403);
    expect((await search(window, tokens.hr)).status).toBe(200);
  });
});

describe('GET employees/{id}/scheduledWork and employees/byJob', () => {
  it("lists a worker's scheduled work, newest first", async () => {
    const result = await api<ScheduledWorkRow[]>('GET', `employees/${ids.over}/scheduledWork`, { token: tokens.sup });
    expect(result.status).toBe(200);
    expect(result.body.map((r) => r.startDate)).toEqual([addDays(monday, 1), addDays(monday, -10)]);
    expect(result.body[0]).toMatchObject({ hours: 12, jobId: job.id, jobNumber: job.jobNumber, isSchedule: true });
    expect((await api('GET', 'employees/99999999/scheduledWork', { token: tokens.admin })).status).toBe(404);
    expect((await api('GET', `employees/${ids.over}/scheduledWork`, { token: tokens.merch })).status).toBe(403);
  });

  it('lists the workers with work of a job starting in the window, by name', async () => {
    const result = await api<EmployeeOption[]>(
      'GET',
      `employees/byJob?jobId=${job.id}&fromDate=${monday}&toDate=${sunday}`,
      { token: tokens.hr },
    );
    expect(result.status).toBe(200);
    const mine = result.body.filter((w) => w.lastName === lastName).map((w) => w.firstName);
    expect(mine).toEqual(['Anna', 'Dave']);
    const before = await api<EmployeeOption[]>(
      'GET',
      `employees/byJob?jobId=${job.id}&fromDate=${addDays(monday, -10)}&toDate=${addDays(monday, -10)}`,
      { token: tokens.admin },
    );
    expect(before.body.filter((w) => w.lastName === lastName).map((w) => w.firstName)).toEqual(['Dave']);
  });

  it('answers 404 for an unknown job, 400 for a missing or reversed window, 403 for merchandisers', async () => {
    const path = (q: string) => api('GET', `employees/byJob?${q}`, { token: tokens.admin });
    expect((await path(`jobId=99999999&fromDate=${monday}&toDate=${sunday}`)).status).toBe(404);
    const reversed = await path(`jobId=${job.id}&fromDate=${sunday}&toDate=${monday}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ errors: { toDate: expect.any(Array) } });
    expect((await path(`fromDate=${monday}&toDate=${sunday}`)).body).toMatchObject({
      errors: { jobId: expect.any(Array) },
    });
    const merch = await api('GET', `employees/byJob?jobId=${job.id}&fromDate=${monday}&toDate=${sunday}`, {
      token: tokens.merch,
    });
    expect(merch.status).toBe(403);
  });
});
