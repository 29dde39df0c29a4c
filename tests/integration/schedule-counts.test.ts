import type { SchedulePage } from '@shelfline/shared/contracts/schedule.contract';
import { SCHEDULE_CATEGORIES, SCHEDULE_MODES } from '@shelfline/shared/schedule-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { windowOf } from '../../functions/domain/schedule/schedule-filter.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestServices } from '../support/services.ts';

/*
 * The dashboard's Services card reads counters kept with every service write (service-count.entity.ts), not the
 * services: after each kind of write (load, activate, edit that moves a service between months and out of
 * ComingDue, confirmation, unsubmit, delete), every count equals the total of the list its badge links to.
 * Other test files write services at the same time, so the card and the lists are compared until one reading of
 * both agrees (a few tries): a counter that drifted never agrees.
 */
const today = todayIso();
let token = '';

type Card = { items: { mode: string; category: string; numberOfServices: number }[] };
/** Every badge of the card: each mode in each category (All, Manual, Online). */
const BADGES = SCHEDULE_MODES.flatMap((mode) => SCHEDULE_CATEGORIES.map((category) => ({ mode, category })));
const badge = (mode: string, category: string) => `${mode}/${category}`;

async function cardAndLists(): Promise<{ card: Record<string, number>; lists: Record<string, number> }> {
  const summary = await api<Card>('GET', 'dashboard/ScheduleSummary', { token });
  expect(summary.status).toBe(200);
  const card = Object.fromEntries(summary.body.items.map((i) => [badge(i.mode, i.category), i.numberOfServices]));
  const window = windowOf({}, today);
  const lists: Record<string, number> = {};
  await Promise.all(
    BADGES.map(async ({ mode, category }) => {
      const dates = mode === 'ComingDue' || mode === 'Late' ? {} : { earliestDate: window.from, latestDate: window.to };
      const list = await api<SchedulePage>('POST', 'schedule', {
        token,
        body: { mode, category, pageSize: 20, ...dates },
      });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      lists[badge(mode, category)] = list.body.totalRecords;
    }),
  );
  return { card, lists };
}

async function expectCardEqualsLists() {
  let last = await cardAndLists();
  for (let attempt = 0; attempt < 8 && JSON.stringify(last.card) !== JSON.stringify(sorted(last.lists)); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await cardAndLists();
  }
  expect(last.card).toEqual(sorted(last.lists));
  return last.card;
}
const sorted = (counts: Record<string, number>) =>
  Object.fromEntries(BADGES.map(({ mode, category }) => [badge(mode, category), counts[badge(mode, category)]]));

const action = (path: string, serviceId: number, method: 'POST' | 'DELETE' = 'POST') =>
  api<{ changed: number }>(method, path, { token, body: { serviceId } });

beforeAll(async () => {
  token = (await signIn('admin')).token;
});

describe('Services card counts', () => {
  it('equal the lists after every kind of service write', async () => {
    const [planned] = await createTestServices(1, { earliestDate: today, latestDate: addDays(today, 1) });
    // Online, so that the card's Online and Manual badges are checked too.
    const [due] = await createTestServices(1, {
      earliestDate: today,
      latestDate: today,
      isActivated: true,
      merchandiserId: 4,
      category: 'Online',
    });
    const [late] = await createTestServices(1, {
      earliestDate: addDays(today, -3),
      latestDate: addDays(today, -1),
      isActivated: true,
      merchandiserId: 4,
    });
    if (!planned || !due || !late) throw new Error('test services missing');
    const loaded = await expectCardEqualsLists();
    expect(loaded['ComingDue/All']).toBeGreaterThanOrEqual(1);
    expect(loaded['ComingDue/Online']).toBeGreaterThanOrEqual(1);
    expect(loaded['Late/All']).toBeGreaterThanOrEqual(1);

    expect((await action('schedule/activate', planned.id)).body.changed).toBe(1);
    await expectCardEqualsLists();

    // Next month, out of ComingDue and out of this month's Open count.
    const moved = await api('PATCH', 'schedule', {
      token,
      body: { serviceId: due.id, version: due.version, latestDate: addDays(today, 40) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const again = await api('PATCH', 'schedule', {
      token,
      body: { serviceId: due.id, version: due.version + 1, earliestDate: addDays(today, 35) },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await expectCardEqualsLists();

    const confirmed = await api('POST', `schedule/confirmations/${late.id}`, {
      token,
      body: { estimatedDate: null },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect((await action('schedule/deactivate', late.id)).body.changed).toBe(1);
    await expectCardEqualsLists();

    expect((await action('schedule', planned.id, 'DELETE')).body.changed).toBe(1);
    await expectCardEqualsLists();
  }, 120_000); // ~35 s alone; each round reads 18 lists of the current month while other files load the stack.

  it('stay exact when many writes of one month land at once', async () => {
    const services = await createTestServices(16, { earliestDate: today, latestDate: addDays(today, 2) });
    const results = await Promise.all(services.map((service) => action('schedule/activate', service.id)));
    expect(results.map((r) => r.body.changed)).toEqual(services.map(() => 1));
    await expectCardEqualsLists();
  });
});
