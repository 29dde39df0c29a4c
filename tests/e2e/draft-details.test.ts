import { readFile } from 'node:fs/promises';
import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDraft, type TestDraft } from '../support/drafts.ts';
import { api, signIn } from '../support/local-stack.ts';
import { withBrowser } from './support/browser.ts';
import { textOf } from './support/shelfline-page.ts';

/** Generous: the machine running the browser tests is shared and often busy. */
const WAIT = { timeout: 60_000 };

/** The Draft details screen (/schedule/drafts/details/{ids}) as the test drives it. */
class DetailsScreen {
  constructor(readonly page: Page) {}

  /** Opens the details of one draft and waits for its heading and its loaded rows. */
  static async open(page: Page, made: TestDraft): Promise<DetailsScreen> {
    const screen = new DetailsScreen(page);
    await page.goto(`/schedule/drafts/details/${made.draftId}`);
    await page.locator('h1', { hasText: `Draft Schedules (${made.draft.name})` }).waitFor(WAIT);
    await screen.waitForLoaded();
    return screen;
  }

  get table(): Locator {
    return this.page.locator('[data-testid="details-table"]');
  }

  rows(): Locator {
    return this.table.locator('tbody tr');
  }

  async waitForLoaded(): Promise<void> {
    await this.page.locator('[data-testid="details-table"][data-loading="false"]').waitFor(WAIT);
  }

  /** Waits until every row's cell `field` reads `text`. */
  async waitForColumn(field: string, text: string, count: number): Promise<void> {
    await expect
      .poll(async () => {
        const cells = await this.table.locator(`tbody [data-field="${field}"]`).allInnerTexts();
        return cells.map((c) => c.trim());
      }, WAIT)
      .toEqual(Array.from({ length: count }, () => text));
  }

  async workersOf(row: Locator): Promise<string[]> {
    return row
      .locator('[data-testid="worker-token"]')
      .evaluateAll((tokens) => tokens.map((t) => t.getAttribute('data-worker-id') ?? ''));
  }
}

/**
 * Issue 5 end to end: a draft made through the API; on its details screen, hours set on one row and applied to all
 * rows, a worker assigned through 'Select Independent Workers', the rest filled by 'Fill missing workers', the
 * draft moved to Completed; then exported from the draft list, which shows it Exported.
 */
describe('draft details', () => {
  const browser = withBrowser();
  let admin: string;
  let made: TestDraft;

  beforeAll(async () => {
    admin = (await signIn('admin')).token;
    made = await createTestDraft(admin, {
      storeCount: 3,
      jobCount: 1,
      startDate: '2031-03-03',
      endDate: '2031-03-07',
      name: `E2E details ${Date.now()}`,
    });
  }, 180_000);

  it('sets hours, assigns workers, completes the draft and exports it from the list', async () => {
    const app = await browser.open('admin');
    const { page } = app;
    const screen = await DetailsScreen.open(page, made);
    await expect.poll(() => screen.rows().count(), WAIT).toBe(3);

    // Hours of the first row through the inline editor, then 'Apply to all fields' from its right-click menu.
    const first = screen.rows().first();
    await first.getByRole('button', { name: /^Edit Hours/ }).click();
    const hours = page.locator('[data-testid="edit-hours"] input');
    await hours.fill('3.5');
    await hours.press('Enter');
    await first.locator('[data-field="hours"]', { hasText: '3.5' }).waitFor(WAIT);
    // Cloudscape lays the editable cell's own click target over its content: right-click the cell itself.
    await first.locator('td', { has: page.locator('[data-field="hours"]') }).click({ button: 'right' });
    const menu = page.locator('[data-testid="cell-menu"]');
    await menu.getByRole('menuitem', { name: 'Apply to all fields' }).click();
    const confirm = page.locator('[data-testid="apply-confirm"]');
    await confirm.getByText('This operation will affect 3 records. Continue?').waitFor(WAIT);
    await confirm.locator('[data-testid="confirm-ok"]').click();
    await confirm.waitFor({ state: 'detached', ...WAIT });
    await screen.waitForColumn('hours', '3.5', 3);

    // A worker for the first row through 'Select Independent Workers': the first available one, any distance.
    await first.locator('[data-testid="add-worker"]').click();
    const modal = page.locator('[data-testid="select-workers-modal"]');
    await modal.getByText('Select Independent Workers').waitFor(WAIT);
    await modal.locator('[data-testid="worker-search-distance"] button').first().click();
    await page.getByRole('option', { name: 'Any distance' }).click();
    await modal.locator('[data-testid="worker-search-submit"]').click();
    const available = modal
      .locator('[data-testid="worker-search-results"] tbody tr')
      .filter({ has: page.locator('[data-testid="availability"][data-status="Available"]') })
      .first();
    await available.waitFor(WAIT);
    const chosenName = await textOf(available.locator('[data-testid="worker-name"]'));
    await available.locator('[data-testid="select-worker"]').click();
    await modal.waitFor({ state: 'detached', ...WAIT });
    await first.locator('[data-testid="worker-token"][data-team-lead="true"]', { hasText: chosenName }).waitFor(WAIT);

    // The other rows through 'Fill missing workers'.
    await page.locator('[data-testid="fill-missing"]').click();
    const fill = page.locator('[data-testid="fill-missing-modal"]');
    await fill.locator('[data-testid="field-jobId"] button').first().click();
    await page.getByRole('option').first().click();
    await fill.locator('[data-testid="fill-submit"]').click();
    await fill.locator('[data-testid="fill-result"]').waitFor(WAIT);
    await fill.locator('[data-testid="fill-close"]').click();
    await fill.waitFor({ state: 'detached', ...WAIT });
    await screen.waitForLoaded();
    // Rows fill could not staff (no worker in reach) get one through the modal, so the draft can be completed.
    for (let i = 0; i < 3; i += 1) {
      const row = screen.rows().nth(i);
      if ((await row.locator('[data-testid="worker-token"][data-team-lead="true"]').count()) > 0) continue;
      await row.locator('[data-testid="add-worker"]').click();
      await modal.locator('[data-testid="worker-search-distance"] button').first().click();
      await page.getByRole('option', { name: 'Any distance' }).click();
      await modal.locator('[data-testid="worker-search-submit"]').click();
      const pick = modal
        .locator('[data-testid="worker-search-results"] tbody tr')
        .filter({ has: page.locator('[data-testid="availability"][data-status="Available"]') })
        .first();
      await pick.locator('[data-testid="select-worker"]').click();
      await modal.waitFor({ state: 'detached', ...WAIT });
      await row.locator('[data-testid="worker-token"][data-team-lead="true"]').waitFor(WAIT);
    }

    // Download as CSV: every filtered row, the fixed columns then the worker columns.
    const [file] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.locator('[data-testid="download-csv"]').click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^export_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
    expect(csv).toHaveLength(4);
    expect(csv[0]).toMatch(
      /^Retailer,Store #,Province,City,Address,Job,Helper Job,Product,Service Type,Trait,Hours,Start Date,End Date,.*Current Merchandiser 1 \(Team Lead\/Helper\)/,
    );
    expect(csv.slice(1).every((line) => line.includes(',3.5,2031-03-03,2031-03-07'))).toBe(true);
    expect(csv.join('\n')).toContain(`${chosenName} (Team Lead)`);

    // Completed with the status button, once the rows are ready: the screen turns read-only.
    const completed = page.locator('[data-testid="status-Completed"]');
    await expect.poll(() => completed.isEnabled(), WAIT).toBe(true);
    await completed.click();
    await page.locator('[data-testid="read-only"]').waitFor(WAIT);
    expect(await page.locator('[data-testid="add-worker"]').count()).toBe(0);
    expect(await page.locator('[data-testid="fill-missing"]').isDisabled()).toBe(true);
    const stored = await api<Draft>('GET', `draftSchedules/${made.draftId}`, { token: admin });
    expect(stored.body.status).toBe('Completed');

    // Export from the draft list: select it, Export, confirm; the row shows Exported.
    await app.goto('/schedule/drafts');
    const list = page.locator('[data-testid="drafts-table"]');
    await page.locator('[data-testid="text-filter"] input').fill(made.draft.name);
    const draftRow = list.locator('tbody tr', { hasText: made.draft.name });
    // The search applies after a pause and clears the selection: wait for the filtered list before selecting.
    await expect
      .poll(async () => `${await list.getAttribute('data-loading')} ${await list.locator('tbody tr').count()}`, WAIT)
      .toBe('false 1');
    await draftRow.waitFor(WAIT);
    await draftRow.getByRole('checkbox').check();
    await page.locator('[data-testid="drafts-export"]').click();
    const batch = page.locator('[data-testid="batch-modal"]');
    await batch.locator('[data-testid="batch-ok"]').click();
    await batch
      .locator('[data-testid="export-progress"]')
      .getByText(/1 draft/)
      .waitFor(WAIT);
    await draftRow.getByText('Exported').waitFor(WAIT);
    const exported = await api<Draft>('GET', `draftSchedules/${made.draftId}`, { token: admin });
    expect(exported.body.status).toBe('Exported');
  }, 360_000);

  it('edits rows and workers from the keyboard, filters by column and checks the search dates', async () => {
    const other = await createTestDraft(admin, {
      storeCount: 2,
      jobCount: 1,
      startDate: '2031-05-05',
      endDate: '2031-05-09',
    });
    const app = await browser.open('am');
    const { page } = app;
    const screen = await DetailsScreen.open(page, other);
    await expect.poll(() => screen.rows().count(), WAIT).toBe(2);
    const first = screen.rows().first();
    const storeNumber = await textOf(first.locator('td').nth(1));

    // Service type of the first row, then applied to all rows through the row actions menu (keyboard).
    const current = await textOf(first.locator('[data-field="serviceTypeId"]'));
    await first.getByRole('button', { name: /^Edit Service Type/ }).click();
    await first.locator('button[aria-haspopup]').first().press('Enter');
    const options = page.getByRole('option');
    await options.first().waitFor(WAIT);
    const target = options.filter({ hasNotText: current }).first();
    const chosenType = await textOf(target);
    await target.click();
    await first.getByRole('button', { name: 'Save' }).click();
    await first.locator('[data-field="serviceTypeId"]', { hasText: chosenType }).waitFor(WAIT);
    const actions = first.locator('[data-testid="row-actions"] button').first();
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Apply Service Type to all fields' }).click();
    const confirm = page.locator('[data-testid="apply-confirm"]');
    await confirm.getByText('This operation will affect 2 records. Continue?').waitFor(WAIT);
    await confirm.locator('[data-testid="confirm-ok"]').click();
    await screen.waitForColumn('serviceTypeId', chosenType, 2);

    // A worker on the first row: marked temporary, then removed after a confirmation.
    await first.locator('[data-testid="add-worker"]').click();
    const modal = page.locator('[data-testid="select-workers-modal"]');
    await modal.locator('[data-testid="select-worker"]').first().click();
    await modal.waitFor({ state: 'detached', ...WAIT });
    const token = first.locator('[data-testid="worker-token"]').first();
    await token.waitFor(WAIT);
    const temporary = token.getByRole('checkbox');
    // The box follows the saved row: it turns checked once the change is stored and the rows reloaded.
    await temporary.click();
    await expect.poll(() => temporary.isChecked(), WAIT).toBe(true);
    const firstWorker = await token.getAttribute('data-worker-id');

    // 'Replace worker' from the row actions: another worker takes the place on the filtered rows.
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: /^Replace worker / }).click();
    await modal.locator('[data-testid="select-worker"]').first().click();
    await modal.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => screen.workersOf(first), WAIT).not.toEqual([firstWorker]);
    expect(await screen.workersOf(first)).toHaveLength(1);

    // One worker removed after a confirmation; then 'Remove all workers' empties every row.
    await first
      .locator('[data-testid="worker-token"]')
      .getByRole('button', { name: /^Remove / })
      .click();
    await page.locator('[data-testid="remove-worker-confirm"] [data-testid="confirm-ok"]').click();
    await expect.poll(() => first.locator('[data-testid="worker-token"]').count(), WAIT).toBe(0);
    const second = screen.rows().nth(1);
    await second.locator('[data-testid="add-worker"]').click();
    await modal.locator('[data-testid="select-worker"]').first().click();
    await modal.waitFor({ state: 'detached', ...WAIT });
    await second.locator('[data-testid="worker-token"]').waitFor(WAIT);
    await page.locator('[data-testid="remove-all-workers"]').click();
    const removeAll = page.locator('[data-testid="remove-all-confirm"]');
    await removeAll.getByText('Remove all workers from 2 records?').waitFor(WAIT);
    await removeAll.locator('[data-testid="confirm-ok"]').click();
    await expect.poll(() => screen.table.locator('[data-testid="worker-token"]').count(), WAIT).toBe(0);

    // Sorting by Store #, descending on the second click: the server sorts, the URL keeps it.
    const storeNumbers = async () =>
      (await screen.table
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''),
        )) as string[];
    // The table's sticky header draws a copy of the column headers over them: the click goes to the header's text
    // without the pointer hit test.
    const header = screen.table
      .getByRole('columnheader', { name: /Store #/ })
      .first()
      .getByText('Store #');
    await header.dispatchEvent('click');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), WAIT).toBe('storeNumber');
    await expect
      .poll(
        () =>
          screen.table
            .getByRole('columnheader', { name: /Store #/ })
            .first()
            .getAttribute('aria-sort'),
        WAIT,
      )
      .toBe('ascending');
    await header.dispatchEvent('click');
    await expect.poll(() => new URL(page.url()).searchParams.get('desc'), WAIT).toBe('true');
    await expect.poll(storeNumbers, WAIT).toEqual([...(await storeNumbers())].sort((a, b) => Number(b) - Number(a)));

    // The Store # column filter narrows the rows (and goes into the URL).
    await page.locator('[data-testid="column-storeIds"] button').first().click();
    await page.getByRole('option', { name: storeNumber, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => screen.rows().count(), WAIT).toBe(1);
    expect(new URL(page.url()).searchParams.get('storeIds')).toMatch(/^\d+$/);

    // The search panel's dates are exclusive bounds.
    await page.locator('[data-testid="search-panel"]').getByText('Search', { exact: true }).first().click();
    await page.locator('[data-testid="search-startDate"] input').fill('2031/05/09');
    await page.locator('[data-testid="search-endDate"] input').fill('2031/05/09');
    await page.locator('[data-testid="search-apply"]').click();
    await page.getByText('From Date cannot be on or after To Date.').waitFor(WAIT);
    await page.getByText('To Date cannot be on or before From Date.').waitFor(WAIT);
  }, 300_000);

  it('shows supervisors no status or remove-all buttons, and a failed fetch as a message that stays', async () => {
    const app = await browser.open('sup');
    const { page } = app;
    await DetailsScreen.open(page, made);
    await page.locator('[data-testid="download-csv"]').waitFor(WAIT);
    expect(await page.locator('[data-testid^="status-"]').count()).toBe(0);
    expect(await page.locator('[data-testid="remove-all-workers"]').count()).toBe(0);

    // A worker's name opens the read-only 'Employee View (id: n)'.
    const token = page.locator('[data-testid="worker-token"]').first();
    const workerId = await token.getAttribute('data-worker-id');
    await token.getByRole('button').first().click();
    const view = page.locator('[data-testid="worker-form"]');
    await view.getByText(`Employee View (id: ${workerId})`).waitFor(WAIT);
    await view.locator('[data-testid="form-close"]').click();
    await view.waitFor({ state: 'detached', ...WAIT });

    const small = await createTestDraft(admin, { storeCount: 1, jobCount: 1 });
    await app.goto(`/schedule/drafts/details/${made.draftId},${small.draftId}`);
    await page.locator('h1', { hasText: 'Multiple Draft Schedules (2)' }).waitFor(WAIT);

    await app.goto('/schedule/drafts/details/999999');
    const flash = page.locator('[data-testid="notifications"]', { hasText: 'Could not fetch drafts details.' });
    await flash.waitFor(WAIT);
    // Toasts close after 3 s; this one stays (000 §8.2).
    await page.waitForTimeout(3_500);
    expect(await flash.isVisible()).toBe(true);
  }, 180_000);
});
