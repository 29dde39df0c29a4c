import { SCHEDULE_CATEGORIES, SCHEDULE_MODES } from '@shelfline/shared/schedule-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestServices } from '../support/services.ts';

/*
 * The dashboard family (000 §2.4, §3.5): the staff Services card and the merchandiser's notification cards and
 * weekly grid. These depend on today, so the services lie around today and are asserted by id (demo services of
 * the merch login lie around today too).
 */
interface Item {
  serviceId: number;
  dueDate: string;
  latestDate: string;
  serviceConfirmation: { estimatedDate: string | null } | null;
}
interface Notifications {
  comingDueIn48Hours: Item[];
  unconfirmedServices: Item[];
  confirmedWithoutDateServices: Item[];
  savedServices: Item[];
}
const tokens: Record<'admin' | 'sup' | 'crm' | 'merch', string> = { admin: '', sup: '', crm: '', merch: '' };
const today = todayIso();
const made: Record<string, number> = {};

/** One service of merch 4 (unless told) with latest date today + `latest`, activated unless told. */
async function make(name: string, latest: number, extra: Parameters<typeof createTestServices>[1] | object = {}) {
  const [service] = await createTestServices(1, {
    earliestDate: addDays(today, latest - 4),
    latestDate: addDays(today, latest),
    isActivated: true,
    merchandiserId: 4,
    ...extra,
  });
  made[name] = service?.id ?? 0;
}

beforeAll(async () => {
  for (const code of ['admin', 'sup', 'crm', 'merch'] as const) tokens[code] = (await signIn(code)).token;
  await Promise.all([
    make('dueToday', 0),
    make('dueTomorrowConfirmed', 1, { confirmation: { estimatedDate: today } }),
    make('unconfirmedLater', 5),
    make('noDate', 5, { confirmation: { estimatedDate: null }, earliestDate: addDays(today, 1) }),
    make('saved', 3, { isSaved: true }),
    make('late', -1),
    make('notActivated', 0, { isActivated: false }),
    make('submitted', 0, { isSubmitted: true, isSaved: true, confirmation: { estimatedDate: null } }),
    make('otherWorker', 0, { merchandiserId: 9997, merchandiserName: 'Not Merch' }),
  ]);
});

const idsOf = (items: Item[]) => items.map((i) => i.serviceId);
const sortedByDueDate = (items: Item[]) =>
  items.every((item, i) => i === 0 || (items[i - 1]?.dueDate ?? '') <= item.dueDate);

describe('GET dashboard/ScheduleSummary', () => {
  // That every badge equals the list it links to, after every kind of write, is schedule-counts.test.ts (which
  // re-reads until one reading agrees: other files write services meanwhile). Here: the shape of one answer.
  it('answers each mode in All, Manual and Online, Manual and Online adding up to All', async () => {
    const result = await api<{ items: { mode: string; category: string; numberOfServices: number; order: number }[] }>(
      'GET',
      'dashboard/ScheduleSummary',
      { token: tokens.admin },
    );
    expect(result.status).toBe(200);
    expect(result.body.items.map((i) => [i.mode, i.category, i.order])).toEqual(
      SCHEDULE_MODES.flatMap((mode) => SCHEDULE_CATEGORIES.map((category) => [mode, category])).map((item, order) => [
        ...item,
        order,
      ]),
    );
    const count = (mode: string, category: string) =>
      result.body.items.find((i) => i.mode === mode && i.category === category)?.numberOfServices ?? -1;
    for (const mode of SCHEDULE_MODES) {
      expect(count(mode, 'Manual') + count(mode, 'Online'), mode).toBe(count(mode, 'All'));
      expect(count(mode, 'Online'), mode).toBeGreaterThanOrEqual(0);
    }
    expect(count('ComingDue', 'All')).toBeGreaterThanOrEqual(2);
  });

  it('is for staff, not for merchandisers', async () => {
    expect((await api('GET', 'dashboard/ScheduleSummary', { token: tokens.sup })).status).toBe(200);
    expect((await api('GET', 'dashboard/ScheduleSummary', { token: tokens.crm })).status).toBe(200);
    expect((await api('GET', 'dashboard/ScheduleSummary', { token: tokens.merch })).status).toBe(403);
  });
});

describe('GET Dashboard/Notifications', () => {
  it("fills the merchandiser's four cards from their own live services, by due date", async () => {
    const result = await api<Notifications>('GET', 'Dashboard/Notifications', { token: tokens.merch });
    expect(result.status).toBe(200);
    const cards = result.body;
    const expectCard = (card: Item[], inside: string[]) => {
      const ids = idsOf(card);
      for (const name of Object.keys(made))
        if (inside.includes(name)) expect(ids, name).toContain(made[name]);
        else expect(ids, name).not.toContain(made[name]);
      expect(sortedByDueDate(card)).toBe(true);
    };
    expectCard(cards.comingDueIn48Hours, ['dueToday']);
    expectCard(cards.unconfirmedServices, ['dueToday', 'unconfirmedLater', 'saved']);
    expectCard(cards.confirmedWithoutDateServices, ['noDate']);
    expectCard(cards.savedServices, ['saved']);
    const item = cards.comingDueIn48Hours.find((i) => i.serviceId === made.dueToday);
    expect(item).toMatchObject({ dueDate: today, latestDate: today, serviceConfirmation: null });
  });

  it('is for merchandisers only', async () => {
    expect((await api('GET', 'Dashboard/Notifications', { token: tokens.admin })).status).toBe(403);
  });
});

describe('GET Dashboard/ConfirmedServices', () => {
  const confirmed = async (query: string) => {
    const result = await api<{ items: Item[] }>('GET', `Dashboard/ConfirmedServices${query}`, { token: tokens.merch });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return idsOf(result.body.items);
  };

  it('lists confirmed services overlapping the window, with or without a date', async () => {
    const todayOnly = await confirmed(`?fromDate=${today}&toDate=${today}`);
    expect(todayOnly).toContain(made.dueTomorrowConfirmed);
    expect(todayOnly).not.toContain(made.noDate);
    expect(todayOnly).not.toContain(made.dueToday);
    expect(todayOnly).not.toContain(made.otherWorker);
    const later = await confirmed(`?fromDate=${addDays(today, 5)}&toDate=${addDays(today, 6)}`);
    expect(later).toContain(made.noDate);
    expect(later).not.toContain(made.dueTomorrowConfirmed);
    expect(later).not.toContain(made.unconfirmedLater);
  });

  it('defaults to Monday..Sunday of this week', async () => {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const monday = addDays(today, weekday === 0 ? -6 : 1 - weekday);
    const week = await confirmed(`?fromDate=${monday}&toDate=${addDays(monday, 6)}`);
    expect(await confirmed('')).toEqual(week);
    expect(week).toContain(made.dueTomorrowConfirmed);
  });

  it('refuses a window that ends before it starts', async () => {
    const result = await api<{ errors: Record<string, string[]> }>(
      'GET',
      `Dashboard/ConfirmedServices?fromDate=${today}&toDate=${addDays(today, -1)}`,
      { token: tokens.merch },
    );
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors)).toEqual(['toDate']);
  });
});
