import type { MiscChargeRates, MiscChargeType } from '@shelfline/shared/contracts/misc-charge.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { MISC_CHARGE_RATES_ID } from '../../functions/data/entities/misc-charge-rates.entity.ts';
import { miscChargeRates } from '../../functions/data/money/misc-charge-types.repository.ts';
import { api, tokensOf } from '../support/local-stack.ts';

type Errors = { errors: Record<string, string[]> | string };

let admin: string;
let am: string;
let merch: string;

beforeAll(async () => {
  [admin, am, merch] = await tokensOf('admin', 'am', 'merch');
});

let counter = 0;
/** A name unique to this run (the stack is shared by all test files). */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++counter}`;

const createType = async (body: Record<string, unknown>) =>
  api<MiscChargeType>('POST', 'miscChargeTypes', { token: admin, body });

const listTypes = async (token: string, includeInactive?: boolean) =>
  (
    await api<MiscChargeType[]>(
      'GET',
      `miscChargeTypes${includeInactive === undefined ? '' : `?includeInactive=${includeInactive}`}`,
      { token },
    )
  ).body;

describe('misc charge types', () => {
  it('lists the seeded built-ins by name, active only unless includeInactive', async () => {
    const active = await listTypes(merch);
    const builtIns = active.filter((t) => t.kind !== null).map((t) => [t.id, t.name, t.kind]);
    expect(builtIns).toEqual([
      [2, 'Other', 'other'],
      [3, 'Parking', 'parking'],
      [4, 'Printing', 'printing'],
      [1, 'Travel', 'travel'],
    ]);
    expect(active.every((t) => !t.isInactive)).toBe(true);
    const all = await listTypes(admin, true);
    expect(all.some((t) => t.name === 'Training Day' && t.isInactive)).toBe(true);
    expect(active.some((t) => t.name === 'Training Day')).toBe(false);
  });

  it('creates, reads, updates at the current version and refuses a stale one', async () => {
    const name = uniqueName('Mileage');
    const created = await createType({ name, isGSTApplicable: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name,
      isInactive: false,
      isGSTApplicable: true,
      isEmployeeInvoicing: false,
      isCustomerBilling: false,
      kind: null,
      version: 1,
    });
    const read = await api<MiscChargeType>('GET', `miscChargeTypes/${created.body.id}`, { token: am });
    expect(read.body).toMatchObject({ id: created.body.id, name });

    const { createdAt, createdBy, modifiedAt, modifiedBy, ...sentBack } = read.body as MiscChargeType &
      Record<string, unknown>;
    const updated = await api<MiscChargeType>('PUT', `miscChargeTypes/${created.body.id}`, {
      token: admin,
      body: { ...sentBack, isInactive: true, isCustomerBilling: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ isInactive: true, isCustomerBilling: true, version: 2 });

    const stale = await api<Errors>('PUT', `miscChargeTypes/${created.body.id}`, {
      token: admin,
      body: { ...sentBack, name: 'Lost update' },
    });
    expect(stale.status).toBe(409);
    expect((await api<MiscChargeType>('GET', `miscChargeTypes/${created.body.id}`, { token: admin })).body.name).toBe(
      name,
    );
    expect((await listTypes(admin)).some((t) => t.id === created.body.id)).toBe(false);
    expect((await listTypes(admin, true)).some((t) => t.id === created.body.id)).toBe(true);
  });

  it('keeps names unique in any case (409 naming name), also on rename', async () => {
    const name = uniqueName('Tolls');
    expect((await createType({ name })).status).toBe(201);
    const duplicate = await createType({ name: name.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect(Object.keys((duplicate.body as unknown as Errors).errors)).toEqual(['name']);

    const other = await createType({ name: uniqueName('Meals') });
    const renamed = await api<Errors>('PUT', `miscChargeTypes/${other.body.id}`, {
      token: admin,
      body: { name: ` ${name.toLowerCase()} `, version: 1 },
    });
    expect(renamed.status).toBe(409);
    expect(Object.keys(renamed.body.errors)).toEqual(['name']);
  });

  it('validates the name (required, at most 50) and the flags, naming the field', async () => {
    const blank = await api<Errors>('POST', 'miscChargeTypes', { token: admin, body: { name: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: ['Name is required.'] });
    const long = await api<Errors>('POST', 'miscChargeTypes', { token: admin, body: { name: 'x'.repeat(51) } });
    expect(long.body.errors).toEqual({ name: ['Name must be at most 50 characters.'] });
    const flag = await api<Errors>('POST', 'miscChargeTypes', {
      token: admin,
      body: { name: uniqueName('Flag'), isCustomerBilling: 'yes' },
    });
    expect(flag.status).toBe(400);
    expect(Object.keys(flag.body.errors)).toEqual(['isCustomerBilling']);
  });

  it('deletes a type of the admins own; refuses the built-ins (409); 404 for unknown ids', async () => {
    const created = await createType({ name: uniqueName('Temp') });
    expect((await api('DELETE', `miscChargeTypes/${created.body.id}`, { token: admin })).status).toBe(204);
    expect((await api('GET', `miscChargeTypes/${created.body.id}`, { token: admin })).status).toBe(404);
    // the name is free again once the type is gone
    expect((await createType({ name: created.body.name })).status).toBe(201);

    const builtIn = await api<Errors>('DELETE', 'miscChargeTypes/1', { token: admin });
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.errors).toBe(
      'Misc charge type "Travel" is built in and cannot be deleted. Make it inactive instead.',
    );
    expect((await api('GET', 'miscChargeTypes/1', { token: admin })).status).toBe(200);
    expect((await api('DELETE', 'miscChargeTypes/99999999', { token: admin })).status).toBe(404);
  });

  it('lets only admins write; merchandisers and account managers read (403 for the rest)', async () => {
    expect((await api('POST', 'miscChargeTypes', { token: am, body: { name: uniqueName('No') } })).status).toBe(403);
    expect((await api('PUT', 'miscChargeTypes/2', { token: merch, body: { name: 'No', version: 1 } })).status).toBe(
      403,
    );
    expect((await api('DELETE', 'miscChargeTypes/2', { token: am })).status).toBe(403);
    expect((await api('GET', 'miscChargeTypes', { token: am })).status).toBe(200);
  });
});

describe('misc charge rates', () => {
  const readRates = async () => api<MiscChargeRates>('GET', 'miscChargeRates', { token: admin });

  it('answers zeros at version 0 before the first save, creates at version 0 once, then needs the version', async () => {
    const seeded = await miscChargeRates.getOrThrow(MISC_CHARGE_RATES_ID);
    await miscChargeRates.remove(MISC_CHARGE_RATES_ID);
    try {
      expect((await readRates()).body).toEqual({
        travelLowKmRate: 0,
        travelHighKmRate: 0,
        travelHighLowKmThreshold: 0,
        travelPerHourRate: 0,
        travelContinuity: 0,
        printPerPageRate: 0,
        version: 0,
      });
      const fields = {
        travelLowKmRate: 0.5825,
        travelHighKmRate: 0.45,
        travelHighLowKmThreshold: 120,
        travelPerHourRate: 19.5,
        travelContinuity: 30,
        printPerPageRate: 0.1,
      };
      const first = await api<MiscChargeRates>('PUT', 'miscChargeRates', {
        token: admin,
        body: { ...fields, version: 0 },
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ ...fields, version: 1 });
      const again = await api('PUT', 'miscChargeRates', { token: admin, body: { ...fields, version: 0 } });
      expect(again.status).toBe(409);

      const second = await api<MiscChargeRates>('PUT', 'miscChargeRates', {
        token: admin,
        body: { ...fields, printPerPageRate: 0.15, version: 1 },
      });
      expect(second.body).toEqual({ ...fields, printPerPageRate: 0.15, version: 2 });
      expect((await api('PUT', 'miscChargeRates', { token: admin, body: { ...fields, version: 1 } })).status).toBe(409);
      expect((await readRates()).body.printPerPageRate).toBe(0.15);
    } finally {
      await miscChargeRates.remove(MISC_CHARGE_RATES_ID);
      const { id, version, createdAt, createdBy, modifiedAt, modifiedBy, ...fields } = seeded;
      await miscChargeRates.create({ ...fields, id }, 'test');
    }
  });

  it('refuses negative rates, more than 4 decimals and a fractional threshold, naming each field', async () => {
    const current = (await readRates()).body;
    const refused = await api<Errors>('PUT', 'miscChargeRates', {
      token: admin,
      body: { ...current, travelLowKmRate: -1, printPerPageRate: 0.12345, travelHighLowKmThreshold: 10.5 },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'printPerPageRate',
      'travelHighLowKmThreshold',
      'travelLowKmRate',
    ]);
    expect((await readRates()).body).toEqual(current);
  });

  it('is for admins only', async () => {
    expect((await api('GET', 'miscChargeRates', { token: am })).status).toBe(403);
    expect((await api('PUT', 'miscChargeRates', { token: merch, body: {} })).status).toBe(403);
  });
});
