import type { SchedulePage } from '@shelfline/shared/contracts/schedule.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestServices } from '../support/services.ts';

/*
 * POST schedule keeps the selection of a filter for the next page or another sort (selection-cache.ts). A kept
 * selection must never hide a change: after any write of a service of the window, the next list shows it, whether
 * the kept selection was read long after the last write (reused until the change stamp moves) or just after it.
 */
let token = '';
const day = addDays(todayIso(), 290);
const trait = `reuse-${Date.now()}`;

const list = async (extra: object = {}) => {
  const result = await api<SchedulePage>('POST', 'schedule', {
    token,
    body: { mode: 'NotActivated', earliestDate: day, latestDate: day, traits: [trait], pageSize: 2, ...extra },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_200));

beforeAll(async () => {
  token = (await signIn('admin')).token;
});

describe('POST schedule, pages and sorts of one filter', () => {
  it('shows every change of the window at once, even to a selection it keeps', async () => {
    const services = await createTestServices(3, { earliestDate: day, latestDate: day, trait, timeLimit: 2 });
    const [first, , last] = services;
    if (!first || !last) throw new Error('test services missing');
    await settle();
    const page0 = await list();
    expect(page0.totalRecords).toBe(3);
    const page1 = await list({ pageNumber: 1 });
    expect([...page0.rows, ...page1.rows].map((r) => r.serviceId).sort()).toEqual(services.map((s) => s.id).sort());

    // An edit of one field: the kept selection (read well after the last write) must not be used any more — with it,
    // the tie on 2 hours would put the lowest id first.
    const edited = await api('PATCH', 'schedule', {
      token,
      body: { serviceId: last.id, version: last.version, timeLimit: 5 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const byHours = await list({ sortOptions: { timeLimit: true }, pageSize: 1 });
    expect(byHours.rows[0]).toMatchObject({ serviceId: last.id, timeLimit: 5 });

    // A service leaving the mode, listed right after the write and again a page later.
    const activated = await api<{ changed: number }>('POST', 'schedule/activate', {
      token,
      body: { serviceId: first.id },
    });
    expect(activated.body.changed).toBe(1);
    expect((await list()).totalRecords).toBe(2);
    expect((await list({ pageNumber: 1 })).rows).toHaveLength(0);
  });
});
