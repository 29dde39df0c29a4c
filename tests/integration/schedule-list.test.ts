import type { SchedulePage } from '@shelfline/shared/contracts/schedule.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';

/*
 * POST schedule (000 §3.6, §7.5): modes, category, column filters, exceptions, confirmation filter, search, sorting,
 * paging, filter lists, merchandiser scoping and roles, on services of this file's own month (tests/support/services).
 * ComingDue and Late depend on today: those services lie around today and are asserted by id.
 */
type Stored = Service & { version: number };
const tokens: Record<string, string> = {};
let month: TestMonth;
/** A: not activated (merch 4); B: open (merch 4, trait Aisle, 3 h); C: saved; D: submitted (merch 4);
 * E: open Online, no merchandiser, highlighted, confirmed on day 13; F: open, temporary Other Worker, No Date. */
let A: Stored[];
let B: Stored[];
let C: Stored[];
let D: Stored[];
let E: Stored[];
let F: Stored[];
const OTHER = 9999;

const ids = (services: readonly { id: number }[]) => services.map((s) => s.id).sort((a, b) => a - b);
const rowIds = (page: SchedulePage) => page.rows.map((r) => r.serviceId).sort((a, b) => a - b);

async function list(body: Record<string, unknown>, token = tokens.admin) {
  const result = await api<SchedulePage>('POST', 'schedule', {
    token,
    body: { earliestDate: month.from, latestDate: month.to, pageSize: 1000, ...body },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

beforeAll(async () => {
  for (const code of ['admin', 'am', 'sup', 'merch', 'crm', 'hr']) tokens[code] = (await signIn(code)).token;
  tokens.cust = (await signIn('cust', true)).token;
  month = await testMonth();
  const other = { merchandiserId: OTHER, merchandiserName: 'Other Worker' };
  [A, B, C, D, E, F] = await Promise.all([
    createTestServices(3, { earliestDate: month.day(3), merchandiserId: 4 }),
    createTestServices(4, {
      earliestDate: month.day(5),
      isActivated: true,
      merchandiserId: 4,
      trait: 'Aisle',
      timeLimit: 3,
    }),
    createTestServices(2, { earliestDate: month.day(7), isActivated: true, isSaved: true, ...other }),
    createTestServices(2, { earliestDate: month.day(9), isActivated: true, isSubmitted: true, merchandiserId: 4 }),
    createTestServices(2, {
      earliestDate: month.day(12),
      latestDate: month.day(16),
      isActivated: true,
      category: 'Online',
      isHighlighted: true,
      confirmation: { estimatedDate: month.day(13) },
    }),
    createTestServices(1, {
      earliestDate: month.day(14),
      isActivated: true,
      isTemporary: true,
      confirmation: { estimatedDate: null },
      ...other,
    }),
  ]);
});

describe('POST schedule', () => {
  it('lists each mode of the window', async () => {
    expect(rowIds(await list({ mode: 'NotActivated' }))).toEqual(ids(A));
    expect(rowIds(await list({ mode: 'Open' }))).toEqual(ids([...B, ...E, ...F]));
    expect(rowIds(await list({ mode: 'Saved' }))).toEqual(ids(C));
    expect(rowIds(await list({ mode: 'Submitted' }))).toEqual(ids(D));
  });

  it('answers the rows of the spec with their confirmation and supervisor', async () => {
    const page = await list({ mode: 'Open' });
    const b = page.rows.find((r) => r.serviceId === B[0]?.id);
    expect(b).toMatchObject({
      version: 1,
      merchandiserId: 4,
      trait: 'Aisle',
      timeLimit: 3,
      serviceConfirmation: null,
      isActivated: true,
      isSubmitted: false,
      isSaved: false,
      category: 'Manual',
      earliestDate: month.day(5),
      storeId: B[0]?.storeId,
      jobNumber: B[0]?.jobNumber,
    });
    expect(b?.supervisor).toBeTruthy();
    // Staff see the merchandiser's availability for the service's dates; a worker not in the directory has none.
    expect(b?.merchandiserAvailability?.status).toBeTruthy();
    expect(page.rows.find((r) => r.serviceId === F[0]?.id)?.merchandiserAvailability).toBeUndefined();
    expect(page.rows.find((r) => r.serviceId === E[0]?.id)).toMatchObject({
      serviceConfirmation: { estimatedDate: month.day(13) },
      category: 'Online',
      isHighlighted: true,
    });
    expect(page.rows.find((r) => r.serviceId === F[0]?.id)).toMatchObject({
      serviceConfirmation: { estimatedDate: null },
      merchandiser: 'Other Worker',
      isTemporary: true,
    });
  });

  it('filters by category', async () => {
    expect(rowIds(await list({ mode: 'Open', category: 'Online' }))).toEqual(ids(E));
    expect(rowIds(await list({ mode: 'Open', category: 'Manual' }))).toEqual(ids([...B, ...F]));
  });

  it('filters by columns and counts the mode and window apart', async () => {
    const aisle = await list({ mode: 'Open', traits: ['Aisle'] });
    expect(rowIds(aisle)).toEqual(ids(B));
    expect(aisle.totalRecords).toBe(7);
    expect(aisle.totalFilteredRecords).toBe(4);
    expect(rowIds(await list({ mode: 'Open', hours: [3] }))).toEqual(ids(B));
    expect(rowIds(await list({ mode: 'Open', merchandiserIds: [OTHER] }))).toEqual(ids(F));
    const store = B[0]?.storeId ?? 0;
    const byStore = await list({ mode: 'Open', storeIds: [store] });
    expect(byStore.rows.every((r) => r.storeId === store)).toBe(true);
    expect(rowIds(byStore)).toContain(B[0]?.id);
    const job = B[1]?.jobId ?? 0;
    const byJob = await list({ mode: 'Open', jobIds: [job] });
    expect(byJob.rows.every((r) => r.jobId === job)).toBe(true);
    expect(rowIds(byJob)).toContain(B[1]?.id);
  });

  it('filters by exceptions', async () => {
    expect(rowIds(await list({ mode: 'Open', exceptions: ['NoMerchandiser'] }))).toEqual(ids(E));
    expect(rowIds(await list({ mode: 'Open', exceptions: ['TemporaryMerchandiser'] }))).toEqual(ids(F));
    expect(rowIds(await list({ mode: 'Open', exceptions: ['Highlighted'] }))).toEqual(ids(E));
    expect(rowIds(await list({ mode: 'Open', exceptions: ['Updated'] }))).toEqual([]);
  });

  it('filters by confirmation', async () => {
    expect(rowIds(await list({ mode: 'Open', serviceConfirmation: { notConfirmed: true } }))).toEqual(ids(B));
    expect(rowIds(await list({ mode: 'Open', serviceConfirmation: { confirmedWithoutDate: true } }))).toEqual(ids(F));
    const byDate = { fromDate: month.day(13), toDate: month.day(13) };
    expect(rowIds(await list({ mode: 'Open', serviceConfirmation: byDate }))).toEqual(ids(E));
    const either = { confirmedWithoutDate: true, notConfirmed: true };
    expect(rowIds(await list({ mode: 'Open', serviceConfirmation: either }))).toEqual(ids([...B, ...F]));
  });

  it('searches free text', async () => {
    expect(rowIds(await list({ mode: 'Open', search: 'other worker' }))).toEqual(ids(F));
    expect(rowIds(await list({ mode: 'Saved', search: 'no such text anywhere' }))).toEqual([]);
  });

  it('sorts by earliest date, newest first, by default and by the columns asked', async () => {
    const byDefault = await list({ mode: 'Open' });
    expect(byDefault.rows[0]?.serviceId).toBe(F[0]?.id);
    expect(byDefault.rows.map((r) => r.earliestDate)).toEqual(
      byDefault.rows.map((r) => r.earliestDate).sort((a, b) => b.localeCompare(a)),
    );
    const descending = await list({ mode: 'Open', sortOptions: { serviceId: true } });
    expect(descending.rows.map((r) => r.serviceId)).toEqual(ids([...B, ...E, ...F]).reverse());
    const byTime = await list({ mode: 'Open', sortOptions: { timeLimit: false, serviceId: false } });
    expect(byTime.rows.map((r) => r.serviceId)).toEqual([...ids([...E, ...F]), ...ids(B)]);
  });

  it('pages from page 0', async () => {
    const all = ids([...B, ...E, ...F]);
    const seen: number[] = [];
    for (let pageNumber = 0; pageNumber < 4; pageNumber++) {
      const page = await list({ mode: 'Open', pageSize: 2, pageNumber, sortOptions: { serviceId: false } });
      expect(page).toMatchObject({ pageNumber, pageSize: 2, totalFilteredRecords: 7, totalRecords: 7 });
      seen.push(...page.rows.map((r) => r.serviceId));
      expect(page.rows.length).toBe(pageNumber < 3 ? 2 : 1);
    }
    expect(seen).toEqual(all);
    expect((await list({ mode: 'Open', pageSize: 2, pageNumber: 9 })).rows).toEqual([]);
  });

  it('answers the filter lists and total hours with includeFilterLists only', async () => {
    expect((await list({ mode: 'Open' })).metadata).toBeUndefined();
    const { metadata } = await list({ mode: 'Open', includeFilterLists: true });
    expect(metadata?.totalHours).toBe(4 * 3 + 2 * 2 + 2);
    expect(metadata?.hours).toEqual([2, 3]);
    expect(metadata?.traits).toEqual(['Aisle']);
    expect(metadata?.merchandisers.map((m) => m.id).sort((a, b) => a - b)).toEqual([4, OTHER]);
    expect(metadata?.merchandisers.find((m) => m.id === OTHER)?.name).toBe('Other Worker');
    expect(metadata?.supervisors.length).toBeGreaterThan(0);
    expect(metadata?.jobs.map((j) => j.id)).toContain(B[0]?.jobId);
    expect(metadata?.stores.map((s) => s.id)).toContain(B[0]?.storeId);
  });

  it('builds the filter lists from the whole mode and window, and the total hours from the filtered services', async () => {
    const narrowed = await list({ mode: 'Open', merchandiserIds: [OTHER], includeFilterLists: true });
    expect(rowIds(narrowed)).toEqual(ids(F));
    // Another merchandiser, trait or hour can still be added to the search without Reset.
    expect(narrowed.metadata?.merchandisers.map((m) => m.id).sort((a, b) => a - b)).toEqual([4, OTHER]);
    expect(narrowed.metadata?.traits).toEqual(['Aisle']);
    expect(narrowed.metadata?.hours).toEqual([2, 3]);
    expect(narrowed.metadata?.totalHours).toBe(2);
  });

  it('refuses Open mode without both dates, naming the date', async () => {
    const result = await api<{ errors: Record<string, string[]> }>('POST', 'schedule', {
      token: tokens.admin,
      body: { mode: 'Open', latestDate: month.to },
    });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body.errors)).toContain('earliestDate');
  });

  it('lists ComingDue and Late by the latest date around today', async () => {
    const today = todayIso();
    const around = (latest: number, extra: Record<string, unknown> = {}) =>
      createTestServices(1, {
        earliestDate: addDays(today, latest - 3),
        latestDate: addDays(today, latest),
        isActivated: true,
        ...extra,
      });
    const [dueToday, dueTomorrow, late, later, notActivated, submitted] = await Promise.all([
      around(0),
      around(1),
      around(-1),
      around(2),
      around(0, { isActivated: false }),
      around(-1, { isSubmitted: true }),
    ]);
    const comingDue = rowIds(
      await api<SchedulePage>('POST', 'schedule', {
        token: tokens.admin,
        body: { mode: 'ComingDue', pageSize: 1000 },
      }).then((r) => r.body),
    );
    const lateIds = rowIds(
      await api<SchedulePage>('POST', 'schedule', {
        token: tokens.admin,
        body: { mode: 'Late', pageSize: 1000 },
      }).then((r) => r.body),
    );
    for (const s of [...dueToday, ...dueTomorrow]) expect(comingDue).toContain(s.id);
    for (const s of [...late, ...later, ...notActivated, ...submitted]) expect(comingDue).not.toContain(s.id);
    for (const s of late) expect(lateIds).toContain(s.id);
    for (const s of [...dueToday, ...dueTomorrow, ...later, ...notActivated, ...submitted])
      expect(lateIds).not.toContain(s.id);
  });

  it('scopes a merchandiser to their own live services, whatever the filter says', async () => {
    const open = await list({ mode: 'Open' }, tokens.merch);
    expect(rowIds(open)).toEqual(ids(B));
    expect(open.totalRecords).toBe(4);
    expect(open.rows.every((r) => r.merchandiserAvailability === undefined)).toBe(true);
    expect(rowIds(await list({ mode: 'Open', merchandiserIds: [OTHER] }, tokens.merch))).toEqual([]);
    expect(rowIds(await list({ mode: 'Saved' }, tokens.merch))).toEqual([]);
    expect(rowIds(await list({ mode: 'NotActivated' }, tokens.merch))).toEqual([]);
    const submitted = await list({ mode: 'Submitted', includeFilterLists: true }, tokens.merch);
    expect(rowIds(submitted)).toEqual(ids(D));
    expect(submitted.metadata?.merchandisers.map((m) => m.id)).toEqual([4]);
  });

  it('sorts a merchandiser by earliest then latest date', async () => {
    const page = await list({ mode: 'Open', pageSize: 20 }, tokens.merch);
    expect(page.rows.map((r) => r.serviceId)).toEqual(ids(B));
  });

  it('lets staff in and keeps the other roles out', async () => {
    for (const code of ['am', 'sup']) expect(rowIds(await list({ mode: 'Saved' }, tokens[code]))).toEqual(ids(C));
    for (const code of ['crm', 'hr', 'cust']) {
      const result = await api('POST', 'schedule', { token: tokens[code], body: { mode: 'Submitted' } });
      expect(result.status, code).toBe(403);
    }
  });
});
