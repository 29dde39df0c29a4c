import { beforeAll, describe, expect, it } from 'vitest';
import { api, tokensOf } from './local-stack.ts';

/** A small master file (retailers, consumer groups, service types): `code`, one text field, `isInactive`. */
export interface MasterFileCase {
  /** The API path: 'retailers'. */
  path: string;
  /** The second text field: 'name' or 'description'. */
  textField: string;
  /** How the text field is named in messages: 'Name', 'Description'. */
  textLabel: string;
  /** How `code` is named in messages: 'Code', 'Service Code'. */
  codeLabel: string;
  /** Field lengths the contract allows. */
  codeMax: number;
  textMax: number;
}

export interface Row {
  id: number;
  code: string;
  isInactive: boolean;
  version: number;
  [field: string]: unknown;
}

export interface Tokens {
  admin: string;
  am: string;
  merch: string;
}

export async function signInAll(): Promise<Tokens> {
  const [admin, am, merch] = await tokensOf('admin', 'am', 'merch');
  return { admin, am, merch };
}

let counter = 0;
/** A code unique to this run (the stack is shared by all test files). */
export function uniqueCode(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 20).toUpperCase();
}

/**
 * The cases every small master file answers the same way: CRUD with versions, includeInactive, unique codes,
 * validation, unknown ids, role refusals, and refused requests that leave nothing behind.
 */
export function describeMasterFile(c: MasterFileCase): void {
  let t: Tokens;
  beforeAll(async () => {
    t = await signInAll();
  });

  const create = async (extra: Record<string, unknown> = {}) => {
    const code = uniqueCode('T');
    const result = await api<Row>('POST', c.path, {
      token: t.admin,
      body: { code, [c.textField]: `Test ${code}`, ...extra },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return result.body;
  };

  describe(`${c.path}: create, read, update, delete`, () => {
    it('creates with 201, reads it back, updates with the version and deletes with 204', async () => {
      const created = await create();
      expect(created).toMatchObject({ isInactive: false, version: 1 });
      expect(created.id).toBeGreaterThan(0);

      const read = await api<Row>('GET', `${c.path}/${created.id}`, { token: t.merch });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: created.id, code: created.code, [c.textField]: created[c.textField] });

      const updated = await api<Row>('PUT', `${c.path}/${created.id}`, {
        token: t.admin,
        body: { code: created.code, [c.textField]: 'Renamed', isInactive: true, version: created.version },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ [c.textField]: 'Renamed', isInactive: true, version: 2 });

      const stale = await api<{ errors: unknown }>('PUT', `${c.path}/${created.id}`, {
        token: t.admin,
        body: { code: created.code, [c.textField]: 'Stale write', version: 1 },
      });
      expect(stale.status).toBe(409);
      expect(JSON.stringify(stale.body.errors)).toMatch(/changed by someone else/);
      const afterStale = await api<Row>('GET', `${c.path}/${created.id}`, { token: t.admin });
      expect(afterStale.body).toMatchObject({ [c.textField]: 'Renamed', version: 2 });

      const removed = await api('DELETE', `${c.path}/${created.id}`, { token: t.admin });
      expect(removed.status).toBe(204);
      expect((await api('GET', `${c.path}/${created.id}`, { token: t.admin })).status).toBe(404);
    });

    it('trims text and frees the code of a deleted record for reuse', async () => {
      const code = uniqueCode('R');
      const first = await api<Row>('POST', c.path, {
        token: t.admin,
        body: { code: `  ${code} `, [c.textField]: '  Padded  ' },
      });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ code, [c.textField]: 'Padded' });
      expect((await api('DELETE', `${c.path}/${first.body.id}`, { token: t.admin })).status).toBe(204);
      const again = await api<Row>('POST', c.path, { token: t.admin, body: { code, [c.textField]: 'Again' } });
      expect(again.status).toBe(201);
    });
  });

  describe(`${c.path}: lists`, () => {
    it('lists active records by default and inactive ones with includeInactive=true, in code order', async () => {
      const active = await create();
      const inactive = await create({ isInactive: true });
      const defaultList = await api<Row[]>('GET', c.path, { token: t.merch });
      expect(defaultList.status).toBe(200);
      const ids = defaultList.body.map((r) => r.id);
      expect(ids).toContain(active.id);
      expect(ids).not.toContain(inactive.id);
      expect(defaultList.body.every((r) => !r.isInactive)).toBe(true);

      const all = await api<Row[]>('GET', `${c.path}?includeInactive=true`, { token: t.am });
      expect(all.body.map((r) => r.id)).toEqual(expect.arrayContaining([active.id, inactive.id]));
      const codes = all.body.map((r) => r.code);
      const sorted = [...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }));
      expect(codes).toEqual(sorted);

      const bad = await api<{ errors: Record<string, string[]> }>('GET', `${c.path}?includeInactive=maybe`, {
        token: t.admin,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('includeInactive');
    });
  });

  describe(`${c.path}: uniqueness and validation`, () => {
    it('refuses a duplicate code (any case) with 409 naming code, on create and on update', async () => {
      const first = await create();
      const dup = await api<{ errors: Record<string, string[]> }>('POST', c.path, {
        token: t.admin,
        body: { code: first.code.toLowerCase(), [c.textField]: 'Duplicate' },
      });
      expect(dup.status).toBe(409);
      expect(dup.body.errors.code?.[0]).toMatch(/already used/);

      const second = await create();
      const clash = await api<{ errors: Record<string, string[]> }>('PUT', `${c.path}/${second.id}`, {
        token: t.admin,
        body: { code: first.code, [c.textField]: 'Clash', version: second.version },
      });
      expect(clash.status).toBe(409);
      expect(clash.body.errors).toHaveProperty('code');
      const unchanged = await api<Row>('GET', `${c.path}/${second.id}`, { token: t.admin });
      expect(unchanged.body).toMatchObject({ code: second.code, version: 1 });
    });

    it('answers 400 naming each field: missing, wrong type, too long, missing version', async () => {
      const missing = await api<{ errors: Record<string, string[]> }>('POST', c.path, { token: t.admin, body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.code).toEqual([`${c.codeLabel} is required.`]);
      expect(missing.body.errors[c.textField]).toEqual([`${c.textLabel} is required.`]);

      const blank = await api<{ errors: Record<string, string[]> }>('POST', c.path, {
        token: t.admin,
        body: { code: '   ', [c.textField]: 'x' },
      });
      expect(blank.body.errors.code).toEqual([`${c.codeLabel} is required.`]);

      const wrongTypes = await api<{ errors: Record<string, string[]> }>('POST', c.path, {
        token: t.admin,
        body: { code: 12, [c.textField]: 'x', isInactive: 'yes' },
      });
      expect(wrongTypes.status).toBe(400);
      expect(Object.keys(wrongTypes.body.errors)).toEqual(expect.arrayContaining(['code', 'isInactive']));

      const tooLong = await api<{ errors: Record<string, string[]> }>('POST', c.path, {
        token: t.admin,
        body: { code: 'C'.repeat(c.codeMax + 1), [c.textField]: 'N'.repeat(c.textMax + 1) },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors.code).toEqual([`${c.codeLabel} must be at most ${c.codeMax} characters.`]);
      expect(tooLong.body.errors[c.textField]).toEqual([`${c.textLabel} must be at most ${c.textMax} characters.`]);

      const created = await create();
      const noVersion = await api<{ errors: Record<string, string[]> }>('PUT', `${c.path}/${created.id}`, {
        token: t.admin,
        body: { code: created.code, [c.textField]: 'x' },
      });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.errors).toHaveProperty('version');
    });

    it('answers 404 for unknown ids and 400 for ids that are no numbers', async () => {
      expect((await api('GET', `${c.path}/99999999`, { token: t.admin })).status).toBe(404);
      expect(
        (
          await api('PUT', `${c.path}/99999999`, {
            token: t.admin,
            body: { code: 'NOPE', [c.textField]: 'x', version: 1 },
          })
        ).status,
      ).toBe(404);
      expect((await api('DELETE', `${c.path}/99999999`, { token: t.admin })).status).toBe(404);
      expect((await api('GET', `${c.path}/abc`, { token: t.admin })).status).toBe(400);
    });
  });

  describe(`${c.path}: roles`, () => {
    it('lets staff read, refuses writes to non-admins (403) and leaves nothing written', async () => {
      const existing = await create();
      for (const token of [t.am, t.merch]) {
        expect((await api('GET', c.path, { token })).status).toBe(200);
        const code = uniqueCode('X');
        const post = await api('POST', c.path, { token, body: { code, [c.textField]: 'Refused' } });
        expect(post.status).toBe(403);
        const put = await api('PUT', `${c.path}/${existing.id}`, {
          token,
          body: { code: existing.code, [c.textField]: 'Refused', version: existing.version },
        });
        expect(put.status).toBe(403);
        expect((await api('DELETE', `${c.path}/${existing.id}`, { token })).status).toBe(403);

        const all = await api<Row[]>('GET', `${c.path}?includeInactive=true`, { token: t.admin });
        expect(all.body.some((r) => r.code === code)).toBe(false);
      }
      const after = await api<Row>('GET', `${c.path}/${existing.id}`, { token: t.admin });
      expect(after.body).toMatchObject({ [c.textField]: existing[c.textField], version: 1 });
      expect((await api('GET', c.path)).status).toBe(401);
    });
  });
}
