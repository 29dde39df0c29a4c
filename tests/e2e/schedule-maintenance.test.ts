import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, serviceStock, type TestMonth, testMonth } from '../support/services.ts';
import { withBrowser } from './support/browser.ts';
import { textOf } from './support/shelfline-page.ts';

/** Generous: the machine running the browser tests is shared and often busy. */
const WAIT = { timeout: 60_000 };
/** The first list of a fresh stack starts the schedule function cold on a busy machine. */
const FIRST_LOAD = { timeout: 150_000 };

/** The service ids the schedule table shows, in order. */
async function shownIds(page: Page): Promise<number[]> {
  const table = page.locator('[data-testid="schedule-table"]');
  await page.locator('[data-testid="schedule-table"][data-loading="false"]').waitFor(WAIT);
  const cells = await table.locator('tbody [data-field="serviceId"]').allInnerTexts();
  return cells.map((text) => Number(text.replace(/\D/g, '')));
}

/**
 * Issue 6, Schedule Maintenance as admin: the NotActivated services of a test month, activated all at once through
 * the Actions menu (confirmed with the spec's sentence, run in steps), found again in Open mode, and an inline edit of
 * a time limit with its success message.
 */
describe('schedule maintenance', () => {
  const browser = withBrowser();
  let month: TestMonth;
  let ids: number[];

  beforeAll(async () => {
    month = await testMonth();
    const services = await createTestServices(3, { earliestDate: month.day(5), timeLimit: 1 });
    ids = services.map((s) => s.id).sort((a, b) => a - b);
  }, 120_000);

  it('activates the filtered services, finds them in Open mode and edits a time limit', async () => {
    const app = await browser.open('admin');
    const { page } = app;
    await app.goto(`/schedules/maintenance?from=${month.from}&to=${month.to}`);
    // The bare path goes to NotActivated (the redirect drops the query: the test month is asked again).
    await app.waitForPath('/schedules/maintenance/NotActivated');
    await app.goto(`/schedules/maintenance/NotActivated?from=${month.from}&to=${month.to}`);
    await page.locator('h1', { hasText: 'Schedule Maintenance' }).waitFor(WAIT);
    const table = page.locator('[data-testid="schedule-table"]');
    await expect.poll(async () => [...(await shownIds(page))].sort((a, b) => a - b), FIRST_LOAD).toEqual(ids);
    await expect.poll(() => textOf(table.locator('h2')), WAIT).toContain('(3/3)');

    // Actions > Activate filtered, confirmed with 000 §4.6's sentence.
    await page.locator('[data-testid="schedule-actions"]').click();
    await page.getByRole('menuitem', { name: 'Activate filtered' }).click();
    const confirm = page.locator('[data-testid="bulk-confirm"]');
    await confirm.getByText('You are about to activate 3 services. Continue?').waitFor(WAIT);
    await confirm.locator('[data-testid="confirm-ok"]').click();
    await page.locator('[data-testid="notifications"]', { hasText: 'Activated 3 services.' }).waitFor(WAIT);
    await expect.poll(() => textOf(table.locator('h2')), WAIT).toContain('(0/0)');

    // The Mode select navigates to the mode's path, keeping the dates.
    await page.locator('[data-testid="search-mode"] button').first().click();
    await page.getByRole('option', { name: 'Open', exact: true }).click();
    await app.waitForPath('/schedules/maintenance/Open');
    expect(new URL(page.url()).searchParams.get('from')).toBe(month.from);
    await expect.poll(async () => [...(await shownIds(page))].sort((a, b) => a - b), WAIT).toEqual(ids);

    // An inline edit of the time limit (admin may edit it in Open mode).
    const first = table.locator('tbody tr').first();
    await first.getByRole('button', { name: /^Edit Time Limit/ }).click();
    const input = page.locator('[data-testid="edit-time-limit"] input');
    await input.fill('2.5');
    await input.press('Enter');
    await page.locator('[data-testid="notifications"]', { hasText: 'Time limit updated successfully' }).waitFor(WAIT);
    await first.locator('[data-field="timeLimit"]', { hasText: '2.5' }).waitFor(WAIT);

    // Export: the filtered services as schedules-{YYYY-MM-DD}.xlsx (a zip: 'PK').
    const [file] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.locator('[data-testid="search-export"]').click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^schedules-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  }, 300_000);

  it('creates a service through Create Service', async () => {
    const stock = await serviceStock();
    const jobNumber = stock.jobs[0]?.job.jobNumber ?? '';
    const app = await browser.open('admin');
    const { page } = app;
    await app.goto(`/schedules/maintenance/NotActivated?from=${month.from}&to=${month.to}`);
    await page.locator('[data-testid="schedule-table"][data-loading="false"]').waitFor(FIRST_LOAD);
    await page.locator('[data-testid="schedule-actions"]').click();
    await page.getByRole('menuitem', { name: 'Create Service' }).click();
    const modal = page.locator('[data-testid="create-service"]');
    const choose = async (field: string, name?: string) => {
      await modal.locator(`[data-testid="${field}"] button`).first().click();
      await page
        .getByRole('option', name ? { name } : {})
        .first()
        .click();
    };
    await choose('create-retailer', stock.retailerName);
    await choose('create-store');
    await choose('create-job', `${jobNumber} - `);
    await choose('create-product');
    // The account manager and the consumer group: the first real choice after '-'.
    for (const field of ['create-account-manager', 'create-consumer-group']) {
      await modal.locator(`[data-testid="${field}"] button`).first().click();
      await page.getByRole('option').nth(1).click();
    }
    await modal.getByLabel('Earliest Date').fill(month.day(20).replace(/-/g, '/'));
    await modal.getByLabel('Latest Date').fill(month.day(22).replace(/-/g, '/'));
    await modal.locator('[data-testid="create-service-save"]').click();
    const toast = page.locator('[data-testid="notifications"]', { hasText: /Service \d+ created/ });
    await toast.waitFor(WAIT);
    const created = Number(/Service (\d+) created/.exec(await textOf(toast))?.[1]);
    await modal.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => shownIds(page), WAIT).toContain(created);
    for (const field of ['accountManager', 'consumerGroup'])
      expect(
        (await textOf(page.locator(`[data-field="${field}"][data-service-id="${created}"]`))).trim(),
        field,
      ).not.toBe('');
  }, 300_000);

  it('opens Email Blaster prefilled for the selected service and sends through the composer', async () => {
    const day = month.day(26);
    const [service] = await createTestServices(2, { earliestDate: day, merchandiserId: 4 });
    const app = await browser.open('admin');
    const { page } = app;
    await app.goto(`/schedules/maintenance/NotActivated?from=${day}&to=${day}`);
    await expect.poll(() => shownIds(page), FIRST_LOAD).toHaveLength(2);
    const row = page.locator('[data-testid="schedule-table"] tbody tr', {
      has: page.locator(`[data-field="serviceId"][data-service-id="${service?.id}"]`),
    });
    await row.getByRole('checkbox').check();
    await page.locator('[data-testid="schedule-actions"]').click();
    await page.getByRole('menuitem', { name: 'Email Blaster' }).click();
    const modal = page.locator('[data-testid="email-blaster"]');
    // Prefilled (001 §2): To the signed-in admin, Cc the merchandiser's supervisor, Bcc the merchandiser.
    const field = (name: string) => modal.locator(`[data-testid="email-${name}"] textarea`);
    await expect.poll(() => field('to').inputValue(), WAIT).toBe('admin@shelfline.example');
    expect(await field('cc').inputValue()).toBe('sup@shelfline.example');
    expect(await field('bcc').inputValue()).toBe('merch@shelfline.example');
    const subject = `Schedule change ${service?.id}`;
    await modal.locator('[data-testid="email-subject"] input').fill(subject);
    await modal.locator('[data-testid="email-body-editor"]').click();
    await page.keyboard.type('Please check your schedule.');
    await modal.locator('[data-testid="email-send"]').click();
    await page.locator('[data-testid="notifications"]', { hasText: 'Email sent successfully' }).waitFor(WAIT);
    await modal.waitFor({ state: 'detached', ...WAIT });
  }, 300_000);

  it('edits the pay rate of every filtered service through Edit filtered services, with the count question and progress', async () => {
    const day = month.day(12);
    const services = await createTestServices(3, { earliestDate: day, isActivated: true, merchandiserId: 4 });
    const app = await browser.open('admin');
    const { page } = app;
    await app.goto(`/schedules/maintenance/Open?from=${day}&to=${day}`);
    await expect.poll(() => shownIds(page), FIRST_LOAD).toHaveLength(3);
    // The merchandiser's availability colour shows on the rows (staff lists carry it).
    await page
      .locator('[data-testid="schedule-table"] [data-field="merchandiser"] [data-testid="availability"]')
      .first()
      .waitFor(WAIT);

    await page.locator('[data-testid="schedule-actions"]').click();
    await page.getByRole('menuitem', { name: 'Edit filtered services' }).click();
    const modal = page.locator('[data-testid="bulk-edit"]');
    await modal.locator('[data-testid="bulk-edit-field"] button').first().click();
    await page.getByRole('option', { name: 'Pay Rate', exact: true }).click();
    await modal.locator('[data-testid="edit-pay-rate-kind"] button').first().click();
    await page.getByRole('option', { name: 'Per hour', exact: true }).click();
    // A value the server would refuse is caught in the dialog first.
    await modal.locator('[data-testid="edit-pay-rate-amount"] input').fill('18.505');
    await modal.locator('[data-testid="bulk-edit-apply"]').click();
    await modal.getByText('at most two decimals').waitFor(WAIT);
    await modal.locator('[data-testid="edit-pay-rate-amount"] input').fill('18.5');
    await modal.locator('[data-testid="bulk-edit-apply"]').click();
    await modal.getByText('This operation will affect 3 records. Continue?').waitFor(WAIT);
    await modal.locator('[data-testid="bulk-edit-accept"]').click();
    await page.locator('[data-testid="notifications"]', { hasText: 'Pay Rate updated on 3 services.' }).waitFor(WAIT);
    await modal.waitFor({ state: 'detached', ...WAIT });
    for (const service of services)
      await page
        .locator(`[data-field="payRate"][data-service-id="${service.id}"]`, { hasText: '$18.50/h' })
        .waitFor(WAIT);
  }, 300_000);

  it('narrows by trait under More filters and by job, with every job of the window still offered', async () => {
    const day = month.day(14);
    const endcaps = await createTestServices(2, { earliestDate: day, isActivated: true, trait: 'Endcap' });
    const [aisle] = await createTestServices(1, { earliestDate: day, isActivated: true, trait: 'Aisle' });
    const [first, second] = endcaps;
    expect(first?.jobId).not.toBe(second?.jobId); // the helper takes the retailer's jobs in turn
    const app = await browser.open('admin');
    const { page } = app;
    await app.goto(`/schedules/maintenance/Open?from=${day}&to=${day}`);
    await expect.poll(() => shownIds(page), FIRST_LOAD).toHaveLength(3);

    const panel = page.locator('[data-testid="search-panel"]');
    const pick = async (testId: string, option: string) => {
      await panel.locator(`[data-testid="${testId}"] button`).first().click();
      await page.getByRole('option', { name: option, exact: true }).click();
      await page.keyboard.press('Escape');
    };
    await panel.locator('[data-testid="search-more"]').getByRole('button', { name: 'More filters' }).click();
    await pick('search-traits', 'Endcap');
    await panel.locator('[data-testid="search-submit"]').click();
    await expect.poll(async () => (await shownIds(page)).sort(), WAIT).toEqual(endcaps.map((s) => s.id).sort());
    expect(new URL(page.url()).searchParams.getAll('trait')).toEqual(['Endcap']);

    await pick('search-jobIds', String(first?.jobNumber));
    await panel.locator('[data-testid="search-submit"]').click();
    await expect.poll(() => shownIds(page), WAIT).toEqual([first?.id]);
    // The lists come from the whole window: the other job can still be added without Reset.
    await pick('search-jobIds', String(second?.jobNumber));
    await panel.locator('[data-testid="search-submit"]').click();
    await expect.poll(async () => (await shownIds(page)).sort(), WAIT).toEqual(endcaps.map((s) => s.id).sort());
    expect(await shownIds(page)).not.toContain(aisle?.id);
  }, 300_000);
});
