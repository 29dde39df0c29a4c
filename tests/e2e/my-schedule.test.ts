import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestMonth, testMonth } from '../support/services.ts';
import { withBrowser } from './support/browser.ts';
import { textOf } from './support/shelfline-page.ts';
import { demoUser } from './support/users.ts';

const WAIT = { timeout: 60_000 };
/** The first list of a fresh stack starts the schedule function cold on a busy machine. */
const FIRST_LOAD = { timeout: 150_000 };
/** The demo merchandiser `merch` is employee 4, whose supervisor `sup` is employee 3 (tests/support/local-stack.ts). */
const MERCH_ID = 4;
const SUP_ID = 3;
/** A phone held upright (the width the issue names). */
const PHONE = { width: 390, height: 844 };

async function shownIds(page: Page): Promise<number[]> {
  const table = page.locator('[data-testid="my-schedule-table"]');
  await page.locator('[data-testid="my-schedule-table"][data-loading="false"]').waitFor(WAIT);
  const cells = await table.locator('tbody [data-field="serviceId"]').allInnerTexts();
  return cells.map((text) => Number(text.replace(/\D/g, ''))).sort((a, b) => a - b);
}

/**
 * Issue 6, My Schedule: a merchandiser sees their own services only (the server scopes the list); a supervisor asks
 * for their own employee id.
 */
describe('my schedule', () => {
  const browser = withBrowser();
  let month: TestMonth;
  let own: number[];
  let mine: Awaited<ReturnType<typeof createTestServices>>;
  let supervisorOwn: number[];

  beforeAll(async () => {
    month = await testMonth();
    mine = await createTestServices(2, {
      earliestDate: month.day(7),
      isActivated: true,
      merchandiserId: MERCH_ID,
    });
    // Services of the same month the merchandiser must not see: unassigned ones.
    await createTestServices(2, { earliestDate: month.day(8), isActivated: true });
    own = mine.map((s) => s.id).sort((a, b) => a - b);
    const ofSupervisor = await createTestServices(1, {
      earliestDate: month.day(9),
      isActivated: true,
      merchandiserId: SUP_ID,
    });
    supervisorOwn = ofSupervisor.map((s) => s.id);
  }, 120_000);

  it('shows a merchandiser only their own services, with the confirmation column', async () => {
    const app = await browser.open('merch');
    const { page } = app;
    await app.goto(`/schedules/active?from=${month.from}&to=${month.to}`);
    await page.locator('h1', { hasText: 'My Schedule' }).waitFor(WAIT);
    const table = page.locator('[data-testid="my-schedule-table"]');
    await expect.poll(() => shownIds(page), FIRST_LOAD).toEqual(own);
    // Open by default; not confirmed yet.
    await page.locator('[data-testid="search-mode"]', { hasText: 'Open' }).waitFor(WAIT);
    expect(await table.locator('[data-testid="confirmation-display"][data-state="none"]').count()).toBe(2);
    // Read-only: no inline edit.
    expect(await table.getByRole('button', { name: /^Edit Time Limit/ }).count()).toBe(0);

    // Export: the merchandiser's own services as schedules-{YYYY-MM-DD}.xlsx (a zip: 'PK').
    const [file] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.locator('[data-testid="search-export"]').click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^schedules-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await readFile(await file.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  }, 240_000);

  it('shows a supervisor the services assigned to their own employee id', async () => {
    const app = await browser.open('sup');
    const { page } = app;
    await app.goto(`/schedules/active?from=${month.from}&to=${month.to}`);
    await page.locator('h1', { hasText: 'My Schedule' }).waitFor(WAIT);
    await expect.poll(() => shownIds(page), WAIT).toEqual(supervisorOwn);
  }, 240_000);

  it('on a phone: the search folds into one line, services are cards, a confirmation is one tap away', async () => {
    const app = await browser.open();
    const { page } = app;
    await page.setViewportSize(PHONE);
    await app.signIn(demoUser('merch'));
    // The dashboard's links are comfortable touch targets (44 px), apart from each other.
    const links = page.locator('[data-testid="card-unconfirmedServices"] [data-testid="card-item"] button');
    await links.nth(1).waitFor(WAIT);
    const [first, second] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];
    expect(first?.height).toBeGreaterThanOrEqual(44);
    expect(second?.y).toBeGreaterThanOrEqual((first?.y ?? 0) + (first?.height ?? 0));
    expect((await page.locator('[data-testid="week-next"]').boundingBox())?.height).toBeGreaterThanOrEqual(44);

    await app.goto(`/schedules/active?from=${month.from}&to=${month.to}`);
    // The search is folded: its summary in one line, its fields hidden.
    const summary = page.locator('[data-testid="search-panel"]').getByText(`Open · ${month.from} to ${month.to}`);
    await summary.waitFor(WAIT);
    expect((await summary.boundingBox())?.height).toBeLessThan(30);
    expect(await page.locator('[data-testid="search-mode"]').isVisible()).toBe(false);

    // The merchandiser's services are cards, not the wide table, and the first one is above the fold.
    const cards = page.locator('[data-testid="service-card"]');
    const cardIds = async () =>
      (await cards.evaluateAll((found) => found.map((el) => Number(el.getAttribute('data-service-id'))))).sort(
        (a, b) => a - b,
      );
    await expect.poll(cardIds, FIRST_LOAD).toEqual(own);
    expect(await page.locator('[data-testid="my-schedule-table"]').count()).toBe(0);
    const firstCard = await cards.first().locator('xpath=ancestor::li[1]').boundingBox();
    expect(firstCard?.height).toBeGreaterThan(100);
    expect((firstCard?.y ?? PHONE.height) + (firstCard?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);

    // A card reads what the store visit needs.
    const service = mine[0];
    if (!service) throw new Error('no service');
    const card = page
      .locator(`[data-testid="service-card"][data-service-id="${service.id}"]`)
      .locator('xpath=ancestor::li[1]');
    const field = (name: string) => textOf(card.locator(`[data-field="${name}"]`));
    expect(await textOf(card.locator('[data-testid="service-card"]'))).toBe(
      `${service.storeName} · #${service.storeNumber}`,
    );
    expect(await field('retailerName')).toBe(service.retailerName);
    expect(await field('jobNumber')).toBe(service.jobNumber);
    expect(await field('productName')).toBe(service.productName);
    expect(await field('dates')).toBe(`${service.earliestDate} to ${service.latestDate}`);
    expect(await field('timeLimit')).toBe('2 h');

    // Confirming is one tap away on the card.
    const confirm = card.locator('[data-testid="confirmation-display"][data-state="none"]');
    expect((await confirm.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await confirm.click();
    const modal = page.locator('[data-testid="confirmation-modal"]');
    await modal.getByLabel('Without Date').check();
    await modal.locator('[data-testid="confirmation-set"]').click();
    await modal.waitFor({ state: 'detached', ...WAIT });
    await card.locator('[data-testid="confirmation-display"][data-state="no-date"]').waitFor(WAIT);

    // The search unfolds on a tap, and Export still downloads the list.
    await page.locator('[data-testid="search-panel"]').getByText('Search', { exact: true }).first().click();
    await page.locator('[data-testid="search-mode"]').waitFor({ state: 'visible', ...WAIT });
    const [file] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.locator('[data-testid="search-export"]').click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^schedules-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // Staff's Services card: its links too are 44 px targets, the Manual and Online links side by side.
    const staff = await browser.open();
    await staff.page.setViewportSize(PHONE);
    await staff.signIn(demoUser('admin'));
    const open = staff.page.locator('[data-testid="services-Open"]');
    await open.waitFor(WAIT);
    const [all, manual, online] = await Promise.all(
      ['services-Open', 'services-Open-Manual', 'services-Open-Online'].map((id) =>
        staff.page.locator(`[data-testid="${id}"]`).boundingBox(),
      ),
    );
    for (const box of [all, manual, online]) expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(online?.x).toBeGreaterThan((manual?.x ?? 0) + (manual?.width ?? 0));
  }, 240_000);
});
