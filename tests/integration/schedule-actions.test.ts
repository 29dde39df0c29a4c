import type { BulkStepResult } from '@shelfline/shared/contracts/schedule.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduledWork } from '../../functions/data/people/worker-records.repository.ts';
import { getService, getServices } from '../../functions/data/schedule/schedule.repository.ts';
import { testMerchandisers } from '../support/drafts.ts';
import { api, signInAll } from '../support/local-stack.ts';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';
import { letterTag } from '../support/workers.ts';

/*
 * The Actions menu's state changes over HTTP (000 §4.6, §7.5): activate, deactivate, DELETE schedule, highlight and
 * unsubmit, on one service and on the filtered services in client-driven steps. Each test works in a month of its
 * own (testMonth), so only its own services are ever selected.
 */
const tokens: Record<'admin' | 'am' | 'sup' | 'merch', string> = { admin: '', am: '', sup: '', merch: '' };
const worker = testMerchandisers('sa', 'Action', letterTag());

type Result = BulkStepResult & { errors?: Record<string, string[]> };
const PATHS = {
  activate: ['POST', 'schedule/activate'],
  deactivate: ['POST', 'schedule/deactivate'],
  delete: ['DELETE', 'schedule'],
  highlight: ['POST', 'schedule/highlight'],
  unsubmit: ['POST', 'schedule/unsubmit'],
} as const;
type Action = keyof typeof PATHS;

const call = (action: Action, body: Record<string, unknown>, token = tokens.admin) =>
  api<Result>(PATHS[action][0], PATHS[action][1], { token, body });
const windowOf = (month: TestMonth) => ({ earliestDate: month.from, latestDate: month.to });

/** Repeats a bulk call until `finished`, as the SPA does; answers the summed counts and the number of calls. */
async function runToEnd(action: Action, body: Record<string, unknown>, token = tokens.admin) {
  const total = { changed: 0, skipped: 0, calls: 0, remaining: 0 };
  for (;;) {
    const result = await call(action, body, token);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    total.calls++;
    total.changed += result.body.changed;
    total.skipped = result.body.skipped;
    total.remaining = result.body.remaining;
    if (result.body.finished) return total;
    expect(total.calls).toBeLessThan(50);
  }
}

const workOf = async (workerId: number, serviceId: number) =>
  (await scheduledWork.list(workerId)).find((w) => w.id === serviceId);

beforeAll(async () => {
  await signInAll(tokens);
});

describe('schedule actions: who and when', () => {
  it('refuses the admin actions to accountManager and supervisor, and unsubmit to supervisor and merchandiser', async () => {
    const month = await testMonth();
    const body = { mode: 'NotActivated', ...windowOf(month) };
    for (const action of ['activate', 'deactivate', 'delete', 'highlight'] as const) {
      expect((await call(action, body, tokens.am)).status).toBe(403);
      expect((await call(action, body, tokens.sup)).status).toBe(403);
    }
    const submitted = { mode: 'Submitted', ...windowOf(month) };
    expect((await call('unsubmit', submitted, tokens.sup)).status).toBe(403);
    expect((await call('unsubmit', submitted, tokens.merch)).status).toBe(403);
    expect((await call('unsubmit', submitted, tokens.am)).body).toEqual({
      changed: 0,
      remaining: 0,
      skipped: 0,
      finished: true,
    });
  });

  it('offers each filtered action only in its modes (400 naming mode)', async () => {
    const month = await testMonth();
    const refused: [Action, string, string][] = [
      ['activate', 'Open', 'Activate is offered only in NotActivated mode.'],
      ['deactivate', 'NotActivated', 'Deactivate is offered only in Open or ComingDue mode.'],
      ['deactivate', 'Late', 'Deactivate is offered only in Open or ComingDue mode.'],
      ['highlight', 'Saved', 'Highlight is offered only in NotActivated mode.'],
      ['unsubmit', 'Open', 'Unsubmit is offered only in Submitted mode.'],
    ];
    for (const [action, mode, message] of refused) {
      const result = await call(action, { mode, ...windowOf(month) });
      expect(result.status, `${action} in ${mode}`).toBe(400);
      expect(result.body.errors).toEqual({ mode: [message] });
    }
    const deleteSubmitted = await call('delete', { mode: 'Submitted', ...windowOf(month) });
    expect(deleteSubmitted.status).toBe(400);
    expect(Object.keys(deleteSubmitted.body.errors ?? {})).toEqual(['mode']);
    const amOpen = await call('unsubmit', { mode: 'Open', ...windowOf(month) }, tokens.am);
    expect(amOpen.status).toBe(400);
    // Bad input is a 400 naming the field, never a 500.
    const badMode = await call('activate', { mode: 'Nope' });
    expect(badMode.status).toBe(400);
    expect(Object.keys(badMode.body.errors ?? {})).toContain('mode');
  });

  it("refuses a single service whose state does not take the action (400), and one that doesn't exist (404)", async () => {
    const month = await testMonth();
    const [notActivated] = await createTestServices(1, { earliestDate: month.day(2) });
    const [open] = await createTestServices(1, { earliestDate: month.day(2), isActivated: true });
    const [submitted] = await createTestServices(1, {
      earliestDate: month.day(2),
      isActivated: true,
      isSubmitted: true,
    });
    const id = (s: { id: number } | undefined) => s?.id ?? 0;
    const cases: [Action, number, string][] = [
      ['activate', id(open), `Service ${id(open)} is already activated.`],
      ['deactivate', id(notActivated), `Service ${id(notActivated)} is not activated.`],
      ['unsubmit', id(open), `Service ${id(open)} is not submitted.`],
    ];
    for (const [action, serviceId, message] of cases) {
      const result = await call(action, { serviceId });
      expect(result.status, action).toBe(400);
      expect(result.body.errors).toEqual({ serviceId: [message] });
    }
    for (const action of ['activate', 'deactivate', 'delete', 'highlight'] as const) {
      const result = await call(action, { serviceId: id(submitted) });
      expect(result.status, action).toBe(400);
      expect(result.body.errors?.serviceId?.[0]).toContain('is submitted');
    }
    for (const action of Object.keys(PATHS) as Action[]) {
      const result = await call(action, { serviceId: 999_999_999 });
      expect(result.status, action).toBe(404);
      expect(result.body.errors).toBe('Service 999999999 was not found.');
    }
    // Nothing was changed by the refusals.
    const after = await getServices([id(notActivated), id(open), id(submitted)]);
    expect(after.map((s) => s.version)).toEqual([1, 1, 1]);
  });
});

describe('schedule actions: changes', () => {
  it('activates and deactivates one service, its scheduled work following', async () => {
    const month = await testMonth();
    const merchandiserId = await worker('Ann');
    const [service] = await createTestServices(1, { earliestDate: month.day(5), merchandiserId });
    const serviceId = service?.id ?? 0;
    expect(await workOf(merchandiserId, serviceId)).toMatchObject({ isSchedule: false });

    const activated = await call('activate', { serviceId });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    expect(activated.body).toEqual({ changed: 1, remaining: 0, skipped: 0, finished: true });
    expect(await getService(serviceId)).toMatchObject({ isActivated: true, version: 2, modifiedBy: 'admin' });
    expect(await workOf(merchandiserId, serviceId)).toMatchObject({ isSchedule: true, startDate: month.day(5) });

    const deactivated = await call('deactivate', { serviceId });
    expect(deactivated.body).toEqual({ changed: 1, remaining: 0, skipped: 0, finished: true });
    expect(await getService(serviceId)).toMatchObject({ isActivated: false, version: 3 });
    expect(await workOf(merchandiserId, serviceId)).toMatchObject({ isSchedule: false });
  });

  it('activates 300 filtered services in steps, each exactly once; a second run changes nothing', async () => {
    const month = await testMonth();
    const created = await createTestServices(300, { earliestDate: month.day(12) });
    const before = await createTestServices(4, { earliestDate: month.day(12), isActivated: true });
    const body = { mode: 'NotActivated', ...windowOf(month) };

    const first = await runToEnd('activate', body);
    expect(first).toMatchObject({ changed: 300, remaining: 0, skipped: 0 });
    const stored = await getServices(created.map((s) => s.id));
    expect(stored).toHaveLength(300);
    expect(stored.every((s) => s.isActivated && s.version === 2)).toBe(true);

    const second = await runToEnd('activate', body);
    expect(second).toEqual({ changed: 0, remaining: 0, skipped: 0, calls: 1 });
    // The services activated before were not in NotActivated mode: untouched.
    expect((await getServices(before.map((s) => s.id))).map((s) => s.version)).toEqual([1, 1, 1, 1]);
  });

  it('deactivates the filtered Open services and their scheduled work', async () => {
    const month = await testMonth();
    const merchandiserId = await worker('Bea');
    const live = await createTestServices(3, { earliestDate: month.day(8), isActivated: true, merchandiserId });
    const saved = await createTestServices(1, { earliestDate: month.day(8), isActivated: true, isSaved: true });
    const result = await runToEnd('deactivate', { mode: 'Open', ...windowOf(month) });
    expect(result).toMatchObject({ changed: 3, remaining: 0, skipped: 0 });
    for (const service of live) expect(await workOf(merchandiserId, service.id)).toMatchObject({ isSchedule: false });
    // A Saved service is not Open: left alone.
    expect(await getService(saved[0]?.id ?? 0)).toMatchObject({ isActivated: true, version: 1 });
  });

  it('deletes one service or the filtered ones with their scheduled work; submitted services are never deleted', async () => {
    const month = await testMonth();
    const merchandiserId = await worker('Cid');
    const planned = await createTestServices(3, { earliestDate: month.day(20), merchandiserId });
    const [open] = await createTestServices(1, { earliestDate: month.day(21), isActivated: true, merchandiserId });
    const [submitted] = await createTestServices(1, {
      earliestDate: month.day(21),
      isActivated: true,
      isSubmitted: true,
      merchandiserId,
    });
    const openId = open?.id ?? 0;

    const one = await call('delete', { serviceId: openId });
    expect(one.body).toEqual({ changed: 1, remaining: 0, skipped: 0, finished: true });
    expect(await getService(openId)).toBeUndefined();
    expect(await workOf(merchandiserId, openId)).toBeUndefined();

    // DELETE schedule sends startDate/endDate (000 §7.5): accepted as the window.
    const filtered = await runToEnd('delete', { mode: 'NotActivated', startDate: month.from, endDate: month.to });
    expect(filtered).toMatchObject({ changed: 3, remaining: 0, skipped: 0 });
    expect(await getServices(planned.map((s) => s.id))).toEqual([]);
    const work = await scheduledWork.list(merchandiserId);
    expect(work.map((w) => w.id)).toEqual([submitted?.id]);

    const refused = await call('delete', { serviceId: submitted?.id });
    expect(refused.status).toBe(400);
    expect(await getService(submitted?.id ?? 0)).toMatchObject({ isSubmitted: true, version: 1 });
  });

  it('highlights and removes highlights, counting services that already have the value as skipped', async () => {
    const month = await testMonth();
    const plain = await createTestServices(3, { earliestDate: month.day(3) });
    const [lit] = await createTestServices(1, { earliestDate: month.day(3), isHighlighted: true });
    const body = { mode: 'NotActivated', ...windowOf(month) };

    const on = await runToEnd('highlight', { ...body, isHighlighted: true });
    expect(on).toMatchObject({ changed: 3, skipped: 1, remaining: 0 });
    const all = [...plain.map((s) => s.id), lit?.id ?? 0];
    expect((await getServices(all)).map((s) => s.isHighlighted)).toEqual([true, true, true, true]);
    expect(await getService(lit?.id ?? 0)).toMatchObject({ version: 1 });

    const off = await runToEnd('highlight', { ...body, isHighlighted: false });
    expect(off).toMatchObject({ changed: 4, skipped: 0, remaining: 0 });
    expect((await getServices(all)).map((s) => s.isHighlighted)).toEqual([false, false, false, false]);

    // One service, isHighlighted defaulting to true; again is a no-op (skipped).
    const single = await call('highlight', { serviceId: plain[0]?.id });
    expect(single.body).toEqual({ changed: 1, remaining: 0, skipped: 0, finished: true });
    expect(await getService(plain[0]?.id ?? 0)).toMatchObject({ isHighlighted: true });
    const again = await call('highlight', { serviceId: plain[0]?.id });
    expect(again.body).toEqual({ changed: 0, remaining: 0, skipped: 1, finished: true });
  });

  it('unsubmits one service (accountManager) or the filtered ones (admin) back to Saved', async () => {
    const month = await testMonth();
    const merchandiserId = await worker('Dan');
    const submitted = await createTestServices(3, {
      earliestDate: month.day(15),
      isActivated: true,
      isSubmitted: true,
      merchandiserId,
    });
    const [first, ...rest] = submitted;
    const one = await call('unsubmit', { serviceId: first?.id }, tokens.am);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body).toEqual({ changed: 1, remaining: 0, skipped: 0, finished: true });
    expect(await getService(first?.id ?? 0)).toMatchObject({
      isSubmitted: false,
      isSaved: true,
      isActivated: true,
      modifiedBy: 'am',
    });

    const filtered = await runToEnd('unsubmit', { mode: 'Submitted', ...windowOf(month) });
    expect(filtered).toMatchObject({ changed: 2, remaining: 0, skipped: 0 });
    for (const service of await getServices(rest.map((s) => s.id)))
      expect(service).toMatchObject({ isSubmitted: false, isSaved: true });
    // Live again: the scheduled work is still scheduled.
    expect(await workOf(merchandiserId, first?.id ?? 0)).toMatchObject({ isSchedule: true });
    const again = await runToEnd('unsubmit', { mode: 'Submitted', ...windowOf(month) });
    expect(again).toMatchObject({ changed: 0, remaining: 0, skipped: 0 });
  });
});
