import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { cognito } from '../../functions/common/aws/cognito.ts';
import { env } from '../../functions/common/env.ts';
import { type Employee, NO_FLAGS } from '../../functions/data/entities/employee.entity.ts';
import { listCitiesOfProvince, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import {
  createEmployeeRecord,
  listAllEmployees,
  removeEmployeeRecord,
  replaceEmployeeRecord,
} from '../../functions/data/people/employees.repository.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import {
  cardOf,
  DIRECTORY_SHARDS,
  readWorkerDirectory,
  rebuildWorkerDirectory,
  shardOf,
  type WorkerCard,
} from '../../functions/data/people/worker-directory.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api, signIn } from '../support/local-stack.ts';
import { editableWorkerBody, letterTag, merchandiserBody, must } from '../support/workers.ts';

interface Worker {
  id: number;
  code: string;
  firstName: string;
  lastName: string;
  version: number;
  [key: string]: unknown;
}
interface Option {
  id: number;
  name: string;
}
interface Row {
  id: number;
  lastName: string;
  supervisorName?: string;
  inactive: boolean;
}
interface Paged<T> {
  items: T[];
  totalRecords: number;
  totalFilteredRecords: number;
}

const tag = letterTag();
const PASSWORD = 'Worker#2024a';
const SUP_ID = 3;
const MERCH_ID = 4;

let admin: string;
let ontario: number;
let toronto: number;
let ottawa: number;

beforeAll(async () => {
  admin = (await signIn('admin')).token;
  // The demo load does not write the directory yet: build it (idempotent; the stack is shared by test files).
  await rebuildWorkerDirectory('test');
  const provinces = await listProvinces();
  ontario = must(provinces.find((p) => p.code === 'ON')).id;
  const cities = await listCitiesOfProvince(ontario);
  toronto = must(cities.find((c) => c.name === 'Toronto')).id;
  ottawa = must(cities.find((c) => c.name === 'Ottawa')).id;
});

function body(suffix: string, extra: Record<string, unknown> = {}) {
  return merchandiserBody(
    { provinceId: ontario, cityId: toronto },
    { firstName: 'Dir', lastName: `Card${tag}${suffix}`, email: `dir.${tag}.${suffix}@example.com` },
    { password: PASSWORD, ...extra },
  );
}

async function create(suffix: string, extra: Record<string, unknown> = {}): Promise<Worker> {
  const result = await api<Worker>('POST', 'Employees/create', { token: admin, body: body(suffix, extra) });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

async function cardById(id: number): Promise<WorkerCard | undefined> {
  return (await readWorkerDirectory()).find((c) => c.id === id);
}

async function recordCard(id: number): Promise<WorkerCard> {
  return cardOf(must(await employees.get(id)));
}

async function cardsNamed(lastName: string): Promise<WorkerCard[]> {
  return (await readWorkerDirectory()).filter((c) => c.lastName === lastName);
}

/**
 * Directory vs records, for the workers whose record did not change while both were read (other test files
 * write workers at the same time).
 */
async function mismatches(): Promise<string[]> {
  const before = new Map((await listAllEmployees()).map((e) => [e.id, e]));
  const cards = await readWorkerDirectory();
  const after = new Map((await listAllEmployees()).map((e) => [e.id, e]));
  const stable = [...after.values()].filter((e) => before.get(e.id)?.modifiedAt === e.modifiedAt);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const problems: string[] = [];
  for (const record of stable) {
    const card = byId.get(record.id);
    if (JSON.stringify(card) !== JSON.stringify(cardOf(record))) problems.push(`worker ${record.id}`);
  }
  for (const card of cards) if (!before.has(card.id) && !after.has(card.id)) problems.push(`card ${card.id}`);
  return problems;
}

describe('the worker directory', () => {
  it('matches the worker records after the rebuild, in the order of the EMPLOYEES index', async () => {
    const result = await rebuildWorkerDirectory('test');
    expect(result.workers).toBeGreaterThanOrEqual(300);
    expect(result.shardBytes).toHaveLength(DIRECTORY_SHARDS);
    expect(Math.max(...result.shardBytes)).toBeLessThan(350_000);
    expect(await mismatches()).toEqual([]);
    const cards = await readWorkerDirectory();
    const records = await listAllEmployees();
    const recordOrder = records.map((e) => e.id).filter((id) => cards.some((c) => c.id === id));
    expect(cards.map((c) => c.id).filter((id) => recordOrder.includes(id))).toEqual(recordOrder);
  });

  it('holds the card of a created worker, updated with the worker, inactive when inactivated', async () => {
    const created = await create('life');
    expect(await cardById(created.id)).toEqual(await recordCard(created.id));
    expect(await cardById(created.id)).toMatchObject({ city: 'Toronto', isMerchandiser: true, supervisorId: SUP_ID });

    const renamed = await api<Worker>('PUT', `Employees/${created.id}`, {
      token: admin,
      body: {
        ...editableWorkerBody(created),
        firstName: 'Renamed',
        cityId: ottawa,
        postalCode: 'K1P 1J1',
        isHelper: true,
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const card = await cardById(created.id);
    expect(card).toEqual(await recordCard(created.id));
    expect(card).toMatchObject({ firstName: 'Renamed', city: 'Ottawa', isHelper: true });

    const off = await api<Worker>('PUT', `Employees/${created.id}`, {
      token: admin,
      body: { ...editableWorkerBody(renamed.body), inactive: true },
    });
    expect(off.status).toBe(200);
    expect(await cardById(created.id)).toMatchObject({ inactive: true });
    expect(await cardById(created.id)).toEqual(await recordCard(created.id));
    const helpers = await api<Option[]>('GET', 'employees/helpers', { token: admin });
    expect(helpers.body.some((o) => o.id === created.id)).toBe(false);
    const list = await api<Paged<Row>>('GET', `Employees?search=Card${tag}life&pageNumber=1`, { token: admin });
    expect(list.body.totalFilteredRecords).toBe(0);
    const all = await api<Paged<Row>>('GET', `Employees?search=Card${tag}life&includeInactive=true&pageNumber=1`, {
      token: admin,
    });
    expect(all.body.items.map((r) => [r.id, r.inactive, r.supervisorName])).toEqual([
      [created.id, true, 'Priya Sharma'],
    ]);
  });

  it('is left unchanged by refused writes: 400, stale 409, taken code 409, Cognito failure', async () => {
    const invalid = await api('POST', 'Employees/create', {
      token: admin,
      body: body('invalid', { supervisorId: MERCH_ID }),
    });
    expect(invalid.status).toBe(400);
    expect(await cardsNamed(`Card${tag}invalid`)).toEqual([]);

    const taken = await api('POST', 'Employees/create', { token: admin, body: body('taken', { code: 'MERCH' }) });
    expect(taken.status).toBe(409);
    expect(await cardsNamed(`Card${tag}taken`)).toEqual([]);

    const code = `d${tag}cognito`;
    await (await cognito()).client.send(
      new AdminCreateUserCommand({ UserPoolId: env.userPoolId, Username: code, MessageAction: 'SUPPRESS' }),
    );
    const refused = await api('POST', 'Employees/create', { token: admin, body: body('cognito', { code }) });
    expect(refused.status).toBe(409);
    expect(await cardsNamed(`Card${tag}cognito`)).toEqual([]);

    const worker = await create('refused');
    const before = await cardById(worker.id);
    const bad = await api('PUT', `Employees/${worker.id}`, {
      token: admin,
      body: { ...editableWorkerBody(worker), firstName: 'Changed', supervisorId: 999_999 },
    });
    expect(bad.status).toBe(400);
    const stale = await api('PUT', `Employees/${worker.id}`, {
      token: admin,
      body: { ...editableWorkerBody(worker), firstName: 'Changed', version: worker.version + 5 },
    });
    expect(stale.status).toBe(409);
    expect(await cardById(worker.id)).toEqual(before);
    expect(before).toMatchObject({ firstName: 'Dir' });
  });

  it('keeps every card when many workers are created and removed at once on one shard', async () => {
    // Ids 16 apart land on the same shard item: 24 transactions on it at once.
    const first = await nextId('employee', 24 * DIRECTORY_SHARDS);
    const ids = Array.from({ length: 24 }, (_, i) => first + i * DIRECTORY_SHARDS);
    expect(new Set(ids.map(shardOf)).size).toBe(1);
    const record = (id: number): Employee => ({
      ...NO_FLAGS,
      id,
      code: `d${tag}par${id}`,
      firstName: 'Parallel',
      lastName: `Card${tag}par`,
      isMerchandiser: true,
      inactive: true,
      supervisorId: SUP_ID,
    });
    await Promise.all(ids.map((id) => createEmployeeRecord(record(id), undefined, 'test')));
    const cards = await cardsNamed(`Card${tag}par`);
    expect(cards.map((c) => c.id).sort((a, b) => a - b)).toEqual(ids);

    // Updates of all of them at once: every card follows its record.
    await Promise.all(
      ids.map((id) => replaceEmployeeRecord({ ...record(id), firstName: `P${id}` }, 1, 'test', undefined)),
    );
    const updated = await cardsNamed(`Card${tag}par`);
    expect(updated.every((c) => c.firstName === `P${c.id}`)).toBe(true);
    expect(updated).toHaveLength(ids.length);

    // And through the API, on many shards at once.
    const made = await Promise.all(Array.from({ length: 8 }, (_, i) => create(`api${i}`)));
    for (const w of made) expect(await cardById(w.id)).toEqual(await recordCard(w.id));

    await Promise.all(ids.map((id) => removeEmployeeRecord(id)));
    expect(await cardsNamed(`Card${tag}par`)).toEqual([]);
  });
});

describe('lists and pickers on the directory', () => {
  it('answer as the worker records say', async () => {
    const records = await listAllEmployees();
    for (const [path, flag] of [
      ['employees/supervisors', 'isSupervisor'],
      ['employees/merchandisers', 'isMerchandiser'],
      ['employees/administrators', 'isAdministrator'],
    ] as const) {
      const picker = await api<Option[]>('GET', path, { token: admin });
      expect(picker.status).toBe(200);
      const expected = records.filter((e) => e[flag] && !e.inactive).map((e) => e.id);
      // Other test files may add workers meanwhile: the demo workers must come out exactly, in order.
      expect(picker.body.map((o) => o.id).filter((id) => id <= 300)).toEqual(expected.filter((id) => id <= 300));
    }
    const page = await api<Paged<Row>>('GET', 'Employees?pageSize=50&sortBy=lastName', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(50);
    expect(page.body.totalRecords).toBeGreaterThanOrEqual(records.filter((e) => !e.inactive && e.id <= 300).length);
    const merch = await api<Paged<Row>>('GET', 'Employees?search=gagnon&pageSize=50', { token: admin });
    expect(merch.body.items.find((r) => r.id === MERCH_ID)?.supervisorName).toBe('Priya Sharma');
  });
});
