import { ACCESS, hasAnyRole, type NamedRoute, ROUTES } from '@shelfline/shared';
import type { Role } from '@shelfline/shared/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { getServices } from '../../functions/data/schedule/schedule.repository.ts';
import { createTestDraft } from '../support/drafts.ts';
import { api, signIn, signInAll } from '../support/local-stack.ts';
import { createTestServices } from '../support/services.ts';

/*
 * Malformed bodies against every write call that is built (issue 12): each answers 400 with `errors` naming the
 * field, never 500, and the bulk calls change nothing. The route table drives the loop, so a call built later is
 * covered without editing this file. Bulk calls are checked on services of this file around today: before the fix,
 * `POST schedule/activate {"foo": 1}` activated every Not Activated service of the current month, these included.
 */
type Login = 'admin' | 'am' | 'merch' | 'cust';
const staff: Record<Exclude<Login, 'cust'>, string> = { admin: '', am: '', merch: '' };
const tokens: Record<Login, string> = { ...staff, cust: '' };
const ROLE_OF: Record<Login, Role> = { admin: 'admin', am: 'accountManager', merch: 'merchandiser', cust: 'customer' };

const WRITES = ROUTES.filter((route) => route.method !== 'GET' && route.access !== 'public');
const tokenFor = (route: NamedRoute) => {
  const login = (Object.keys(ROLE_OF) as Login[]).find((l) =>
    hasAnyRole([ROLE_OF[l]], ACCESS[route.access as keyof typeof ACCESS]),
  );
  if (!login) throw new Error(`No test login may call ${route.method} ${route.path}`);
  return tokens[login];
};
/**
 * Path parameters filled with ids that exist nowhere, and a query its schema accepts (the same id, or `false` for a
 * flag: `PATCH summary/setIsReleased?serviceId=&isReleased=`), so the body is what is judged: validation answers
 * before any record is looked up.
 */
const pathOf = (route: NamedRoute) => `${route.path.replace(/\{[^}]+\}/g, '987654321')}${queryOf(route)}`;
function queryOf(route: NamedRoute): string {
  const shape = (route.query as { shape?: Record<string, { safeParse: (v: unknown) => { success: boolean } }> })?.shape;
  if (!shape) return '';
  const fields = Object.entries(shape).map(
    ([key, field]) => `${key}=${['987654321', 'false'].find((v) => field.safeParse(v).success) ?? ''}`,
  );
  return `?${fields.join('&')}`;
}
const send = (route: NamedRoute, body: { body?: unknown; rawBody?: string }) =>
  api<{ errors?: Record<string, string[]> | string }>(route.method, pathOf(route), { token: tokenFor(route), ...body });

/** Top-level keys a body contract reads (through preprocessors, wrappers, intersections and unions). */
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'pipe':
      return keysOf((def.in as { _zod: { def: { type: string } } })._zod.def.type === 'transform' ? def.out : def.in);
    case 'intersection':
      return [...keysOf(def.left), ...keysOf(def.right)];
    case 'union':
      return (def.options as unknown[]).flatMap(keysOf);
    default:
      return 'innerType' in def ? keysOf(def.innerType) : [];
  }
}

let built: NamedRoute[] = [];

/** A JSON body is validated field by field; a multipart-only call (`POST email`) refuses JSON as a whole ('body'). */
const takesJsonFields = (route: NamedRoute) =>
  route.body !== undefined && (!route.upload || route.upload.json === true);

beforeAll(async () => {
  await signInAll(staff);
  Object.assign(tokens, staff, { cust: (await signIn('cust', true)).token });
  // A route answers 501 until its family is built; a junk body tells the two apart without changing anything.
  const answers = await Promise.all(WRITES.map((route) => send(route, { body: { foo: 1 } })));
  built = WRITES.filter((_, i) => answers[i]?.status !== 501);
});

describe('every built write call refuses a malformed body', () => {
  it('covers the calls built so far', () => {
    // Master files, workers, drafts, the live schedule and the profile: 97 write calls today.
    expect(built.length).toBeGreaterThanOrEqual(97);
  });

  it('names an unknown field', async () => {
    for (const route of built) {
      const result = await send(route, { body: { foo: 1 } });
      const where = `${route.method} ${route.path}: ${JSON.stringify(result.body)}`;
      expect(result.status, where).toBe(400);
      expect(Object.keys(result.body.errors ?? {}), where).toContain(takesJsonFields(route) ? 'foo' : 'body');
    }
  });

  it('refuses a list, a string and broken JSON in place of the body', async () => {
    for (const route of built)
      for (const junk of [{ body: [] }, { body: 'text' }, { rawBody: '{"unclosed": ' }]) {
        const result = await send(route, junk);
        const where = `${route.method} ${route.path} ${JSON.stringify(junk)}: ${JSON.stringify(result.body).slice(0, 300)}`;
        if (route.body || junk.rawBody) {
          expect(result.status, where).toBe(400);
          expect(result.body.errors, where).toBeTypeOf('object');
        } else expect(result.status, where).toBe(400);
      }
  });

  it('names a known field sent with a value of the wrong shape', async () => {
    for (const route of built.filter(takesJsonFields)) {
      const field = keysOf(route.body)[0];
      if (!field) continue;
      const result = await send(route, { body: { [field]: { '~junk': [null] } } });
      const where = `${route.method} ${route.path} ${field}: ${JSON.stringify(result.body)}`;
      expect(result.status, where).toBe(400);
      expect(
        Object.keys(result.body.errors ?? {}).some((key) => key === field || key.startsWith(`${field}.`)),
        where,
      ).toBe(true);
    }
  });
});

describe('a bulk call without an explicit selection changes nothing', () => {
  const today = todayIso();
  const window = { earliestDate: addDays(today, -40), latestDate: addDays(today, 40) };
  const BULK: [string, string, Record<string, unknown>][] = [
    ['POST', 'schedule/activate', {}],
    ['POST', 'schedule/deactivate', {}],
    ['DELETE', 'schedule', {}],
    ['POST', 'schedule/highlight', {}],
    ['POST', 'schedule/unsubmit', {}],
    ['PATCH', 'schedule/batch', { timeLimit: 3 }],
    ['POST', 'schedule/email', { subject: 'Junk', message: 'Never sent' }],
  ];
  /** Bodies that named no selection, or half of one; the filter's defaults would fill the rest. */
  const selectionless = (extra: Record<string, unknown>, inFilter: boolean) => {
    const filters = [
      {},
      { foo: 1 },
      { mode: 'NotActivated' },
      { mode: 'Submitted', earliestDate: window.earliestDate },
    ];
    return filters.map((filter) => (inFilter ? { ...extra, filter } : { ...extra, ...filter }));
  };

  it('on services of every state, which stay exactly as they were', async () => {
    const states = [{}, { isActivated: true }, { isActivated: true, isSubmitted: true }, { isHighlighted: true }];
    const mine = (
      await Promise.all(states.map((state) => createTestServices(2, { earliestDate: addDays(today, 2), ...state })))
    ).flat();
    const ids = mine.map((s) => s.id);
    const before = await getServices(ids);

    for (const [method, path, extra] of BULK) {
      const inFilter = path === 'schedule/batch' || path === 'schedule/email';
      for (const body of selectionless(extra, inFilter)) {
        const result = await api<{ errors?: Record<string, string[]> }>(method, path, { token: tokens.admin, body });
        const where = `${method} ${path} ${JSON.stringify(body)}: ${JSON.stringify(result.body)}`;
        expect(result.status, where).toBe(400);
        const keys = Object.keys(result.body.errors ?? {});
        expect(
          keys.some((key) => /(mode|earliestDate|latestDate|foo)$/.test(key)),
          where,
        ).toBe(true);
      }
      // The same call with a full selection plus one unknown field is refused too, naming the field.
      const full = { mode: 'NotActivated', ...window, junkField: true };
      const body = inFilter ? { ...extra, filter: full } : full;
      const result = await api<{ errors?: Record<string, string[]> }>(method, path, { token: tokens.admin, body });
      expect(result.status, `${method} ${path}`).toBe(400);
      expect(Object.keys(result.body.errors ?? {})).toEqual([inFilter ? 'filter.junkField' : 'junkField']);
    }
    expect(await getServices(ids)).toEqual(before);
  });

  it('on a draft, whose rows stay as they were', async () => {
    const draft = await createTestDraft(tokens.admin, { storeCount: 2, jobCount: 1, startDate: addDays(today, 3) });
    const details = () =>
      api<{ details: unknown[]; draft: unknown }>('POST', 'draftSchedules/details-paged', {
        token: tokens.admin,
        body: { draftIds: [draft.draftId], includeFilterLists: false, includeAvailability: false },
      });
    const before = await details();
    expect(before.status).toBe(200);
    const calls: [string, Record<string, unknown>][] = [
      ['draftSchedules/details/batch', { field: 'hours', value: 5 }],
      ['draftSchedules/details/batch', { field: 'hours', value: 5, metadata: {} }],
      ['draftSchedules/details/removeWorkers', {}],
      ['draftSchedules/details/removeWorkers', { metadata: { storeIds: draft.storeIds } }],
      ['draftSchedules/details/bulkReplaceWorker', { oldWorkerId: 1, newWorkerId: 2 }],
      ['draftSchedules/details/findMissingWorkers', { jobId: draft.jobProductIds[0] }],
    ];
    for (const [path, body] of calls) {
      const result = await api<{ errors?: Record<string, string[]> }>('PATCH', path, { token: tokens.admin, body });
      expect(result.status, `${path} ${JSON.stringify(result.body)}`).toBe(400);
      expect(Object.keys(result.body.errors ?? {}).some((key) => key.startsWith('metadata'))).toBe(true);
    }
    for (const path of [
      'draftSchedules/batch/delete',
      'draftSchedules/batch/deactivate',
      'draftSchedules/batch/export',
    ]) {
      const result = await api<{ errors?: Record<string, string[]> }>('POST', path, { token: tokens.admin, body: {} });
      expect(result.status, path).toBe(400);
      expect(Object.keys(result.body.errors ?? {})).toContain('ids');
    }
    // The rows and the draft itself. The answer also lists every draft and each store's previous workers, which
    // other files add to meanwhile (they schedule work at the same demo stores): those are not the draft's data.
    const rows = (body: { details: unknown[] }) =>
      body.details.map((row) => ({ ...(row as Record<string, unknown>), previousWorkers: undefined }));
    const after = await details();
    expect(rows(after.body)).toEqual(rows(before.body));
    expect(after.body.draft).toEqual(before.body.draft);
  });
});
