import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { replaceEmployeeRecord } from '../../functions/data/people/employees.repository.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import { api, DEMO_PASSWORD, signIn } from '../support/local-stack.ts';
import { createMerchandiserLogin, createTestWorker } from '../support/workers.ts';

const DEMO_ROLES: Record<string, string> = {
  admin: 'admin',
  am: 'accountManager',
  sup: 'supervisor',
  merch: 'merchandiser',
  crm: 'crmUser',
  hr: 'hr',
};

describe('POST user/authenticate', () => {
  it.each(Object.entries(DEMO_ROLES))('signs in %s with the claims the SPA reads', async (code, role) => {
    const { token, refreshToken } = await signIn(code);
    expect(refreshToken.length).toBeGreaterThan(10);
    const claims = decodeJwt(token);
    expect(claims.role).toBe(role);
    expect(claims.given_name).toEqual(expect.any(String));
    expect(claims.family_name).toEqual(expect.any(String));
    expect(claims.unique_name).toBe(code);
  });

  it('ignores the case of the login code', async () => {
    const { token } = await signIn('ADMIN');
    expect(decodeJwt(token).role).toBe('admin');
  });

  it('refuses a wrong password with 401 and errors', async () => {
    const result = await api('POST', 'user/authenticate', {
      body: { employeeCode: 'admin', password: 'wrong-password' },
    });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ errors: 'Login code or password is incorrect.' });
  });

  it('gives an unknown login the same answer as a wrong password', async () => {
    const result = await api('POST', 'user/authenticate', {
      body: { employeeCode: 'nobody-here', password: DEMO_PASSWORD },
    });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ errors: 'Login code or password is incorrect.' });
  });

  it('does not let a customer sign in as a worker, nor a worker as a customer', async () => {
    expect(
      (await api('POST', 'user/authenticate', { body: { employeeCode: 'cust', password: DEMO_PASSWORD } })).status,
    ).toBe(401);
    expect(
      (await api('POST', 'user/authenticateCustomer', { body: { employeeCode: 'admin', password: DEMO_PASSWORD } }))
        .status,
    ).toBe(401);
  });

  it.each([
    ['missing fields', {}, { employeeCode: ['Please input login code.'], password: ['Please input password.'] }],
    [
      'empty strings',
      { employeeCode: '  ', password: '' },
      { employeeCode: ['Please input login code.'], password: ['Please input password.'] },
    ],
    [
      'wrong types',
      { employeeCode: 12, password: ['x'] },
      { employeeCode: ['Please input login code.'], password: ['Please input password.'] },
    ],
    [
      'oversized strings',
      { employeeCode: 'a'.repeat(300), password: 'b'.repeat(300) },
      {
        employeeCode: ['Login code must be at most 256 characters.'],
        password: ['Password must be at most 256 characters.'],
      },
    ],
  ])('answers %s with 400 and field messages', async (_, body, errors) => {
    const result = await api('POST', 'user/authenticate', { body });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors });
  });

  it('answers malformed JSON, a non-object body and a huge body with 4xx and errors', async () => {
    const malformed = await api('POST', 'user/authenticate', { rawBody: '{"employeeCode":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: { body: ['The request body is not valid JSON.'] } });

    const array = await api('POST', 'user/authenticate', { body: ['admin', 'x'] });
    expect(array.status).toBe(400);
    expect(array.body).toHaveProperty('errors');

    const huge = await api('POST', 'user/authenticate', {
      rawBody: JSON.stringify({ employeeCode: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toHaveProperty('errors');
  });
});

describe('POST user/authenticateCustomer', () => {
  it('signs in the demo customer with role customer', async () => {
    const { token } = await signIn('cust', true);
    const claims = decodeJwt(token);
    expect(claims.role).toBe('customer');
    expect(claims.unique_name).toBe('cust');
  });
});

describe('POST user/refresh', () => {
  it('returns a new token for the same user', async () => {
    const first = await signIn('sup');
    const result = await api<{ token: string; refreshToken: string }>('POST', 'user/refresh', { body: first });
    expect(result.status).toBe(200);
    expect(decodeJwt(result.body.token).sub).toBe(decodeJwt(first.token).sub);
    expect(decodeJwt(result.body.token).role).toBe('supervisor');
    expect(result.body.refreshToken).toBe(first.refreshToken);
  });

  it('refuses a refresh token paired with another user’s token', async () => {
    const sup = await signIn('sup');
    const merch = await signIn('merch');
    const result = await api('POST', 'user/refresh', { body: { token: merch.token, refreshToken: sup.refreshToken } });
    expect(result.status).toBe(401);
    expect(result.body).toHaveProperty('errors');
  });

  it.each([
    ['a garbage token', { token: 'not-a-jwt', refreshToken: 'x' }, 401],
    ['a forged token', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl', refreshToken: 'x' }, 401],
    ['missing fields', {}, 400],
    ['wrong types', { token: 5, refreshToken: false }, 400],
  ])('refuses %s with %i and errors', async (_, body, status) => {
    const result = await api('POST', 'user/refresh', { body });
    expect(result.status).toBe(status);
    expect(result.body).toHaveProperty('errors');
  });
});

describe('an inactive worker', () => {
  const code = `inactive-${Date.now()}`;
  let id: number;

  beforeAll(async () => {
    id = await createTestWorker({ code, firstName: 'Ina', lastName: 'Ctive', isMerchandiser: true });
    await createMerchandiserLogin(id, code);
  });

  it('signs in while active, then can neither sign in nor refresh once inactive', async () => {
    const tokens = await signIn(code);
    const current = await employees.getOrThrow(id);
    await replaceEmployeeRecord({ ...current, inactive: true }, current.version, 'test', undefined);

    const signInAgain = await api('POST', 'user/authenticate', {
      body: { employeeCode: code, password: DEMO_PASSWORD },
    });
    expect(signInAgain.status).toBe(403);
    expect(signInAgain.body).toMatchObject({ errors: 'Your account is inactive. Please contact your administrator.' });

    const refresh = await api('POST', 'user/refresh', { body: tokens });
    expect(refresh.status).toBe(403);
    expect(refresh.body).toHaveProperty('errors');
  });
});

describe('GET info', () => {
  it('returns the server version', async () => {
    const result = await api<{ version: string; name: string }>('GET', 'info');
    expect(result.status).toBe(200);
    expect(result.body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
