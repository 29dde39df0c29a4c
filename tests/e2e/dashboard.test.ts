import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readWorkerDirectory } from '../../functions/data/people/worker-directory.ts';
import { api, signIn } from '../support/local-stack.ts';
import { createTestServices, testMonth } from '../support/services.ts';
import { withBrowser } from './support/browser.ts';
import { textOf } from './support/shelfline-page.ts';

/** Generous: the machine running the browser tests is shared and often busy. */
const WAIT = { timeout: 60_000 };
const MERCH = 4;

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The server's today (UTC); the browser runs in the same zone on the test machine. */
const today = new Date().toISOString().slice(0, 10);
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

const card = (page: Page, name: string) => page.locator(`[data-testid="card-${name}"]`);
const cardItem = (page: Page, name: string, serviceId: number): Locator =>
  card(page, name).locator(`[data-testid="card-item"][data-service-id="${serviceId}"]`);
const weekCell = (page: Page, serviceId: number) =>
  page.locator(`[data-testid="week-cell"][data-service-id="${serviceId}"]`);

/**
 * Issue 6, the dashboard (000 §2.4): a merchandiser's notification cards, the confirmation modal and the weekly grid;
 * staff's Services card and Service Reassignment table. The merchandiser's services lie around today (the cards are
 * about today); each assertion names the test's own service ids.
 */
describe('dashboard', () => {
  const browser = withBrowser();

  it("shows a merchandiser's cards, confirms a service by date and moves through the weeks", async () => {
    const [comingDue] = await createTestServices(1, {
      earliestDate: addDays(today, -2),
      latestDate: addDays(today, 1),
      isActivated: true,
      merchandiserId: MERCH,
    });
    const [withoutDate] = await createTestServices(1, {
      earliestDate: addDays(today, -1),
      latestDate: addDays(today, 10),
      isActivated: true,
      merchandiserId: MERCH,
      confirmation: { estimatedDate: null },
    });
    const [saved] = await createTestServices(1, {
      earliestDate: addDays(today, -1),
      latestDate: addDays(today, 5),
      isActivated: true,
      isSaved: true,
      merchandiserId: MERCH,
    });
    if (!comingDue || !withoutDate || !saved) throw new Error('services not created');

    const app = await browser.open('merch');
    const { page } = app;
    await app.goto('/dashboard');

    const due = cardItem(page, 'comingDueIn48Hours', comingDue.id);
    await due.waitFor(WAIT);
    expect(await textOf(due)).toBe(
      `Job ${comingDue.jobNumber} · Store ${comingDue.storeNumber} · Due ${comingDue.latestDate}`,
    );
    await cardItem(page, 'unconfirmedServices', comingDue.id).waitFor(WAIT);
    await cardItem(page, 'confirmedWithoutDateServices', withoutDate.id).waitFor(WAIT);
    await cardItem(page, 'savedServices', saved.id).waitFor(WAIT);
    expect(await textOf(card(page, 'comingDueIn48Hours').locator('h2'))).toContain(
      'Unconfirmed Coming due in 48 hours',
    );
    expect(await textOf(card(page, 'comingDueIn48Hours').locator('h2'))).toMatch(/\(\d+\)/);
    for (const title of ['Unconfirmed', 'Confirmed without date', 'Saved but not Submitted'])
      await page.getByRole('heading', { name: title }).first().waitFor(WAIT);

    // The undated confirmation sits in the week, highlighted.
    const undated = weekCell(page, withoutDate.id);
    await undated.waitFor(WAIT);
    expect(await undated.getAttribute('data-highlighted')).toBe('true');
    expect(await textOf(undated)).toContain('No Date');

    // Confirm the coming-due service by date through the modal, from the keyboard-reachable card item.
    await due.getByRole('button').click();
    const modal = page.locator('[data-testid="confirmation-modal"]');
    await modal.getByText('Service Confirmation').waitFor(WAIT);
    const set = modal.locator('[data-testid="confirmation-set"]');
    expect(await set.isDisabled()).toBe(true);
    await modal.getByLabel('By Date').check();
    expect(await set.isDisabled()).toBe(true);
    await modal.locator('[data-testid="confirmation-date"] input').fill(today);
    await expect.poll(() => set.isDisabled(), WAIT).toBe(false);
    await set.click();
    await modal.waitFor({ state: 'detached', ...WAIT });

    // It leaves the unconfirmed cards and appears on today's column with its check mark.
    await due.waitFor({ state: 'detached', ...WAIT });
    const confirmed = page.locator(
      `[data-testid="week-day-${today}"] [data-testid="week-cell"][data-service-id="${comingDue.id}"]`,
    );
    await confirmed.waitFor(WAIT);
    expect(await confirmed.getAttribute('data-highlighted')).toBe('false');
    expect(await textOf(confirmed)).toContain(`\u2713 ${today}`);
    expect(await textOf(confirmed)).toContain(`Job ${comingDue.jobNumber}`);
    expect(await textOf(confirmed)).toContain(`Store ${comingDue.storeNumber}`);

    // The week header moves with Next week / Previous week.
    const monday = mondayOf(today);
    const range = page.locator('[data-testid="week-range"]');
    expect(await textOf(range)).toBe(`${monday} - ${addDays(monday, 6)}`);
    await page.locator('[data-testid="week-next"]').click();
    await expect.poll(() => textOf(range), WAIT).toBe(`${addDays(monday, 7)} - ${addDays(monday, 13)}`);
    await page.locator('[data-testid="week-previous"]').click();
    await page.locator('[data-testid="week-previous"]').click();
    await expect.poll(() => textOf(range), WAIT).toBe(`${addDays(monday, -7)} - ${addDays(monday, -1)}`);
    await confirmed.waitFor({ state: 'detached', ...WAIT });

    // Without Date from the Saved card: the service joins 'Confirmed without date'.
    // (The item's first button; the second opens its Service Report.)
    await cardItem(page, 'savedServices', saved.id).getByRole('button').first().click();
    await modal.getByLabel('Without Date').check();
    await modal.locator('[data-testid="confirmation-set"]').click();
    await modal.waitFor({ state: 'detached', ...WAIT });
    await cardItem(page, 'confirmedWithoutDateServices', saved.id).waitFor(WAIT);

    // Reopen from the grid: Delete removes the confirmation after a prompt.
    await page.locator('[data-testid="week-next"]').click();
    await confirmed.getByRole('button').click();
    await modal.locator('[data-testid="confirmation-delete"]').click();
    await page.locator('[data-testid="confirmation-remove-modal"] [data-testid="confirm-ok"]').click();
    await confirmed.waitFor({ state: 'detached', ...WAIT });
    await cardItem(page, 'comingDueIn48Hours', comingDue.id).waitFor(WAIT);
  });

  it("links staff's Services card to the maintenance modes and acts on a reassignment", async () => {
    const admin = (await signIn('admin')).token;
    const month = await testMonth();
    const [service] = await createTestServices(1, { earliestDate: month.day(12), merchandiserId: MERCH });
    if (!service) throw new Error('service not created');
    const other = (await readWorkerDirectory()).find((w) => w.isMerchandiser && !w.inactive && w.id !== MERCH);
    if (!other) throw new Error('no second merchandiser in the demo data');
    const patched = await api('PATCH', 'schedule', {
      token: admin,
      body: { serviceId: service.id, version: service.version, merchandiserId: other.id, sendBackup: true },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    const app = await browser.open('admin');
    const { page } = app;
    await app.goto('/dashboard');

    const services = page.locator('[data-testid="services-card"]');
    const notActivated = services.locator('[data-testid="services-NotActivated"]');
    await notActivated.waitFor(WAIT);
    expect(await notActivated.getAttribute('href')).toBe('/schedules/maintenance/NotActivated');
    expect(await services.locator('[data-testid="services-Late-Online"]').getAttribute('href')).toBe(
      '/schedules/maintenance/Late?category=Online',
    );
    expect(await textOf(services)).toContain('Coming Due in 48 hours');
    expect(await textOf(services.locator('[data-testid="services-row-NotActivated"]'))).toMatch(
      /Manual \d+\s*Online \d+/,
    );

    // The reassignment of the test month, through the From/To window and Submit.
    const table = page.locator('[data-testid="reassignment-table"]');
    await table.getByLabel('From', { exact: true }).fill(month.from);
    await table.getByLabel('To', { exact: true }).fill(month.to);
    await table.locator('[data-testid="reassignment-submit"]').click();
    const row = table
      .locator('tbody tr', { hasText: service.jobNumber })
      .filter({ hasText: String(service.storeNumber) });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await textOf(row)).toContain(service.retailerName);
    await row.locator('[data-testid="reassignment-act"]').click();
    await page.getByText('Acted successfully').waitFor(WAIT);
    await expect.poll(async () => row.locator('[data-testid="reassignment-act"]').count(), WAIT).toBe(0);

    // The Acted filter: the acted row leaves 'No' and shows under 'Yes'.
    const chooseActed = async (label: string) => {
      await table.locator('[data-testid="reassignment-filter-isActed"] button').first().click();
      await page.getByRole('option', { name: label, exact: true }).click();
    };
    await chooseActed('No');
    await expect.poll(() => row.count(), WAIT).toBe(0);
    await chooseActed('Yes');
    await expect.poll(() => row.count(), WAIT).toBe(1);

    await notActivated.click();
    await app.waitForPath('/schedules/maintenance/NotActivated');

    // A CRM user reads the same counts, with no link to Schedule Maintenance, which their role may not open.
    const crm = await browser.open('crm');
    await crm.goto('/dashboard');
    const crmCard = crm.page.locator('[data-testid="services-card"]');
    await crmCard.locator('[data-testid="services-Open-Manual"]').waitFor(WAIT);
    expect(await crmCard.locator('a').count()).toBe(0);
  });
});
