import type { City, Country, Province } from '@shelfline/shared/contracts/location.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { listStoresOfProvince } from '../../functions/data/master-data/master-data.repository.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestWorker } from '../support/workers.ts';

let admin: string;
let canada: Country;
let ontario: Province;
const run = Date.now();

beforeAll(async () => {
  admin = (await signIn('admin')).token;
  const countries = await api<Country[]>('GET', 'countries', { token: admin });
  canada = countries.body.find((c) => c.code === 'CA') as Country;
  const provinces = await api<Province[]>('GET', `countries/${canada.id}/provinces`, { token: admin });
  ontario = provinces.body.find((p) => p.code === 'ON') as Province;
});

async function createCity(body: Record<string, unknown>, token = admin) {
  return api<City>('POST', 'cities', {
    token,
    body: { provinceId: ontario.id, travelCharge: 0, isTravelRegion: false, inactive: false, ...body },
  });
}

describe('countries and provinces', () => {
  it('lists the countries, one of them Canada, to every staff role', async () => {
    expect(canada).toMatchObject({ code: 'CA', fullName: 'Canada', inactive: false });
    const merch = await signIn('merch');
    const result = await api<Country[]>('GET', 'countries?includeInactive=true', { token: merch.token });
    expect(result.status).toBe(200);
    expect(result.body.map((c) => c.code)).toContain('CA');
  });

  it('reads one country and 404s an unknown one', async () => {
    expect((await api<Country>('GET', `countries/${canada.id}`, { token: admin })).body.fullName).toBe('Canada');
    const missing = await api('GET', 'countries/99999', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errors: expect.any(String) });
    expect((await api('GET', 'countries/abc', { token: admin })).status).toBe(400);
  });

  it('lists the thirteen provinces and territories of Canada by name', async () => {
    const result = await api<Province[]>('GET', `countries/${canada.id}/provinces`, { token: admin });
    expect(result.body).toHaveLength(13);
    const names = result.body.map((p) => p.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await api('GET', 'countries/99999/provinces', { token: admin })).status).toBe(404);
  });

  it('serves the flat province list, all or of one country', async () => {
    const all = await api<Province[]>('GET', 'provinces', { token: admin });
    expect(all.body.length).toBeGreaterThanOrEqual(13);
    const ofCanada = await api<Province[]>('GET', `provinces?countryId=${canada.id}`, { token: admin });
    expect(ofCanada.body.every((p) => p.countryId === canada.id)).toBe(true);
    expect((await api('GET', 'provinces?countryId=x', { token: admin })).status).toBe(400);
    expect((await api('GET', 'provinces?includeInactive=maybe', { token: admin })).status).toBe(400);
  });

  it('reads one province and 404s an unknown one', async () => {
    expect((await api<Province>('GET', `provinces/${ontario.id}`, { token: admin })).body.code).toBe('ON');
    expect((await api('GET', 'provinces/99999', { token: admin })).status).toBe(404);
    expect((await api('GET', 'provinces/99999/cities', { token: admin })).status).toBe(404);
  });

  it('refuses an anonymous caller', async () => {
    expect((await api('GET', 'countries')).status).toBe(401);
  });
});

describe('cities', () => {
  it('creates, reads, updates and deletes a city', async () => {
    const name = `Testville ${run}`;
    const created = await createCity({ name, travelCharge: 42.5, travelChargeType: 'FlatRate', isTravelRegion: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, provinceId: ontario.id, travelCharge: 42.5, version: 1 });

    const read = await api<City>('GET', `cities/${created.body.id}`, { token: admin });
    expect(read.body).toMatchObject({ name, travelChargeType: 'FlatRate', isTravelRegion: true });

    const updated = await api<City>('PUT', `cities/${created.body.id}`, {
      token: admin,
      body: {
        name: `${name} North`,
        travelCharge: 0.6,
        travelChargeType: 'PerKm',
        isTravelRegion: true,
        inactive: false,
        version: 1,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: `${name} North`,
      travelChargeType: 'PerKm',
      version: 2,
      provinceId: ontario.id,
    });

    const stale = await api('PUT', `cities/${created.body.id}`, {
      token: admin,
      body: { name: 'Stale', travelCharge: 0, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await api<City>('GET', `cities/${created.body.id}`, { token: admin })).body.name).toBe(`${name} North`);

    const removed = await api('DELETE', `cities/${created.body.id}`, { token: admin });
    expect(removed.status).toBe(204);
    expect((await api('GET', `cities/${created.body.id}`, { token: admin })).status).toBe(404);
    expect((await api('DELETE', `cities/${created.body.id}`, { token: admin })).status).toBe(404);
  });

  it('lists active cities by default and inactive ones on request', async () => {
    const active = await createCity({ name: `Aaa Active ${run}` });
    const inactive = await createCity({ name: `Aaa Inactive ${run}`, inactive: true });
    const listed = await api<City[]>('GET', `provinces/${ontario.id}/cities`, { token: admin });
    const ids = listed.body.map((c) => c.id);
    expect(ids).toContain(active.body.id);
    expect(ids).not.toContain(inactive.body.id);
    expect(listed.body.every((c) => !c.inactive)).toBe(true);
    const all = await api<City[]>('GET', `provinces/${ontario.id}/cities?includeInactive=true`, { token: admin });
    expect(all.body.map((c) => c.id)).toEqual(expect.arrayContaining([active.body.id, inactive.body.id]));
    const names = all.body.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers validation errors naming the field, and writes nothing', async () => {
    const before = await api<City[]>('GET', `provinces/${ontario.id}/cities?includeInactive=true`, { token: admin });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: `Neg ${run}`, travelCharge: -1 }, 'travelCharge'],
      [{ name: `Str ${run}`, travelCharge: 'ten' }, 'travelCharge'],
      [{ name: `Type ${run}`, travelCharge: 5, travelChargeType: 'ByBoat' }, 'travelChargeType'],
      [{ name: `NoType ${run}`, travelCharge: 5 }, 'travelChargeType'],
      [{ name: `Flag ${run}`, isTravelRegion: 'yes' }, 'isTravelRegion'],
      [{ name: `Prov ${run}`, provinceId: 99999 }, 'provinceId'],
    ];
    for (const [body, field] of cases) {
      const result = await createCity(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body, JSON.stringify(body)).toMatchObject({ errors: { [field]: [expect.any(String)] } });
    }
    const missing = await api('POST', 'cities', { token: admin, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { name: ['Name is required.'], provinceId: [expect.any(String)] } });
    const after = await api<City[]>('GET', `provinces/${ontario.id}/cities?includeInactive=true`, { token: admin });
    expect(after.body.length).toBe(before.body.length);
  });

  it('404s updates of an unknown city and 400s a missing version', async () => {
    expect(
      (await api('PUT', 'cities/99999', { token: admin, body: { name: 'X', travelCharge: 0, version: 1 } })).status,
    ).toBe(404);
    const city = await createCity({ name: `Versionless ${run}` });
    const result = await api('PUT', `cities/${city.body.id}`, { token: admin, body: { name: 'X', travelCharge: 0 } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors: { version: [expect.any(String)] } });
  });

  it('writes a new city name on the stores of the city, and only on them', async () => {
    const city = (await createCity({ name: `Renamed ${run}` })).body;
    const code = `RN${run}`.slice(0, 20);
    const retailer = await api<{ id: number }>('POST', 'retailers', { token: admin, body: { code, name: code } });
    expect(retailer.status).toBe(201);
    const toronto = (await api<City[]>('GET', `provinces/${ontario.id}/cities`, { token: admin })).body.find(
      (c) => c.name === 'Toronto',
    ) as City;
    const store = (storeNumber: number, cityId: number) =>
      api('POST', 'stores', {
        token: admin,
        body: {
          retailerId: retailer.body.id,
          storeNumber,
          name: `Store ${storeNumber}`,
          address1: '1 Main St',
          provinceId: ontario.id,
          cityId,
          postalCode: 'M5V 3L9',
          isTravelAssociated: false,
          travelCharge: 0,
          isInactive: false,
        },
      });
    const made = await Promise.all([store(1, city.id), store(2, city.id), store(3, city.id), store(4, toronto.id)]);
    expect(made.map((r) => r.status)).toEqual([201, 201, 201, 201]);

    const renamed = await api<City>('PUT', `cities/${city.id}`, {
      token: admin,
      body: { name: `Renamed ${run} Centre`, travelCharge: 0, isTravelRegion: false, inactive: false, version: 1 },
    });
    expect(renamed.status).toBe(200);
    const stores = await api<{ storeNumber: number; city: string; version: number }[]>(
      'GET',
      `stores?retailerId=${retailer.body.id}`,
      { token: admin },
    );
    expect(stores.body.map((s) => [s.storeNumber, s.city])).toEqual([
      [1, `Renamed ${run} Centre`],
      [2, `Renamed ${run} Centre`],
      [3, `Renamed ${run} Centre`],
      [4, 'Toronto'],
    ]);
    // Only the name moved: someone editing a store meanwhile does not get a conflict for it.
    expect(stores.body.every((s) => s.version === 1)).toBe(true);
  });

  it('refuses to delete a city that stores use', async () => {
    const stores = await listStoresOfProvince(ontario.id);
    const cityId = stores[0]?.cityId as number;
    const result = await api<{ errors: string }>('DELETE', `cities/${cityId}`, { token: admin });
    expect(result.status).toBe(409);
    expect(result.body.errors).toMatch(/still has stores/);
    expect((await api('GET', `cities/${cityId}`, { token: admin })).status).toBe(200);
  });

  it('refuses to delete a city a worker lives in or travels to, and deletes it once free', async () => {
    const home = await createCity({ name: `Home ${run}` });
    const travel = await createCity({ name: `Travel ${run}` });
    await createTestWorker({
      code: `city${run}`,
      firstName: 'Cecile',
      lastName: `City${run}`,
      isMerchandiser: true,
      provinceId: ontario.id,
      cityId: home.body.id,
      travelCityIds: [travel.body.id],
    });
    const homeDelete = await api<{ errors: string }>('DELETE', `cities/${home.body.id}`, { token: admin });
    expect(homeDelete.status).toBe(409);
    expect(homeDelete.body.errors).toMatch(/home of 1 .*Make it inactive instead/);
    const travelDelete = await api<{ errors: string }>('DELETE', `cities/${travel.body.id}`, { token: admin });
    expect(travelDelete.status).toBe(409);
    expect(travelDelete.body.errors).toMatch(/travel city of 1 worker/);
    const free = await createCity({ name: `Free ${run}` });
    expect((await api('DELETE', `cities/${free.body.id}`, { token: admin })).status).toBe(204);
  });

  it('lets only admins write cities', async () => {
    const city = await createCity({ name: `Roles ${run}` });
    for (const code of ['am', 'merch', 'sup']) {
      const { token } = await signIn(code);
      expect((await createCity({ name: `By ${code} ${run}` }, token)).status).toBe(403);
      expect(
        (await api('PUT', `cities/${city.body.id}`, { token, body: { name: 'Hijack', travelCharge: 0, version: 1 } }))
          .status,
      ).toBe(403);
      expect((await api('DELETE', `cities/${city.body.id}`, { token })).status).toBe(403);
      expect((await api('GET', `cities/${city.body.id}`, { token })).status).toBe(200);
    }
    expect((await api<City>('GET', `cities/${city.body.id}`, { token: admin })).body).toMatchObject({
      name: `Roles ${run}`,
      version: 1,
    });
  });
});
