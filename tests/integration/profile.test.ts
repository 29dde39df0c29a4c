import type {
  GeneralAvailability,
  SpecialAvailability,
  Vacation,
} from '@shelfline/shared/contracts/availability.contract';
import type { ContactInfo, TravelInfo } from '@shelfline/shared/contracts/profile.contract';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { cities, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { getEmployeePrivate } from '../../functions/data/people/employees.repository.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import { specialAvailabilities, vacations } from '../../functions/data/people/worker-records.repository.ts';
import { api, DEMO_PASSWORD, signIn } from '../support/local-stack.ts';
import { createMerchandiserLogin, createTestWorker } from '../support/workers.ts';

/*
 * The merchandiser's own profile. Writes go to merchandisers of this file's own (with Cognito users), so the demo
 * logins' data stays as other test files expect it; `merch` reads its own profile and proves it cannot reach
 * another worker's records.
 */
const run = Date.now();
const today = todayIso();
const tokens: Record<string, string> = {};
let me: number;
let other: number;
let myToken: string;

async function createMerchandiser(code: string, firstName: string): Promise<number> {
  const [ontario] = (await listProvinces()).filter((p) => p.code === 'ON');
  const id = await createTestWorker({
    code,
    firstName,
    lastName: `Profile${run}`,
    isMerchandiser: true,
    supervisorId: 3,
    provinceId: ontario?.id,
    countryId: ontario?.countryId,
    commodityIds: [5, 6],
    servedRetailerIds: [1],
    hasLogin: true,
  });
  await createMerchandiserLogin(id, code);
  return id;
}

beforeAll(async () => {
  for (const code of ['admin', 'sup', 'am', 'hr', 'merch']) tokens[code] = (await signIn(code)).token;
  tokens.cust = (await signIn('cust', true)).token;
  me = await createMerchandiser(`prof${run}`, 'Paula');
  other = await createMerchandiser(`prof${run}b`, 'Otto');
  myToken = (await signIn(`prof${run}`)).token;
});

const call = <T = unknown>(method: string, path: string, body?: unknown, token = myToken) =>
  api<T>(method, `profile/${path}`, { token, body });

describe('profile access', () => {
  it.each([
    ['GET', 'contactInfo'],
    ['GET', 'generalAvailability'],
    ['GET', 'travelInfo'],
    ['GET', 'vacations'],
    ['GET', 'specialAvailability'],
  ])('answers %s profile/%s to merchandisers only', async (method, path) => {
    expect((await call(method, path, undefined, tokens.merch)).status).toBe(200);
    for (const code of ['admin', 'sup', 'am', 'hr', 'cust']) {
      expect((await call(method, path, undefined, tokens[code])).status, code).toBe(403);
    }
    expect((await api(method, `profile/${path}`)).status).toBe(401);
  });

  it('refuses writes by administrators and supervisors whatever the body says', async () => {
    const vacation = { startDate: addDays(today, 3), endDate: addDays(today, 4) };
    expect((await call('POST', 'vacations', vacation, tokens.admin)).status).toBe(403);
    expect((await call('PUT', 'generalAvailability', {}, tokens.sup)).status).toBe(403);
    expect((await call('POST', 'password', { currentPassword: 'a', password: 'Bb1!bbbb' }, tokens.admin)).status).toBe(
      403,
    );
  });

  it("answers merch with merch's own contact information", async () => {
    const result = await call<ContactInfo>('GET', 'contactInfo', undefined, tokens.merch);
    const merch = await employees.getOrThrow(4);
    expect(result.body).toMatchObject({ firstName: merch.firstName, lastName: merch.lastName, version: merch.version });
  });
});

describe('profile/contactInfo', () => {
  const valid = async (version: number) => {
    const city = (await cities.queryAll('ofProvince', (await employees.getOrThrow(me)).provinceId as number))[0];
    return {
      firstName: 'Paula',
      lastName: `Profile${run}`,
      email: `paula.${run}@example.com`,
      homePhone: '416-555-0101',
      mobilePhone: '',
      provinceId: city?.provinceId,
      cityId: city?.id,
      address1: '1 King Street West',
      address2: 'Unit 4',
      postalCode: 'm5h 1a1',
      sin: '046 454 286',
      bank: '001',
      transit: '12345',
      account: '1234567',
      version,
    };
  };

  it('reads the own record, sensitive fields included, and saves it in one step', async () => {
    const before = await call<ContactInfo>('GET', 'contactInfo');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ firstName: 'Paula', version: 1 });
    const body = await valid(before.body.version);

    const saved = await call<ContactInfo>('PUT', 'contactInfo', body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      email: body.email,
      postalCode: 'M5H 1A1',
      cityId: body.cityId,
      provinceId: body.provinceId,
      sin: '046454286',
      bank: '001',
      transit: '12345',
      account: '1234567',
      version: 2,
    });
    expect(saved.body.city).toEqual(expect.any(String));
    expect(saved.body.countryId).toBe(1);

    const stored = await employees.getOrThrow(me);
    // Re-geocoded from the postal code; the worker's other fields are untouched.
    expect(stored.latitude).toBeCloseTo(43.6, 0);
    expect(stored.longitude).toBeCloseTo(-79.4, 0);
    expect(stored).toMatchObject({
      commodityIds: [5, 6],
      servedRetailerIds: [1],
      supervisorId: 3,
      isMerchandiser: true,
    });
    expect(stored).not.toHaveProperty('sin');
    expect(await getEmployeePrivate(me)).toEqual({
      sin: '046454286',
      bank: '001',
      transit: '12345',
      account: '1234567',
    });

    const again = await call<ContactInfo>('GET', 'contactInfo');
    expect(again.body).toEqual(saved.body);
  });

  it('puts the new names in the next token', async () => {
    const current = await call<ContactInfo>('GET', 'contactInfo');
    const saved = await call('PUT', 'contactInfo', { ...(await valid(current.body.version)), firstName: 'Paulette' });
    expect(saved.status).toBe(200);
    myToken = (await signIn(`prof${run}`)).token;
    expect(decodeJwt(myToken).given_name).toBe('Paulette');
  });

  it('refuses a stale version with 409, leaving everything as it was', async () => {
    const current = await call<ContactInfo>('GET', 'contactInfo');
    const stale = await call('PUT', 'contactInfo', {
      ...(await valid(current.body.version - 1)),
      firstName: 'Stale',
      sin: '130692544',
    });
    expect(stale.status).toBe(409);
    expect((await call<ContactInfo>('GET', 'contactInfo')).body).toEqual(current.body);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const current = await call<ContactInfo>('GET', 'contactInfo');
    const body = await valid(current.body.version);
    const provinces = await listProvinces();
    const elsewhere = provinces.find((p) => p.id !== body.provinceId && p.countryId === 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ cityId: 99_999_999 }, 'cityId'],
      [{ provinceId: 99_999_999 }, 'provinceId'],
      [{ provinceId: elsewhere?.id }, 'cityId'],
      [{ email: 'not-an-email' }, 'email'],
      [{ firstName: '' }, 'firstName'],
      [{ postalCode: '12345' }, 'postalCode'],
      [{ sin: '12' }, 'sin'],
      [{ bank: 'abc' }, 'bank'],
      [{ version: undefined }, 'version'],
    ];
    for (const [change, field] of cases) {
      const result = await call('PUT', 'contactInfo', { ...body, ...change });
      expect(result.status, field).toBe(400);
      expect(result.body, field).toMatchObject({ errors: { [field]: expect.any(Array) } });
    }
    expect((await call<ContactInfo>('GET', 'contactInfo')).body).toEqual(current.body);
  });
});

describe('profile/generalAvailability', () => {
  const week = {
    dailyAvailabilities: {
      '1': { start: '9:00 AM', end: '5:00 PM', availableHours: 8, desiredHours: 6 },
      '3': { start: '10:00 AM', end: '2:00 PM', availableHours: 4 },
    },
    weeklyHoursMinimum: 8,
    weeklyHoursMaximum: 30,
  };

  it('answers version 0 until saved, creates without version, replaces with it', async () => {
    const first = await call<GeneralAvailability>('GET', 'generalAvailability');
    expect(first.body).toEqual({
      dailyAvailabilities: {},
      weeklyHoursMinimum: null,
      weeklyHoursMaximum: null,
      weeklyHoursPreferred: null,
      version: 0,
    });
    const created = await call<GeneralAvailability>('PUT', 'generalAvailability', week);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ version: 1, weeklyHoursMaximum: 30 });
    expect(created.body.dailyAvailabilities['1']).toEqual({
      start: '9:00 AM',
      end: '5:00 PM',
      availableHours: 8,
      desiredHours: 6,
      startTicks: 9 * 60 * 600_000_000,
      endTicks: 17 * 60 * 600_000_000,
    });
    expect((await call('PUT', 'generalAvailability', week)).status).toBe(409);
    const replaced = await call<GeneralAvailability>('PUT', 'generalAvailability', {
      ...week,
      weeklyHoursMaximum: 20,
      version: 1,
    });
    expect(replaced.body).toMatchObject({ version: 2, weeklyHoursMaximum: 20 });
    expect((await call('PUT', 'generalAvailability', { ...week, version: 1 })).status).toBe(409);
    expect((await call<GeneralAvailability>('GET', 'generalAvailability')).body).toEqual(replaced.body);
  });

  it('refuses bad days with 400 naming the field', async () => {
    const noEnd = await call('PUT', 'generalAvailability', {
      dailyAvailabilities: { '2': { start: '9:00 AM', availableHours: 2 } },
      version: 2,
    });
    expect(noEnd.status).toBe(400);
    expect(noEnd.body).toMatchObject({ errors: { 'dailyAvailabilities.2.end': expect.any(Array) } });
    const tooMany = await call('PUT', 'generalAvailability', {
      dailyAvailabilities: { '2': { start: '9:00 AM', end: '10:00 AM', availableHours: 3 } },
      version: 2,
    });
    expect(tooMany.body).toMatchObject({ errors: { 'dailyAvailabilities.2.availableHours': expect.any(Array) } });
    const minMax = await call('PUT', 'generalAvailability', { weeklyHoursMinimum: 30, weeklyHoursMaximum: 10 });
    expect(minMax.body).toMatchObject({ errors: { weeklyHoursMinimum: expect.any(Array) } });
  });
});

describe('profile/travelInfo', () => {
  it('stores cities by id on the worker record and answers names and provinces', async () => {
    const current = await call<TravelInfo>('GET', 'travelInfo');
    expect(current.body).toMatchObject({ hasCar: false, travelCities: [], maximumTravelDistance: null });
    const [ontario] = (await listProvinces()).filter((p) => p.code === 'ON');
    const some = (await cities.queryAll('ofProvince', ontario?.id as number)).slice(0, 2);
    const saved = await call<TravelInfo>('PUT', 'travelInfo', {
      hasCar: true,
      maximumTravelDistance: 100,
      preferedTravelDistance: 50,
      travelCities: some.map((c) => ({ cityId: c.id, city: 'ignored' })),
      version: current.body.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ hasCar: true, maximumTravelDistance: 100, preferedTravelDistance: 50 });
    expect(saved.body.travelCities).toEqual(
      some.map((c) => ({ id: c.id, cityId: c.id, city: c.name, provinceId: ontario?.id, province: ontario?.fullName })),
    );
    expect(saved.body.version).toBe(current.body.version + 1);
    expect((await employees.getOrThrow(me)).travelCityIds).toEqual(some.map((c) => c.id));
    expect((await call<TravelInfo>('GET', 'travelInfo')).body).toEqual(saved.body);
  });

  it('refuses an unknown city, a preferred distance over the maximum and a stale version', async () => {
    const current = await call<TravelInfo>('GET', 'travelInfo');
    const unknown = await call('PUT', 'travelInfo', {
      travelCities: [{ cityId: 99_999_999 }],
      version: current.body.version,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { travelCities: expect.any(Array) } });
    const distances = await call('PUT', 'travelInfo', {
      maximumTravelDistance: 10,
      preferedTravelDistance: 20,
      version: current.body.version,
    });
    expect(distances.body).toMatchObject({ errors: { preferedTravelDistance: expect.any(Array) } });
    expect((await call('PUT', 'travelInfo', { hasCar: false, version: current.body.version - 1 })).status).toBe(409);
    expect((await call<TravelInfo>('GET', 'travelInfo')).body).toEqual(current.body);
  });
});

describe('profile/vacations', () => {
  let fullDay: Vacation;
  let otherVacation: number;
  let past: number;

  beforeAll(async () => {
    otherVacation = (
      await vacations.create(
        other,
        {
          employeeId: other,
          startDate: addDays(today, 5),
          endDate: addDays(today, 6),
          isVacation: true,
          isPartial: false,
          enteredBy: 'Otto',
        },
        'test',
      )
    ).id;
    past = (
      await vacations.create(
        me,
        {
          employeeId: me,
          startDate: addDays(today, -10),
          endDate: addDays(today, -8),
          isVacation: true,
          isPartial: false,
          enteredBy: 'Paula',
        },
        'test',
      )
    ).id;
  });

  it('creates a full-day vacation with dates only and a partial day with its times', async () => {
    const created = await call<Vacation>('POST', 'vacations', {
      startDate: `${addDays(today, 10)}T08:00`,
      endDate: addDays(today, 12),
    });
    expect(created.status).toBe(201);
    fullDay = created.body;
    expect(fullDay).toMatchObject({
      workerId: me,
      type: 'Vacation',
      startDate: addDays(today, 10),
      endDate: addDays(today, 12),
      enteredBy: expect.stringContaining(`Profile${run}`),
      isUpcoming: true,
      isVacation: true,
      isPartial: false,
      isDeleted: false,
      version: 1,
    });
    const partial = await call<Vacation>('POST', 'vacations', {
      isVacation: false,
      isPartial: true,
      startDate: `${addDays(today, 20)}T09:15`,
      endDate: `${addDays(today, 20)}T11:30`,
    });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({
      type: 'Off (partial day)',
      startDate: `${addDays(today, 20)}T09:15:00`,
      endDate: `${addDays(today, 20)}T11:30:00`,
    });
    const list = await call<Vacation[]>('GET', 'vacations');
    expect(list.body.map((v) => v.startDate.slice(0, 10))).toEqual([
      addDays(today, 20),
      addDays(today, 10),
      addDays(today, -10),
    ]);
    expect(list.body[2]?.isUpcoming).toBe(false);
  });

  it('refuses a start before today and bad partial days with 400 naming the field', async () => {
    const early = await call('POST', 'vacations', { startDate: addDays(today, -1), endDate: addDays(today, 1) });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ errors: { startDate: expect.any(Array) } });
    const reversed = await call('POST', 'vacations', { startDate: addDays(today, 3), endDate: addDays(today, 2) });
    expect(reversed.body).toMatchObject({ errors: { endDate: expect.any(Array) } });
    const twoDays = await call('POST', 'vacations', {
      isPartial: true,
      startDate: `${addDays(today, 3)}T09:00`,
      endDate: `${addDays(today, 4)}T10:00`,
    });
    expect(twoDays.body).toMatchObject({ errors: { endDate: expect.any(Array) } });
    const early5 = await call('POST', 'vacations', {
      isPartial: true,
      startDate: `${addDays(today, 3)}T05:00`,
      endDate: `${addDays(today, 3)}T10:00`,
    });
    expect(early5.body).toMatchObject({ errors: { startDate: expect.any(Array) } });
  });

  it('reads and updates an own vacation, 409 when stale', async () => {
    expect((await call<Vacation>('GET', `vacations/${fullDay.id}`)).body).toEqual(fullDay);
    const updated = await call<Vacation>('PUT', `vacations/${fullDay.id}`, {
      isVacation: false,
      startDate: addDays(today, 11),
      endDate: addDays(today, 13),
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ type: 'Off', startDate: addDays(today, 11), version: 2, id: fullDay.id });
    const stale = await call('PUT', `vacations/${fullDay.id}`, {
      startDate: addDays(today, 14),
      endDate: addDays(today, 15),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await call<Vacation>('GET', `vacations/${fullDay.id}`)).body).toEqual(updated.body);
  });

  it("never reaches another worker's vacation", async () => {
    expect((await call('GET', `vacations/${otherVacation}`)).status).toBe(404);
    const put = await call('PUT', `vacations/${otherVacation}`, {
      startDate: addDays(today, 5),
      endDate: addDays(today, 7),
      version: 1,
    });
    expect(put.status).toBe(404);
    expect((await call('DELETE', `vacations/${otherVacation}`)).status).toBe(404);
    expect((await call('GET', `vacations/${otherVacation}`, undefined, tokens.merch)).status).toBe(404);
    expect((await vacations.get(other, otherVacation))?.endDate).toBe(addDays(today, 6));
  });

  it('refuses to change or delete a vacation that has ended', async () => {
    const put = await call('PUT', `vacations/${past}`, {
      startDate: addDays(today, 1),
      endDate: addDays(today, 2),
      version: 1,
    });
    expect(put.status).toBe(400);
    expect((await call('DELETE', `vacations/${past}`)).status).toBe(400);
    expect(await vacations.get(me, past)).toMatchObject({ startDate: addDays(today, -10), version: 1 });
  });

  it("deletes with the spec's body (its id must match) and answers 404 afterwards", async () => {
    const mismatch = await call('DELETE', `vacations/${fullDay.id}`, { id: fullDay.id + 1 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ errors: { id: expect.any(Array) } });
    const removed = await call('DELETE', `vacations/${fullDay.id}`, {
      id: fullDay.id,
      workerId: me,
      startDate: fullDay.startDate,
      endDate: fullDay.endDate,
      isVacation: false,
      isDeleted: true,
    });
    expect(removed.status).toBe(204);
    expect((await call('GET', `vacations/${fullDay.id}`)).status).toBe(404);
  });
});

describe('profile/specialAvailability', () => {
  const week = (startOffset: number, length = 6) => ({
    startDate: addDays(today, startOffset),
    endDate: addDays(today, startOffset + length),
    dailyAvailabilities: { '2': { start: '8:00 AM', end: '12:00 PM', availableHours: 4 } },
  });
  let created: SpecialAvailability;
  let ended: number;
  let othersWeek: number;

  beforeAll(async () => {
    ended = (
      await specialAvailabilities.create(
        me,
        { employeeId: me, startDate: addDays(today, -20), endDate: addDays(today, -14), dailyAvailabilities: {} },
        'test',
      )
    ).id;
    othersWeek = (
      await specialAvailabilities.create(
        other,
        { employeeId: other, startDate: addDays(today, 30), endDate: addDays(today, 36), dailyAvailabilities: {} },
        'test',
      )
    ).id;
  });

  it('creates a week, lists weeks by start date and reads one', async () => {
    const result = await call<SpecialAvailability>('POST', 'specialAvailability', week(14));
    expect(result.status).toBe(201);
    created = result.body;
    expect(created).toMatchObject({ startDate: addDays(today, 14), endDate: addDays(today, 20), version: 1 });
    expect(created.dailyAvailabilities['2']).toMatchObject({ availableHours: 4, startTicks: 8 * 60 * 600_000_000 });
    const list = await call<SpecialAvailability[]>('GET', 'specialAvailability');
    expect(list.body.map((w) => w.id)).toEqual([ended, created.id]);
    expect((await call('GET', `specialAvailability/${created.id}`)).body).toEqual(created);
  });

  it('refuses an overlapping week (409 on startDate), an ended week and a week over 7 days (400)', async () => {
    const overlap = await call('POST', 'specialAvailability', week(18));
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({ errors: { startDate: expect.any(Array) } });
    const old = await call('POST', 'specialAvailability', week(-9));
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ errors: { endDate: ['The week has already ended.'] } });
    const long = await call('POST', 'specialAvailability', week(40, 8));
    expect(long.body).toMatchObject({ errors: { endDate: expect.any(Array) } });
    // Another worker's week does not count as an overlap.
    const beside = await call<SpecialAvailability>('POST', 'specialAvailability', week(30));
    expect(beside.status).toBe(201);
    expect((await call('DELETE', `specialAvailability/${beside.body.id}`)).status).toBe(204);
  });

  it('updates a week that has not ended, 409 when stale; refuses an ended one', async () => {
    const updated = await call<SpecialAvailability>('PUT', `specialAvailability/${created.id}`, {
      ...week(15),
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ startDate: addDays(today, 15), version: 2 });
    expect((await call('PUT', `specialAvailability/${created.id}`, { ...week(16), version: 1 })).status).toBe(409);
    const old = await call('PUT', `specialAvailability/${ended}`, { ...week(50), version: 1 });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ errors: { endDate: ['The week has already ended.'] } });
    expect((await call('DELETE', `specialAvailability/${ended}`)).status).toBe(400);
  });

  it("never reaches another worker's week, and deletes its own", async () => {
    expect((await call('GET', `specialAvailability/${othersWeek}`)).status).toBe(404);
    expect((await call('PUT', `specialAvailability/${othersWeek}`, { ...week(60), version: 1 })).status).toBe(404);
    expect((await call('DELETE', `specialAvailability/${othersWeek}`)).status).toBe(404);
    expect((await call('DELETE', `specialAvailability/${created.id}`)).status).toBe(204);
    expect((await call('GET', `specialAvailability/${created.id}`)).status).toBe(404);
    expect(await specialAvailabilities.get(other, othersWeek)).toBeDefined();
  });
});

describe('profile/password', () => {
  it('checks the current password, then sets the new one', async () => {
    const code = `prof${run}`;
    const wrong = await call('POST', 'password', { currentPassword: 'Wrong!pass1', password: 'Another!pass2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { currentPassword: ['Current password is incorrect.'] } });
    const weak = await call('POST', 'password', { currentPassword: DEMO_PASSWORD, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ errors: { password: expect.any(Array) } });
    const same = await call('POST', 'password', { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD });
    expect(same.body).toMatchObject({ errors: { password: expect.any(Array) } });

    const changed = await call('POST', 'password', { currentPassword: DEMO_PASSWORD, password: 'Another!pass2' });
    expect(changed.status).toBe(204);
    const withOld = await api('POST', 'user/authenticate', { body: { employeeCode: code, password: DEMO_PASSWORD } });
    expect(withOld.status).toBe(401);
    const withNew = await api('POST', 'user/authenticate', { body: { employeeCode: code, password: 'Another!pass2' } });
    expect(withNew.status).toBe(200);
  });
});
