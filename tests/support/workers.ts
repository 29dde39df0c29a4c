import { type Employee, NO_FLAGS } from '../../functions/data/entities/employee.entity.ts';
import { createEmployeeRecord } from '../../functions/data/people/employees.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { createCognitoUser } from '../../scripts/local/provision.ts';
import { DEMO_PASSWORD } from './local-stack.ts';

/*
 * Workers of a test file's own, written straight into the stack. Tests that change a worker (inactivate, save a
 * profile, fill a schedule) use these rather than the demo logins, whose data other test files rely on.
 * The record goes through createEmployeeRecord, so the worker directory gets the worker's card as the API would.
 */

export type TestWorkerFields = Pick<Employee, 'code' | 'firstName' | 'lastName'> & Partial<Omit<Employee, 'id'>>;

/** Creates a worker record (no flags set unless given) and answers its new id. */
export async function createTestWorker(fields: TestWorkerFields): Promise<number> {
  const id = await nextId('employee');
  await createEmployeeRecord({ id, ...NO_FLAGS, ...fields }, undefined, 'test');
  return id;
}

/** Gives worker `id` a merchandiser sign-in `code` with the demo password. */
export async function createMerchandiserLogin(id: number, code: string): Promise<void> {
  await createCognitoUser(
    process.env,
    { userPoolId: process.env.USER_POOL_ID ?? '' },
    {
      username: code,
      password: DEMO_PASSWORD,
      attributes: { 'custom:personId': String(id), 'custom:personType': 'employee' },
      groups: ['merchandiser'],
    },
  );
}

/** `Date.now()` in base 36 with digits turned into letters: generated login codes ('Worker' + letters) stay predictable. */
export function letterTag(): string {
  return Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => String.fromCharCode(97 + Number(d)));
}

/** Fails the setup clearly when demo data the test relies on is missing. */
export function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('demo data missing');
  return value;
}

/** Employee 3, the demo's `sup` login. */
export const DEMO_SUPERVISOR_ID = 3;

/**
 * A worker-form body the server accepts (`POST Employees/create`): a merchandiser under the demo supervisor at a
 * Toronto address. `place` holds the demo's Ontario and Toronto ids, looked up by the test's setup.
 */
export function merchandiserBody(
  place: { provinceId: number; cityId: number },
  person: { firstName: string; lastName: string; email: string },
  extra: Record<string, unknown> = {},
) {
  return {
    ...person,
    isMerchandiser: true,
    supervisorId: DEMO_SUPERVISOR_ID,
    countryId: 1,
    provinceId: place.provinceId,
    cityId: place.cityId,
    postalCode: 'M5V 2T6',
    ...extra,
  };
}

/** The update body of a worker as `GET Employees/{id}` answers it: what the form sends back (names looked up dropped). */
export function editableWorkerBody(worker: Record<string, unknown>): Record<string, unknown> {
  const {
    id: _id,
    supervisorName: _s,
    country: _c,
    province: _p,
    city: _ci,
    latitude: _la,
    longitude: _lo,
    ...rest
  } = worker;
  for (const key of ['employmentType', 'employmentStatus', 'hoursAvailable']) delete rest[key];
  return rest;
}
