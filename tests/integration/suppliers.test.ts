import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import type { Supplier, SupplierContact, SupplierUser } from '@shelfline/shared/contracts/supplier.contract';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { cognito } from '../../functions/common/aws/cognito.ts';
import { jobs } from '../../functions/data/master-data/master-data.repository.ts';
import { findPersonByLoginCode, supplierUsers } from '../../functions/data/people/people.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { api, signIn, tokensOf } from '../support/local-stack.ts';

const run = Date.now().toString(36);
const PASSWORD = 'Supplier#2024';
let admin: string;
let merch: string;
let am: string;

beforeAll(async () => {
  [admin, merch, am] = await tokensOf('admin', 'merch', 'am');
});

async function newSupplier(suffix: string, extra: Partial<Supplier> = {}): Promise<Supplier> {
  const result = await api<Supplier>('POST', 'suppliers', {
    token: admin,
    body: { code: `T${suffix}${run}`.slice(0, 20), name: `Test supplier ${suffix} ${run}`, ...extra },
  });
  expect(result.status).toBe(201);
  return result.body;
}

async function cognitoUserExists(username: string): Promise<boolean> {
  try {
    await (await cognito()).client.send(
      new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID ?? '', Username: username.toLowerCase() }),
    );
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
}

describe('suppliers', () => {
  it('creates, reads, updates with the version and deletes a supplier', async () => {
    const created = await newSupplier('A');
    expect(created).toMatchObject({ isInactive: false, version: 1 });

    const read = await api<Supplier>('GET', `suppliers/${created.id}`, { token: merch });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.id, code: created.code, name: created.name });

    const updated = await api<Supplier>('PUT', `suppliers/${created.id}`, {
      token: admin,
      body: { code: created.code, name: `Renamed ${run}`, isInactive: true, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: `Renamed ${run}`, isInactive: true, version: 2 });

    const stale = await api('PUT', `suppliers/${created.id}`, {
      token: admin,
      body: { code: created.code, name: 'Stale', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toHaveProperty('errors');
    expect((await api<Supplier>('GET', `suppliers/${created.id}`, { token: admin })).body.name).toBe(`Renamed ${run}`);

    const removed = await api('DELETE', `suppliers/${created.id}`, { token: admin });
    expect(removed.status).toBe(204);
    expect((await api('GET', `suppliers/${created.id}`, { token: admin })).status).toBe(404);

    // The code is free again once its supplier is gone.
    const again = await api<Supplier>('POST', 'suppliers', {
      token: admin,
      body: { code: created.code, name: 'Again' },
    });
    expect(again.status).toBe(201);
  });

  it('lists active suppliers by default and inactive ones with includeInactive=true', async () => {
    const active = await newSupplier('L1');
    const inactive = await newSupplier('L2', { isInactive: true });
    const defaultList = await api<Supplier[]>('GET', 'suppliers', { token: am });
    expect(defaultList.status).toBe(200);
    expect(defaultList.body.map((s) => s.id)).toContain(active.id);
    expect(defaultList.body.map((s) => s.id)).not.toContain(inactive.id);
    expect(defaultList.body.every((s) => !s.isInactive)).toBe(true);

    const all = await api<Supplier[]>('GET', 'suppliers?includeInactive=true', { token: admin });
    expect(all.body.map((s) => s.id)).toEqual(expect.arrayContaining([active.id, inactive.id]));
    expect(all.body.length).toBeGreaterThan(defaultList.body.length);
    const codes = all.body.map((s) => s.code.toLowerCase());
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    expect((await api('GET', 'suppliers?includeInactive=maybe', { token: admin })).status).toBe(400);
  });

  it('refuses a duplicate code with 409 naming the code, on create and on update, whatever its case', async () => {
    const first = await newSupplier('D1');
    const dup = await api('POST', 'suppliers', { token: admin, body: { code: first.code.toLowerCase(), name: 'Dup' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ errors: { code: [expect.stringContaining(first.code.toLowerCase())] } });

    const second = await newSupplier('D2');
    const clash = await api('PUT', `suppliers/${second.id}`, {
      token: admin,
      body: { code: first.code, name: second.name, version: second.version },
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ errors: { code: [expect.any(String)] } });
    const unchanged = await api<Supplier>('GET', `suppliers/${second.id}`, { token: admin });
    expect(unchanged.body).toMatchObject({ code: second.code, version: 1 });
  });

  it.each([
    ['missing fields', {}, { code: ['Code is required.'], name: ['Name is required.'] }],
    ['blank fields', { code: '  ', name: '' }, { code: ['Code is required.'], name: ['Name is required.'] }],
    [
      'wrong types',
      { code: 5, name: 'x', isInactive: 'yes' },
      { code: ['Code is required.'], isInactive: [expect.any(String)] },
    ],
    [
      'oversized strings',
      { code: 'C'.repeat(21), name: 'N'.repeat(101) },
      { code: ['Code must be at most 20 characters.'], name: ['Name must be at most 100 characters.'] },
    ],
  ])('answers %s with 400 naming the fields', async (_, body, errors) => {
    const result = await api('POST', 'suppliers', { token: admin, body });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors });
  });

  it('requires the version on update', async () => {
    const s = await newSupplier('V');
    const result = await api('PUT', `suppliers/${s.id}`, { token: admin, body: { code: s.code, name: 'x' } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors: { version: [expect.any(String)] } });
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    expect((await api('GET', 'suppliers/99999999', { token: admin })).status).toBe(404);
    expect(
      (await api('PUT', 'suppliers/99999999', { token: admin, body: { code: 'X', name: 'Y', version: 1 } })).status,
    ).toBe(404);
    expect((await api('DELETE', 'suppliers/99999999', { token: admin })).status).toBe(404);
    const bad = await api('GET', 'suppliers/abc', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { id: [expect.any(String)] } });
  });

  it('refuses to delete a supplier that jobs use (409) and leaves it in place', async () => {
    const s = await newSupplier('J');
    const jobId = await nextId('job');
    await jobs.create(
      {
        id: jobId,
        jobNumber: `T-${run}-${jobId}`,
        description: 'Test job',
        hourlyRate: 30,
        retailerId: 1,
        retailer: 'Test',
        supplierId: s.id,
        supplier: s.name,
        isInactive: false,
      },
      'test',
    );
    const result = await api('DELETE', `suppliers/${s.id}`, { token: admin });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ errors: expect.stringContaining('still has jobs') });
    expect((await api('GET', `suppliers/${s.id}`, { token: admin })).status).toBe(200);
    await jobs.remove(jobId);
  });

  it('refuses writes to roles other than admin (403) and writes nothing', async () => {
    const code = `R${run}`.slice(0, 20);
    for (const token of [merch, am]) {
      const created = await api('POST', 'suppliers', { token, body: { code, name: 'Refused' } });
      expect(created.status).toBe(403);
    }
    const all = await api<Supplier[]>('GET', 'suppliers?includeInactive=true', { token: admin });
    expect(all.body.some((s) => s.code === code)).toBe(false);

    const s = await newSupplier('R');
    expect(
      (await api('PUT', `suppliers/${s.id}`, { token: am, body: { code: s.code, name: 'x', version: 1 } })).status,
    ).toBe(403);
    expect((await api('DELETE', `suppliers/${s.id}`, { token: merch })).status).toBe(403);
    expect((await api('GET', `suppliers/${s.id}/users`, { token: am })).status).toBe(403);
    expect((await api('GET', `suppliers/${s.id}/contacts`, { token: merch })).status).toBe(403);
    expect(
      (
        await api('POST', `suppliers/${s.id}/users`, {
          token: am,
          body: { userName: `r${run}`, firstName: 'A', lastName: 'B', password: PASSWORD },
        })
      ).status,
    ).toBe(403);
    expect((await api<Supplier>('GET', `suppliers/${s.id}`, { token: admin })).body.version).toBe(1);
    expect((await api('GET', 'suppliers')).status).toBe(401);
  });
});

describe('supplier contacts', () => {
  let supplier: Supplier;
  beforeAll(async () => {
    supplier = await newSupplier('C');
  });

  it('adds, lists, reads, updates and deletes contacts', async () => {
    const created = await api<SupplierContact>('POST', `suppliers/${supplier.id}/contacts`, {
      token: admin,
      body: { name: 'Dana Scott', title: 'Buyer', email: 'dana@example.com', phone: '416-555-0101', isPrimary: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ supplierId: supplier.id, name: 'Dana Scott', isPrimary: true, version: 1 });

    const second = await api<SupplierContact>('POST', `suppliers/${supplier.id}/contacts`, {
      token: admin,
      body: { name: 'Alex Brown' },
    });
    expect(second.status).toBe(201);
    expect(second.body.isPrimary).toBe(false);

    const list = await api<SupplierContact[]>('GET', `suppliers/${supplier.id}/contacts`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.map((c) => c.name)).toEqual(['Dana Scott', 'Alex Brown']);

    const path = `suppliers/${supplier.id}/contacts/${created.body.id}`;
    expect((await api<SupplierContact>('GET', path, { token: admin })).body).toMatchObject({ title: 'Buyer' });

    const updated = await api<SupplierContact>('PUT', path, {
      token: admin,
      body: { name: 'Dana Scott-Lee', email: 'dana.lee@example.com', isPrimary: true, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Dana Scott-Lee', version: 2 });
    expect(updated.body.title).toBeUndefined();

    const stale = await api('PUT', path, { token: admin, body: { name: 'Stale', version: 1 } });
    expect(stale.status).toBe(409);

    expect((await api('DELETE', path, { token: admin })).status).toBe(204);
    expect((await api('GET', path, { token: admin })).status).toBe(404);
  });

  it('validates contacts (name required, valid e-mail, sizes) and writes nothing when refused', async () => {
    const before = await api<SupplierContact[]>('GET', `suppliers/${supplier.id}/contacts`, { token: admin });
    const bad = await api('POST', `suppliers/${supplier.id}/contacts`, {
      token: admin,
      body: { title: 'T'.repeat(101), email: 'not-an-email', phone: 'call me', isPrimary: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        name: ['Name is required.'],
        title: ['Title must be at most 100 characters.'],
        email: ['Email is not a valid e-mail address.'],
        phone: [expect.any(String)],
        isPrimary: [expect.any(String)],
      },
    });
    const after = await api<SupplierContact[]>('GET', `suppliers/${supplier.id}/contacts`, { token: admin });
    expect(after.body.length).toBe(before.body.length);
  });

  it('answers contacts of unknown suppliers, unknown contacts and other suppliers’ contacts with 404', async () => {
    const other = await newSupplier('C2');
    const contact = await api<SupplierContact>('POST', `suppliers/${other.id}/contacts`, {
      token: admin,
      body: { name: 'X' },
    });
    expect((await api('GET', `suppliers/${supplier.id}/contacts/${contact.body.id}`, { token: admin })).status).toBe(
      404,
    );
    expect((await api('GET', `suppliers/99999999/contacts`, { token: admin })).status).toBe(404);
    expect((await api('POST', `suppliers/99999999/contacts`, { token: admin, body: { name: 'Nobody' } })).status).toBe(
      404,
    );
    expect((await api('DELETE', `suppliers/${supplier.id}/contacts/99999999`, { token: admin })).status).toBe(404);
  });

  it('deletes a supplier’s contacts with the supplier', async () => {
    const s = await newSupplier('C3');
    const contact = await api<SupplierContact>('POST', `suppliers/${s.id}/contacts`, {
      token: admin,
      body: { name: 'Gone' },
    });
    expect((await api('DELETE', `suppliers/${s.id}`, { token: admin })).status).toBe(204);
    const { supplierContacts } = await import('../../functions/data/master-data/suppliers.repository.ts');
    expect(await supplierContacts.get(contact.body.id)).toBeUndefined();
  });
});

describe('supplier users', () => {
  let supplier: Supplier;
  beforeAll(async () => {
    supplier = await newSupplier('U');
  });

  const userBody = (userName: string) => ({
    userName,
    firstName: 'Casey',
    lastName: 'Jordan',
    email: 'casey.jordan@example.com',
    password: PASSWORD,
  });

  const customerSignIn = (employeeCode: string, password = PASSWORD) =>
    api<{ token: string }>('POST', 'user/authenticateCustomer', { body: { employeeCode, password } });

  it('creates a user who signs in as a customer, is refused once inactive, and is gone once deleted', async () => {
    const userName = `u${run}`;
    const created = await api<SupplierUser>('POST', `suppliers/${supplier.id}/users`, {
      token: admin,
      body: userBody(userName),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ supplierId: supplier.id, userName, isInactive: false, version: 1 });
    expect(created.body).not.toHaveProperty('password');
    expect(await cognitoUserExists(userName)).toBe(true);

    const signedIn = await customerSignIn(userName.toUpperCase());
    expect(signedIn.status).toBe(200);
    const claims = decodeJwt(signedIn.body.token);
    expect(claims).toMatchObject({ role: 'customer', given_name: 'Casey', family_name: 'Jordan' });
    // A customer login is not a worker login.
    expect(
      (await api('POST', 'user/authenticate', { body: { employeeCode: userName, password: PASSWORD } })).status,
    ).toBe(401);

    const list = await api<SupplierUser[]>('GET', `suppliers/${supplier.id}/users`, { token: admin });
    expect(list.body.map((u) => u.userName)).toEqual([userName]);
    const read = await api<SupplierUser>('GET', `suppliers/users/${created.body.id}`, { token: admin });
    expect(read.body).toMatchObject({ userName, firstName: 'Casey' });

    // Rename and inactivate: the sign-in is refused with 403.
    const inactive = await api<SupplierUser>('PUT', `suppliers/${supplier.id}/users/${created.body.id}`, {
      token: admin,
      body: { userName, firstName: 'Casey', lastName: 'Morgan', isInactive: true, version: 1 },
    });
    expect(inactive.status).toBe(200);
    expect(inactive.body).toMatchObject({ lastName: 'Morgan', isInactive: true, version: 2 });
    const refused = await customerSignIn(userName);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errors: 'Your account is inactive. Please contact your administrator.' });

    // Active again with a new password: the old password no longer works, the new one does.
    const newPassword = 'Changed$Pass9';
    const reactivated = await api<SupplierUser>('PUT', `suppliers/${supplier.id}/users/${created.body.id}`, {
      token: admin,
      body: { userName, firstName: 'Casey', lastName: 'Morgan', isInactive: false, password: newPassword, version: 2 },
    });
    expect(reactivated.status).toBe(200);
    expect((await customerSignIn(userName)).status).toBe(401);
    const withNew = await customerSignIn(userName, newPassword);
    expect(withNew.status).toBe(200);
    expect(decodeJwt(withNew.body.token).family_name).toBe('Morgan');

    const stale = await api('PUT', `suppliers/${supplier.id}/users/${created.body.id}`, {
      token: admin,
      body: { userName, firstName: 'X', lastName: 'Y', version: 1 },
    });
    expect(stale.status).toBe(409);

    // A supplier with users cannot be deleted.
    const supplierDelete = await api('DELETE', `suppliers/${supplier.id}`, { token: admin });
    expect(supplierDelete.status).toBe(409);
    expect(supplierDelete.body).toMatchObject({ errors: expect.stringContaining('still has users') });

    expect((await api('DELETE', `suppliers/users/${created.body.id}`, { token: admin })).status).toBe(204);
    expect((await api('GET', `suppliers/users/${created.body.id}`, { token: admin })).status).toBe(404);
    expect(await cognitoUserExists(userName)).toBe(false);
    expect((await customerSignIn(userName, newPassword)).status).toBe(401);
    expect((await api('DELETE', `suppliers/users/${created.body.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses a login code another supplier user has (409 naming userName), whatever its case', async () => {
    const userName = `dup${run}`;
    const first = await api('POST', `suppliers/${supplier.id}/users`, { token: admin, body: userBody(userName) });
    expect(first.status).toBe(201);
    const other = await newSupplier('U2');
    const dup = await api('POST', `suppliers/${other.id}/users`, {
      token: admin,
      body: userBody(userName.toUpperCase()),
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ errors: { userName: [expect.stringContaining('already used')] } });
    const users = await api<SupplierUser[]>('GET', `suppliers/${other.id}/users`, { token: admin });
    expect(users.body).toEqual([]);
  });

  it('undoes the DynamoDB write when Cognito refuses the user (username taken by a worker)', async () => {
    // `merch` is a worker's Cognito username: DynamoDB accepts the supplier user, Cognito refuses it.
    const result = await api('POST', `suppliers/${supplier.id}/users`, { token: admin, body: userBody('merch') });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ errors: { userName: [expect.stringContaining('already used')] } });
    expect(await findPersonByLoginCode('customer', 'merch')).toBeUndefined();
    const users = await api<SupplierUser[]>('GET', `suppliers/${supplier.id}/users`, { token: admin });
    expect(users.body.some((u) => u.userName === 'merch')).toBe(false);
    // The worker still signs in.
    expect((await signIn('merch')).token).toEqual(expect.any(String));
  });

  it('refuses the login code change, and validates users (password policy, e-mail, sizes)', async () => {
    const userName = `v${run}`;
    const created = await api<SupplierUser>('POST', `suppliers/${supplier.id}/users`, {
      token: admin,
      body: userBody(userName),
    });
    const rename = await api('PUT', `suppliers/${supplier.id}/users/${created.body.id}`, {
      token: admin,
      body: { userName: `${userName}x`, firstName: 'A', lastName: 'B', version: 1 },
    });
    expect(rename.status).toBe(400);
    expect(rename.body).toMatchObject({ errors: { userName: [expect.any(String)] } });

    const bad = await api('POST', `suppliers/${supplier.id}/users`, {
      token: admin,
      body: { userName: 'has space', firstName: '', lastName: 'L'.repeat(51), email: 'nope', password: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        userName: [expect.any(String)],
        firstName: ['First name is required.'],
        lastName: ['Last name must be at most 50 characters.'],
        email: ['Email is not a valid e-mail address.'],
        password: [expect.stringContaining('policy')],
      },
    });
    const missing = await api('POST', `suppliers/${supplier.id}/users`, { token: admin, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: { userName: ['Login code is required.'], password: ['Password is required.'] },
    });
    expect(await cognitoUserExists('has space')).toBe(false);
  });

  it('gives a user without a Cognito sign-in (older data) one when an admin sets a password', async () => {
    const userName = `old${run}`;
    const id = await nextId('supplierUser');
    await supplierUsers.create(
      { id, supplierId: supplier.id, userName, firstName: 'Old', lastName: 'Data', isInactive: false },
      'test',
    );
    expect(await cognitoUserExists(userName)).toBe(false);
    const path = `suppliers/${supplier.id}/users/${id}`;
    const renamed = await api<SupplierUser>('PUT', path, {
      token: admin,
      body: { userName, firstName: 'Older', lastName: 'Data', version: 1 },
    });
    expect(renamed.status).toBe(200);
    expect(await cognitoUserExists(userName)).toBe(false);
    expect((await customerSignIn(userName)).status).toBe(401);

    const withPassword = await api<SupplierUser>('PUT', path, {
      token: admin,
      body: { userName, firstName: 'Older', lastName: 'Data', password: PASSWORD, version: 2 },
    });
    expect(withPassword.status).toBe(200);
    const signedIn = await customerSignIn(userName);
    expect(signedIn.status).toBe(200);
    expect(decodeJwt(signedIn.body.token)).toMatchObject({ role: 'customer', given_name: 'Older' });
  });

  it('deletes a user that never had a Cognito sign-in', async () => {
    const userName = `nolog${run}`;
    const id = await nextId('supplierUser');
    await supplierUsers.create(
      { id, supplierId: supplier.id, userName, firstName: 'No', lastName: 'Login', isInactive: false },
      'test',
    );
    expect((await api('DELETE', `suppliers/users/${id}`, { token: admin })).status).toBe(204);
    expect(await supplierUsers.get(id)).toBeUndefined();
  });

  it('answers unknown suppliers and users with 404', async () => {
    expect((await api('POST', 'suppliers/99999999/users', { token: admin, body: userBody(`nx${run}`) })).status).toBe(
      404,
    );
    expect(await cognitoUserExists(`nx${run}`)).toBe(false);
    expect((await api('GET', 'suppliers/99999999/users', { token: admin })).status).toBe(404);
    expect((await api('GET', 'suppliers/users/99999999', { token: admin })).status).toBe(404);
    expect(
      (
        await api('PUT', `suppliers/${supplier.id}/users/99999999`, {
          token: admin,
          body: { userName: 'x', firstName: 'A', lastName: 'B', version: 1 },
        })
      ).status,
    ).toBe(404);
  });
});
