import { AdminCreateUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { normalizeRoles } from '@shelfline/shared';
import type { Comment } from '@shelfline/shared/contracts/employee-comment.contract';
import type { PayRateOverride } from '@shelfline/shared/contracts/employee-pay-rate-override.contract';
import type { Paged } from '@shelfline/shared/contracts/list.contract';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { cognito } from '../../functions/common/aws/cognito.ts';
import { env } from '../../functions/common/env.ts';
import { listAllJobs } from '../../functions/data/master-data/jobs.repository.ts';
import {
  listAllProducts,
  listCitiesOfProvince,
  listProvinces,
  listServiceTypes,
} from '../../functions/data/master-data/master-data.repository.ts';
import { listSystemListItems } from '../../functions/data/master-data/reference-data.repository.ts';
import { findPersonByLoginCode } from '../../functions/data/people/people.repository.ts';
import { scheduledWork } from '../../functions/data/people/worker-records.repository.ts';
import { api, signIn } from '../support/local-stack.ts';
import { editableWorkerBody, letterTag, merchandiserBody, must } from '../support/workers.ts';

interface Employee {
  id: number;
  code: string;
  firstName: string;
  lastName: string;
  supervisorId?: number;
  supervisorName?: string;
  isMerchandiser: boolean;
  isSupervisor: boolean;
  isAdministrator: boolean;
  isAccountManager: boolean;
  inactive: boolean;
  country?: string;
  province?: string;
  city?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
  employmentType?: string;
  hoursAvailable?: string;
  sin?: string;
  bank?: string;
  transit?: string;
  account?: string;
  version: number;
  [key: string]: unknown;
}
interface Option {
  id: number;
  code: string;
  firstName: string;
  lastName: string;
  name: string;
  isHelper: boolean;
}
interface Row {
  id: number;
  employeeCode: string;
  firstName: string;
  lastName: string;
  role: string;
  supervisorName?: string;
  inactive: boolean;
  [key: string]: unknown;
}
interface Full {
  employee: Employee;
  travelInfo: { hasCar: boolean; travelCities: unknown[]; version: number };
  availability: { generalAvailability: { version: number }; specialAvailabilities: unknown[]; vacations: unknown[] };
  comments: { id: number; subject: string }[];
  scheduledWork: { serviceId: number; startDate: string }[];
  hasLogin: boolean;
}
type Errors = { errors: Record<string, string[]> | string };

const tag = letterTag();
const PASSWORD = 'Worker#2024a';
const SUP_ID = 3;
const MERCH_ID = 4;

const tokens: Record<string, string> = {};
let ontario: number;
let toronto: number;
let quebec: number;
let montreal: number;
let employmentTypeId: number;
let employmentTypeName: string;

beforeAll(async () => {
  const signedIn = await Promise.all(['admin', 'am', 'sup', 'merch', 'hr'].map((c) => signIn(c)));
  ['admin', 'am', 'sup', 'merch', 'hr'].forEach((c, i) => {
    tokens[c] = signedIn[i]?.token ?? '';
  });
  const provinces = await listProvinces();
  ontario = must(provinces.find((p) => p.code === 'ON')).id;
  quebec = must(provinces.find((p) => p.code === 'QC')).id;
  toronto = must((await listCitiesOfProvince(ontario)).find((c) => c.name === 'Toronto')).id;
  montreal = must((await listCitiesOfProvince(quebec)).find((c) => c.name.startsWith('Montr'))).id;
  const types = await listSystemListItems('EMPTYP');
  const type = must(types[0]);
  employmentTypeId = type.id;
  employmentTypeName = type.value;
});

/** A valid worker body: a merchandiser under `sup` in Toronto. */
function workerBody(suffix: string, extra: Record<string, unknown> = {}) {
  return merchandiserBody(
    { provinceId: ontario, cityId: toronto },
    { firstName: 'Test', lastName: `Worker${tag}${suffix}`, email: `worker.${tag}.${suffix}@example.com` },
    extra,
  );
}

async function createWorker(suffix: string, extra: Record<string, unknown> = {}): Promise<Employee> {
  const result = await api<Employee>('POST', 'Employees/create', {
    token: tokens.admin,
    body: workerBody(suffix, extra),
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

async function full(id: number, who = 'admin') {
  return api<Full>('GET', `Employees/${id}/full`, { token: tokens[who] });
}

function fieldErrors(body: unknown): Record<string, string[]> {
  const errors = (body as Errors).errors;
  return typeof errors === 'object' ? errors : {};
}

/** The roles of a token, sorted (one role is a string, several a list). */
function rolesOf(token: string): string[] {
  return [...normalizeRoles(decodeJwt(token).role as never)].sort();
}

async function authenticate(code: string, password: string) {
  return api<{ token: string }>('POST', 'user/authenticate', { body: { employeeCode: code, password } });
}

describe('picker lists', () => {
  const pickers = [
    ['administrators', 'isAdministrator', 1],
    ['HR', 'isHr', 6],
    ['supervisors', 'isSupervisor', SUP_ID],
    ['merchandisers', 'isMerchandiser', MERCH_ID],
    ['accountManagers', 'isAccountManager', 2],
  ] as const;

  it.each(pickers)('employees/%s lists active workers with the flag, by name', async (path, _flag, demoId) => {
    const result = await api<Option[]>('GET', `employees/${path}`, { token: tokens.am });
    expect(result.status).toBe(200);
    expect(result.body.some((o) => o.id === demoId)).toBe(true);
    const names = result.body.map((o) => `${o.lastName}#${o.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const o of result.body) {
      expect(o.name).toBe(`${o.firstName} ${o.lastName}`);
      expect(Object.keys(o)).not.toContain('sin');
    }
  });

  it('employees/Helpers lists helpers only, and leaves inactive workers out', async () => {
    const [helpers, all] = await Promise.all([
      api<Option[]>('GET', 'employees/Helpers', { token: tokens.sup }),
      api<Paged<Row>>('GET', 'Employees?pageSize=100&includeInactive=true&search=Merchandiser', {
        token: tokens.admin,
      }),
    ]);
    expect(helpers.status).toBe(200);
    expect(helpers.body.length).toBeGreaterThan(0);
    expect(helpers.body.every((o) => o.isHelper)).toBe(true);
    expect(all.status).toBe(200);
    const merchandisers = await api<Option[]>('GET', 'employees/merchandisers', { token: tokens.hr });
    const inactiveIds = new Set(all.body.items.filter((r) => r.inactive).map((r) => r.id));
    expect(merchandisers.body.some((o) => inactiveIds.has(o.id))).toBe(false);
  });

  it('refuses the merchandiser (403) and the anonymous caller (401)', async () => {
    expect((await api('GET', 'employees/supervisors', { token: tokens.merch })).status).toBe(403);
    expect((await api('GET', 'employees/supervisors')).status).toBe(401);
  });
});

describe('GET Employees (Workers list)', () => {
  it('pages and sorts by last name, with role names and supervisor names', async () => {
    const result = await api<Paged<Row>>('GET', 'Employees?pageNumber=2&pageSize=10', { token: tokens.admin });
    expect(result.status).toBe(200);
    expect(result.body.items).toHaveLength(10);
    expect(result.body.pageNumber).toBe(2);
    expect(result.body.totalFilteredRecords).toBeGreaterThan(250);
    const names = result.body.items.map((r) => r.lastName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(result.body.items.every((r) => !r.inactive)).toBe(true);
  });

  it("answers the spec's plain array of rows without paging parameters", async () => {
    // A search only demo workers match: other files create workers meanwhile, which would move a whole-list count.
    const [plain, page] = await Promise.all([
      api<Row[]>('GET', 'Employees?search=gagnon', { token: tokens.admin }),
      api<Paged<Row>>('GET', 'Employees?search=gagnon&pageSize=10', { token: tokens.admin }),
    ]);
    expect(plain.status).toBe(200);
    expect(Array.isArray(plain.body)).toBe(true);
    expect(plain.body.length).toBeGreaterThan(0);
    expect(plain.body).toHaveLength(page.body.totalFilteredRecords);
    const ids = new Set(plain.body.map((r) => r.id));
    expect(page.body.items.every((r) => ids.has(r.id))).toBe(true);
    expect(Object.keys(plain.body[0] ?? {})).toEqual(
      expect.arrayContaining(['id', 'employeeCode', 'firstName', 'lastName', 'role', 'startedDate', 'inactive']),
    );
  });

  it('searches by name and resolves the supervisor', async () => {
    const result = await api<Paged<Row>>('GET', 'Employees?search=gagnon&pageSize=50', { token: tokens.admin });
    const merch = must(result.body.items.find((r) => r.id === MERCH_ID));
    expect(merch).toMatchObject({ employeeCode: 'merch', role: 'Merchandiser', supervisorName: 'Priya Sharma' });
    for (const row of result.body.items) {
      for (const field of ['sin', 'bank', 'transit', 'account']) expect(row).not.toHaveProperty(field);
    }
  });

  it('leaves inactive workers out unless includeInactive=true', async () => {
    const [active, all] = await Promise.all([
      api<Paged<Row>>('GET', 'Employees?pageSize=10', { token: tokens.admin }),
      api<Paged<Row>>('GET', 'Employees?pageSize=10&includeInactive=true&sortBy=inactive&sortDesc=true', {
        token: tokens.admin,
      }),
    ]);
    expect(all.body.totalFilteredRecords - active.body.totalFilteredRecords).toBeGreaterThanOrEqual(8);
    expect(all.body.items[0]?.inactive).toBe(true);
  });

  it('filters by role', async () => {
    const result = await api<Paged<Row>>('GET', 'Employees?role=supervisor&pageSize=100', { token: tokens.admin });
    expect(result.status).toBe(200);
    expect(result.body.items.length).toBeGreaterThan(1);
    expect(result.body.items.every((r) => r.role.includes('Supervisor'))).toBe(true);
    expect(result.body.items.some((r) => r.id === SUP_ID)).toBe(true);
    const bad = await api('GET', 'Employees?role=boss', { token: tokens.admin });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toHaveProperty('role');
  });

  it.each(['am', 'sup', 'merch', 'hr'])('refuses %s (403)', async (who) => {
    expect((await api('GET', 'Employees', { token: tokens[who] })).status).toBe(403);
  });
});

describe('POST Employees/create', () => {
  it('creates the worker and a sign-in with the given password, groups from the roles', async () => {
    const code = `w${tag}given`;
    const created = await createWorker('given', {
      code,
      password: PASSWORD,
      isSupervisor: true,
      sin: '123 456 789',
      bank: '001',
      employmentTypeId,
    });
    expect(created).toMatchObject({
      code,
      supervisorId: SUP_ID,
      supervisorName: 'Priya Sharma',
      country: 'Canada',
      city: 'Toronto',
      sin: '123456789',
      bank: '001',
      employmentType: employmentTypeName,
      version: 1,
    });
    expect(created.latitude).toBeCloseTo(43.65, 1);
    expect(created).not.toHaveProperty('password');
    expect(created.longitude).toBeCloseTo(-79.38, 1);

    const signedIn = await authenticate(code, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(rolesOf(signedIn.body.token)).toEqual(['merchandiser', 'supervisor']);
    const groups = await (await cognito()).client.send(
      new AdminListGroupsForUserCommand({ UserPoolId: env.userPoolId, Username: code }),
    );
    expect((groups.Groups ?? []).map((g) => g.GroupName).sort()).toEqual(['merchandiser', 'supervisor']);
    expect((await full(created.id)).body.hasLogin).toBe(true);
  });

  it('generates a free login code from the initial and last name when none is given', async () => {
    const body = { firstName: 'Émile', lastName: `Côté ${tag}` };
    const first = await api<Employee>('POST', 'Employees/create', {
      token: tokens.admin,
      body: workerBody('x', body),
    });
    const second = await api<Employee>('POST', 'Employees/create', {
      token: tokens.admin,
      body: workerBody('y', body),
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.code).toBe(`ecote${tag}`);
    expect(second.body.code).toBe(`ecote${tag}2`);
    // Without a password the sign-in exists but cannot be used until Reset password.
    const f = await full(second.body.id);
    expect(f.body.hasLogin).toBe(true);
    expect([401, 403]).toContain((await authenticate(second.body.code, PASSWORD)).status);
    const reset = await api('PUT', `Employees/${second.body.id}/password`, {
      token: tokens.admin,
      body: { password: PASSWORD },
    });
    expect(reset.status).toBe(204);
    expect((await authenticate(second.body.code, PASSWORD)).status).toBe(200);
  });

  it('creates an inactive worker whose sign-in is refused', async () => {
    const code = `w${tag}off`;
    const created = await createWorker('off', { code, password: PASSWORD, inactive: true });
    expect(created.inactive).toBe(true);
    expect((await authenticate(code, PASSWORD)).status).toBe(403);
    const pickers = await api<Option[]>('GET', 'employees/merchandisers', { token: tokens.admin });
    expect(pickers.body.some((o) => o.id === created.id)).toBe(false);
  });

  it('answers 409 on code when the login code is taken, and writes nothing', async () => {
    const result = await api('POST', 'Employees/create', {
      token: tokens.admin,
      body: workerBody('taken', { code: 'MERCH' }),
    });
    expect(result.status).toBe(409);
    expect(fieldErrors(result.body)).toHaveProperty('code');
    const list = await api<Paged<Row>>('GET', `Employees?search=Worker${tag}taken&pageNumber=1`, {
      token: tokens.admin,
    });
    expect(list.body.totalFilteredRecords).toBe(0);
  });

  it('undoes the worker record when Cognito refuses the sign-in (nothing half-created)', async () => {
    const code = `w${tag}cognito`;
    await (await cognito()).client.send(
      new AdminCreateUserCommand({ UserPoolId: env.userPoolId, Username: code, MessageAction: 'SUPPRESS' }),
    );
    const result = await api('POST', 'Employees/create', {
      token: tokens.admin,
      body: workerBody('cognito', { code, password: PASSWORD }),
    });
    expect(result.status).toBe(409);
    expect(fieldErrors(result.body)).toHaveProperty('code');
    expect(await findPersonByLoginCode('employee', code)).toBeUndefined();
    const list = await api<Paged<Row>>('GET', `Employees?search=Worker${tag}cognito&pageNumber=1`, {
      token: tokens.admin,
    });
    expect(list.body.totalFilteredRecords).toBe(0);
  });

  it.each([
    ['HR only', { isHr: true }],
    ['CRM only', { isCrmUser: true }],
    ['supervisor only', { isSupervisor: true }],
  ])('creates a worker whose only role is %s, and re-saves them', async (name, role) => {
    const created = await createWorker(`role${name.replace(/\W/g, '')}`, {
      isMerchandiser: false,
      supervisorId: undefined,
      ...role,
    });
    const saved = await api('PUT', `Employees/${created.id}`, {
      token: tokens.admin,
      body: editableWorkerBody(created),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it.each<[string, Record<string, unknown> | (() => Record<string, unknown>), string]>([
    ['no main role', { isMerchandiser: false, isHelper: true }, 'isMerchandiser'],
    ['merchandiser without supervisor', { supervisorId: undefined }, 'supervisorId'],
    ['postal code not of the country', { postalCode: '90210' }, 'postalCode'],
    ['supervisorId of a non-supervisor', { supervisorId: MERCH_ID }, 'supervisorId'],
    ['supervisorId unknown', { supervisorId: 999_999 }, 'supervisorId'],
    ['city not in the province', () => ({ cityId: montreal }), 'cityId'],
    ['SIN not 9 digits', { sin: '12345678' }, 'sin'],
    ['province not in the country', { countryId: 2, postalCode: '90210' }, 'provinceId'],
    ['unknown employment type', { employmentTypeId: 999_999 }, 'employmentTypeId'],
    ['missing first name', { firstName: ' ' }, 'firstName'],
    ['weak password', { password: 'short' }, 'password'],
  ])('answers 400 naming the field: %s', async (_case, extra, field) => {
    const body = workerBody('bad', typeof extra === 'function' ? extra() : extra);
    const result = await api('POST', 'Employees/create', { token: tokens.admin, body });
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect(fieldErrors(result.body)).toHaveProperty(field);
  });

  it.each(['am', 'sup', 'merch', 'hr'])('refuses %s (403)', async (who) => {
    const result = await api('POST', 'Employees/create', { token: tokens[who], body: workerBody('refused') });
    expect(result.status).toBe(403);
  });
});

describe('GET Employees/{id}/full', () => {
  let worker: Employee;

  beforeAll(async () => {
    worker = await createWorker('full', { sin: '987654321', transit: '12345', account: '7654321' });
    const w = (id: number, startDate: string) => ({
      id,
      employeeId: worker.id,
      retailer: 'Test retailer',
      storeNumber: '001',
      jobNumber: 'J1',
      startDate,
      endDate: startDate,
      hours: 3,
      isSchedule: true,
    });
    const base = 900_000_000 + (Date.now() % 1_000_000);
    for (const [i, date] of ['2026-01-05', '2026-03-02', '2026-02-10'].entries()) {
      await scheduledWork.create(worker.id, w(base + i, date), 'test');
    }
    const comment = await api('POST', `Employees/${worker.id}/comments`, {
      token: tokens.admin,
      body: { subject: 'Full view', body: 'Seen by admins only' },
    });
    expect(comment.status).toBe(201);
  });

  it('gives admins everything, with sensitive fields and comments', async () => {
    const result = await full(worker.id);
    expect(result.status).toBe(200);
    expect(result.body.employee).toMatchObject({
      id: worker.id,
      sin: '987654321',
      transit: '12345',
      account: '7654321',
      supervisorName: 'Priya Sharma',
      country: 'Canada',
    });
    expect(result.body.comments.map((c) => c.subject)).toEqual(['Full view']);
    expect(result.body.scheduledWork.map((w) => w.startDate)).toEqual(['2026-03-02', '2026-02-10', '2026-01-05']);
    expect(result.body.availability.generalAvailability.version).toBe(0);
    expect(result.body.availability.vacations).toEqual([]);
    expect(result.body.travelInfo).toMatchObject({ hasCar: false, travelCities: [], version: 1 });
    expect(result.body.hasLogin).toBe(true);
  });

  it.each(['am', 'sup'])('gives %s the view without sensitive fields and comments', async (who) => {
    const result = await full(worker.id, who);
    expect(result.status).toBe(200);
    for (const field of ['sin', 'bank', 'transit', 'account']) expect(result.body.employee).not.toHaveProperty(field);
    expect(result.body.comments).toEqual([]);
    expect(result.body.scheduledWork).toHaveLength(3);
  });

  it('tells whether a demo worker has a sign-in', async () => {
    expect((await full(MERCH_ID)).body.hasLogin).toBe(true);
  });

  it('refuses merchandiser and hr (403) and answers 404 for an unknown worker', async () => {
    expect((await full(worker.id, 'merch')).status).toBe(403);
    expect((await full(worker.id, 'hr')).status).toBe(403);
    expect((await full(999_999)).status).toBe(404);
    expect((await api('GET', 'Employees/abc/full', { token: tokens.admin })).status).toBe(400);
  });
});

describe('PUT Employees/{id}', () => {
  it('updates the worker, syncs groups, keeps the sensitive fields unless given, re-geocodes', async () => {
    const code = `w${tag}upd`;
    const created = await createWorker('upd', { code, password: PASSWORD, sin: '111222333' });
    const body: Record<string, unknown> = {
      ...editableWorkerBody(created),
      isAccountManager: true,
      provinceId: quebec,
      cityId: montreal,
      postalCode: 'H3B 1A7',
    };
    delete body.sin;
    const result = await api<Employee>('PUT', `Employees/${created.id}`, { token: tokens.admin, body });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ version: 2, isAccountManager: true, sin: '111222333', code });
    expect(result.body.latitude).toBeCloseTo(45.5, 1);
    const groups = await (await cognito()).client.send(
      new AdminListGroupsForUserCommand({ UserPoolId: env.userPoolId, Username: code }),
    );
    expect((groups.Groups ?? []).map((g) => g.GroupName).sort()).toEqual(['accountManager', 'merchandiser']);
    const signedIn = await authenticate(code, PASSWORD);
    expect(rolesOf(signedIn.body.token)).toEqual(['accountManager', 'merchandiser']);

    const again = await api<Employee>('PUT', `Employees/${created.id}`, {
      token: tokens.admin,
      body: { ...editableWorkerBody(result.body), sin: '444555666', isAccountManager: false },
    });
    expect(again.status).toBe(200);
    expect(again.body.sin).toBe('444555666');
    expect((await full(created.id)).body.employee.sin).toBe('444555666');
  });

  it('clears SIN and bank fields sent empty (or null), and keeps those not sent', async () => {
    const created = await createWorker('clr', { sin: '222333444', bank: '004', transit: '12345', account: '7654321' });
    const cleared = await api<Employee>('PUT', `Employees/${created.id}`, {
      token: tokens.admin,
      body: { ...editableWorkerBody(created), sin: '', bank: null, transit: undefined, account: undefined },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const employee = (await full(created.id)).body.employee;
    expect(employee).not.toHaveProperty('sin');
    expect(employee).not.toHaveProperty('bank');
    expect(employee).toMatchObject({ transit: '12345', account: '7654321' });
    expect(cleared.body).not.toHaveProperty('sin');
    const bad = await api('PUT', `Employees/${created.id}`, {
      token: tokens.admin,
      body: { ...editableWorkerBody(cleared.body), sin: '12' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 409 for a stale version and 400 for a changed code', async () => {
    const created = await createWorker('stale');
    const stale = await api('PUT', `Employees/${created.id}`, {
      token: tokens.admin,
      body: { ...editableWorkerBody(created), version: 7 },
    });
    expect(stale.status).toBe(409);
    const recode = await api('PUT', `Employees/${created.id}`, {
      token: tokens.admin,
      body: { ...editableWorkerBody(created), code: `other${tag}` },
    });
    expect(recode.status).toBe(400);
    expect(fieldErrors(recode.body)).toHaveProperty('code');
    const supervisor = await api('PUT', `Employees/${created.id}`, {
      token: tokens.admin,
      body: { ...editableWorkerBody(created), supervisorId: MERCH_ID },
    });
    expect(supervisor.status).toBe(400);
    expect(fieldErrors(supervisor.body)).toHaveProperty('supervisorId');
    const unchanged = await full(created.id);
    expect(unchanged.body.employee.version).toBe(1);
  });

  it('inactivating refuses sign-in; reactivating allows it again', async () => {
    const code = `w${tag}inact`;
    const created = await createWorker('inact', { code, password: PASSWORD });
    expect((await authenticate(code, PASSWORD)).status).toBe(200);
    const off = await api<Employee>('PUT', `Employees/${created.id}`, {
      token: tokens.admin,
      body: { ...editableWorkerBody(created), inactive: true },
    });
    expect(off.status).toBe(200);
    expect((await authenticate(code, PASSWORD)).status).toBe(403);
    const on = await api<Employee>('PUT', `Employees/${created.id}`, {
      token: tokens.admin,
      body: { ...editableWorkerBody(off.body), inactive: false },
    });
    expect(on.status).toBe(200);
    expect((await authenticate(code, PASSWORD)).status).toBe(200);
  });

  it('answers 404 for an unknown worker and 403 for non-admins', async () => {
    const body = { ...workerBody('none'), version: 1 };
    expect((await api('PUT', 'Employees/999999', { token: tokens.admin, body })).status).toBe(404);
    expect((await api('PUT', `Employees/${MERCH_ID}`, { token: tokens.sup, body })).status).toBe(403);
  });
});

describe('PUT Employees/{id}/password', () => {
  it('creates the sign-in of a demo worker who had none, then they sign in', async () => {
    const list = await api<Paged<Row>>('GET', 'Employees?pageSize=100&pageNumber=2&role=merchandiser', {
      token: tokens.admin,
    });
    const candidates = list.body.items.filter((r) => r.id > 20 && r.role === 'Merchandiser');
    let chosen: Row | undefined;
    for (const row of candidates) {
      if (!(await full(row.id)).body.hasLogin) {
        chosen = row;
        break;
      }
    }
    const worker = must(chosen);
    expect((await authenticate(worker.employeeCode, PASSWORD)).status).toBe(401);
    const reset = await api('PUT', `Employees/${worker.id}/password`, {
      token: tokens.admin,
      body: { password: PASSWORD },
    });
    expect(reset.status).toBe(204);
    expect((await full(worker.id)).body.hasLogin).toBe(true);
    const signedIn = await authenticate(worker.employeeCode, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(rolesOf(signedIn.body.token)).toEqual(['merchandiser']);
  });

  it('replaces the password of a worker with a sign-in', async () => {
    const code = `w${tag}pwd`;
    const created = await createWorker('pwd', { code });
    const reset = await api('PUT', `Employees/${created.id}/password`, {
      token: tokens.admin,
      body: { password: 'Another#2024b' },
    });
    expect(reset.status).toBe(204);
    expect((await authenticate(code, 'Another#2024b')).status).toBe(200);
  });

  it('answers 400 for a weak password, 404 for an unknown worker, 403 for non-admins', async () => {
    const weak = await api('PUT', `Employees/${MERCH_ID}/password`, { token: tokens.admin, body: { password: 'x' } });
    expect(weak.status).toBe(400);
    expect(fieldErrors(weak.body)).toHaveProperty('password');
    const body = { password: PASSWORD };
    expect((await api('PUT', 'Employees/999999/password', { token: tokens.admin, body })).status).toBe(404);
    expect((await api('PUT', `Employees/${MERCH_ID}/password`, { token: tokens.am, body })).status).toBe(403);
  });
});

describe('pay rate overrides', () => {
  let worker: Employee;
  let other: Employee;
  let jobId: number;
  let jobName: string;
  let productId: number;
  let serviceTypeId: number;

  beforeAll(async () => {
    [worker, other] = await Promise.all([createWorker('pay'), createWorker('pay2')]);
    const [jobs, products, serviceTypes] = await Promise.all([listAllJobs(), listAllProducts(), listServiceTypes()]);
    const job = must(jobs[0]);
    jobId = job.id;
    jobName = `${job.jobNumber} - ${job.description}`;
    productId = must(products[0]).id;
    serviceTypeId = must(serviceTypes[0]).id;
  });

  it('creates, reads, lists, updates and deletes with names', async () => {
    const path = `Employees/${worker.id}/payrateoverrides`;
    const created = await api<PayRateOverride>('POST', path, {
      token: tokens.admin,
      body: { jobId, productId, serviceTypeId, ratePerHour: 22.5, startDate: '2026-01-01' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ employeeId: worker.id, jobId, job: jobName, ratePerHour: 22.5, version: 1 });
    expect(created.body.product).toBeTruthy();
    expect(created.body.serviceType).toBeTruthy();
    const id = created.body.payRateOverrideID;
    const all = await api<PayRateOverride>('POST', path, { token: tokens.admin, body: { rateFlat: 40 } });
    expect(all.status).toBe(201);
    expect(all.body.job).toBeUndefined();
    const list = await api<PayRateOverride[]>('GET', path, { token: tokens.admin });
    expect(list.body.map((o) => o.payRateOverrideID)).toEqual([id, all.body.payRateOverrideID]);
    expect((await api<PayRateOverride>('GET', `${path}/${id}`, { token: tokens.admin })).body.job).toBe(jobName);

    const updated = await api<PayRateOverride>('PUT', `${path}/${id}`, {
      token: tokens.admin,
      body: { jobId, ratePerHour: 25, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ratePerHour: 25, version: 2 });
    expect(updated.body.productId).toBeUndefined();
    const stale = await api('PUT', `${path}/${id}`, { token: tokens.admin, body: { ratePerHour: 26, version: 1 } });
    expect(stale.status).toBe(409);

    expect((await api('GET', `Employees/${other.id}/payrateoverrides/${id}`, { token: tokens.admin })).status).toBe(
      404,
    );
    expect((await api('DELETE', `${path}/${id}`, { token: tokens.admin })).status).toBe(204);
    expect((await api('GET', `${path}/${id}`, { token: tokens.admin })).status).toBe(404);
  });

  it('answers 400 naming unknown references and missing rates', async () => {
    const path = `Employees/${worker.id}/payrateoverrides`;
    for (const [body, field] of [
      [{ jobId: 999_999, ratePerHour: 1 }, 'jobId'],
      [{ productId: 999_999, ratePerHour: 1 }, 'productId'],
      [{ serviceTypeId: 999_999, ratePerHour: 1 }, 'serviceTypeId'],
      [{ jobId }, 'ratePerHour'],
      [{ ratePerHour: 1, startDate: '2026-02-01', endDate: '2026-01-01' }, 'endDate'],
    ] as const) {
      const result = await api('POST', path, { token: tokens.admin, body });
      expect(result.status, field).toBe(400);
      expect(fieldErrors(result.body)).toHaveProperty(field);
    }
  });

  it('answers 404 for an unknown worker and 403 for non-admins', async () => {
    expect((await api('GET', 'Employees/999999/payrateoverrides', { token: tokens.admin })).status).toBe(404);
    expect(
      (await api('POST', 'Employees/999999/payrateoverrides', { token: tokens.admin, body: { rateFlat: 1 } })).status,
    ).toBe(404);
    for (const who of ['am', 'sup', 'merch', 'hr']) {
      expect((await api('GET', `Employees/${worker.id}/payrateoverrides`, { token: tokens[who] })).status).toBe(403);
    }
  });
});

describe('comments', () => {
  let worker: Employee;
  let other: Employee;

  beforeAll(async () => {
    [worker, other] = await Promise.all([createWorker('com'), createWorker('com2')]);
  });

  it('adds comments by the caller, lists newest first, updates and deletes', async () => {
    const path = `Employees/${worker.id}/comments`;
    const first = await api<Comment>('POST', path, { token: tokens.admin, body: { subject: 'First', body: 'One' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ employeeId: worker.id, enteredBy: 'Olivia Martin', subject: 'First' });
    expect(Date.now() - Date.parse(first.body.enteredDate)).toBeLessThan(60_000);
    const second = await api<Comment>('POST', path, { token: tokens.admin, body: { subject: 'Second' } });
    expect(second.body.body).toBe('');
    const list = await api<Comment[]>('GET', path, { token: tokens.admin });
    expect(list.body.map((c) => c.subject)).toEqual(['Second', 'First']);

    const updated = await api<Comment>('PUT', `${path}/${first.body.id}`, {
      token: tokens.admin,
      body: { subject: 'First, edited', body: 'One+', version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ subject: 'First, edited', version: 2, enteredBy: 'Olivia Martin' });
    const stale = await api('PUT', `${path}/${first.body.id}`, {
      token: tokens.admin,
      body: { subject: 'x', version: 1 },
    });
    expect(stale.status).toBe(409);
    const got = await api<Comment>('GET', `${path}/${first.body.id}`, { token: tokens.admin });
    expect(got.body.body).toBe('One+');

    expect((await api('GET', `Employees/${other.id}/comments/${first.body.id}`, { token: tokens.admin })).status).toBe(
      404,
    );
    expect((await api('DELETE', `${path}/${second.body.id}`, { token: tokens.admin })).status).toBe(204);
    expect((await api('DELETE', `${path}/${second.body.id}`, { token: tokens.admin })).status).toBe(404);
    expect((await api<Comment[]>('GET', path, { token: tokens.admin })).body).toHaveLength(1);
  });

  it('answers 400 without a subject, 404 for an unknown worker, 403 for non-admins', async () => {
    const path = `Employees/${worker.id}/comments`;
    const missing = await api('POST', path, { token: tokens.admin, body: { body: 'no subject' } });
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.body)).toHaveProperty('subject');
    expect((await api('GET', 'Employees/999999/comments', { token: tokens.admin })).status).toBe(404);
    for (const who of ['am', 'sup', 'merch', 'hr']) {
      expect((await api('GET', path, { token: tokens[who] })).status).toBe(403);
      expect((await api('POST', path, { token: tokens[who], body: { subject: 'x' } })).status).toBe(403);
    }
  });
});
