import type {
  GeneralAvailability,
  SpecialAvailability,
  Vacation,
} from '@shelfline/shared/contracts/availability.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestWorker } from '../support/workers.ts';

/*
 * Staff keep a worker's availability through `employees/{id}/…` (docs/decisions.md#additions-beyond-the-spec): the profile's bodies and rules, on
 * workers of this file's own (no login, as a helper often has): one supervised by the demo supervisor (worker 3),
 * one by nobody.
 */
const run = Date.now();
const today = todayIso();
const tokens = { admin: '', sup: '', am: '', merch: '' };
let mine = 0;
let other = 0;

const WEEK = {
  dailyAvailabilities: { '2': { start: '8:00 AM', end: '4:00 PM', availableHours: 8 } },
  weeklyHoursMinimum: 4,
  weeklyHoursMaximum: 20,
};

const call = <T>(method: string, path: string, token: string, body?: unknown) =>
  api<T & { errors?: Record<string, string[]> }>(method, `employees/${path}`, { token, body });

beforeAll(async () => {
  for (const code of ['admin', 'sup', 'am', 'merch'] as const) tokens[code] = (await signIn(code)).token;
  const worker = (name: string, supervisorId?: number) =>
    createTestWorker({
      code: `ka${run}${name}`,
      firstName: name,
      lastName: `Kept${run}`,
      isMerchandiser: true,
      ...(supervisorId ? { supervisorId } : {}),
    });
  mine = await worker('mine', 3);
  other = await worker('other');
});

describe('employees/{id}/generalAvailability, vacations, specialAvailability', () => {
  it('lets an administrator keep any worker: create, replace with version, 409 when stale', async () => {
    const created = await call<GeneralAvailability>('PUT', `${other}/generalAvailability`, tokens.admin, WEEK);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ weeklyHoursMaximum: 20, version: 1 });
    const again = await call('PUT', `${other}/generalAvailability`, tokens.admin, WEEK);
    expect(again.status).toBe(409);
    const replaced = await call<GeneralAvailability>('PUT', `${other}/generalAvailability`, tokens.admin, {
      ...WEEK,
      weeklyHoursMaximum: 30,
      version: 1,
    });
    expect(replaced.body).toMatchObject({ weeklyHoursMaximum: 30, version: 2 });
    const stale = await call('PUT', `${other}/generalAvailability`, tokens.admin, { ...WEEK, version: 1 });
    expect(stale.status).toBe(409);
  });

  it("lets a supervisor keep their own worker's vacations, with the profile's rules", async () => {
    const vacation = { startDate: addDays(today, 10), endDate: addDays(today, 12), isVacation: true };
    const added = await call<Vacation>('POST', `${mine}/vacations`, tokens.sup, vacation);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const listed = await call<Vacation[]>('GET', `${mine}/vacations`, tokens.sup);
    expect(listed.body.map((v) => v.id)).toContain(added.body.id);
    const past = await call('POST', `${mine}/vacations`, tokens.sup, { ...vacation, startDate: addDays(today, -3) });
    expect(past.status).toBe(400);
    expect(past.body.errors).toHaveProperty('startDate');
    const changed = await call<Vacation>('PUT', `${mine}/vacations/${added.body.id}`, tokens.sup, {
      ...vacation,
      endDate: addDays(today, 14),
      version: added.body.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const stale = await call('PUT', `${mine}/vacations/${added.body.id}`, tokens.sup, {
      ...vacation,
      version: added.body.version,
    });
    expect(stale.status).toBe(409);
    expect((await call('DELETE', `${mine}/vacations/${added.body.id}`, tokens.sup)).status).toBe(204);
    expect((await call<Vacation[]>('GET', `${mine}/vacations`, tokens.sup)).body).toEqual([]);
  });

  it('keeps special weeks: no overlap (409), not ended, deleted by id', async () => {
    const week = {
      startDate: addDays(today, 21),
      endDate: addDays(today, 27),
      dailyAvailabilities: WEEK.dailyAvailabilities,
    };
    const added = await call<SpecialAvailability>('POST', `${mine}/specialAvailability`, tokens.admin, week);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await call('POST', `${mine}/specialAvailability`, tokens.admin, week)).status).toBe(409);
    const updated = await call<SpecialAvailability>('PUT', `${mine}/specialAvailability/${added.body.id}`, tokens.sup, {
      ...week,
      dailyAvailabilities: { '4': { start: '9:00 AM', end: '1:00 PM', availableHours: 4 } },
      version: added.body.version,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await call<SpecialAvailability[]>('GET', `${mine}/specialAvailability`, tokens.sup)).body).toHaveLength(1);
    expect((await call('DELETE', `${mine}/specialAvailability/${added.body.id}`, tokens.sup)).status).toBe(204);
  });

  it("hides another supervisor's worker (404), lets account managers read only, and refuses merchandisers", async () => {
    const vacation = { startDate: addDays(today, 30), endDate: addDays(today, 31) };
    expect((await call('GET', `${other}/vacations`, tokens.sup)).status).toBe(404);
    expect((await call('POST', `${other}/vacations`, tokens.sup, vacation)).status).toBe(404);
    expect((await call('PUT', `${other}/generalAvailability`, tokens.sup, WEEK)).status).toBe(404);
    expect((await call('GET', `${other}/vacations`, tokens.am)).status).toBe(200);
    expect((await call('POST', `${other}/vacations`, tokens.am, vacation)).status).toBe(403);
    expect((await call('GET', `${mine}/vacations`, tokens.merch)).status).toBe(403);
    expect((await call('POST', `${mine}/vacations`, tokens.merch, vacation)).status).toBe(403);
    expect((await call('GET', '999999999/vacations', tokens.admin)).status).toBe(404);
    expect((await call('GET', `${other}/vacations`, tokens.admin)).body).toEqual([]);
  });

  it('refuses bad bodies with 400 naming the field, writing nothing', async () => {
    const bad = await call('POST', `${mine}/vacations`, tokens.admin, {
      startDate: 'soon',
      endDate: addDays(today, 3),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('startDate');
    const unknown = await call('PUT', `${mine}/generalAvailability`, tokens.admin, { ...WEEK, colour: 'blue' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('colour');
    expect((await call<Vacation[]>('GET', `${mine}/vacations`, tokens.admin)).body).toEqual([]);
  });
});
