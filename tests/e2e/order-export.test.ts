import type { Supplier } from '@shelfline/shared/contracts/supplier.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../functions/data/master-data/master-data.repository.ts';
import { signIn } from '../support/local-stack.ts';
import { createExportJob, type ExportJob, putTestOrder } from '../support/order-export-fixtures.ts';
import { withBrowser } from './support/browser.ts';

const WAIT = { timeout: 60_000 };

/**
 * /orders and /order-export-layouts (002 §2 Order Maintenance, Order export layouts): an admin loads a supplier's job,
 * selects orders, exports them with a layout (the link answers an .xlsx) and finds them in History; layouts are
 * created, edited and deleted in modals.
 */
describe('order export', () => {
  const browser = withBrowser();
  let exportJob: ExportJob;
  let supplier: Supplier;
  const tag = Date.now().toString(36);

  beforeAll(async () => {
    exportJob = await createExportJob((await signIn('admin')).token);
    supplier = (await suppliers.getOrThrow(exportJob.job.supplierId)) as unknown as Supplier;
  });

  it('an admin loads a job, selects orders, exports them and finds them in History', async () => {
    const first = await putTestOrder(exportJob, { lines: 2 });
    const second = await putTestOrder(exportJob, { lines: 1 });
    const none = await putTestOrder(exportJob, { noCountNeeded: true });
    const app = await browser.open('admin');
    await app.goto('/orders');
    expect(await app.heading()).toContain('Order Maintenance');
    const page = app.page;
    const load = page.locator('[data-testid="load"]');
    expect(await load.isDisabled()).toBe(true);

    await page.locator('[data-testid="filter-supplier"] button').first().click();
    await page.getByRole('option', { name: `${supplier.code} - ${supplier.name}` }).click();
    await page.locator('[data-testid="filter-job"] button').first().click();
    await page.getByRole('option', { name: new RegExp(`^${exportJob.job.jobNumber} `) }).click();
    await load.click();

    const table = page.locator('[data-testid="not-exported"]');
    await table.getByText('No order needed').waitFor(WAIT);
    // Money with 2 decimals; the first line's cost is 1.25, the second's 2.50.
    await table.getByText('2.50').first().waitFor(WAIT);
    const exportButton = page.locator('[data-testid="export"]');
    expect(await exportButton.isDisabled()).toBe(true);

    await page.getByRole('checkbox', { name: `Select order ${first.id}` }).check({ force: true });
    await page.getByRole('checkbox', { name: `Select order ${none.id}` }).check({ force: true });
    await page.locator('[data-testid="selection-count"]').getByText('2 orders selected').waitFor(WAIT);
    const download = page.waitForEvent('download', WAIT);
    await exportButton.click();
    expect((await download).suggestedFilename()).toMatch(/^Orders_\d{8}_\d{6}\.xlsx$/);
    await page.locator('[data-testid="notifications"]').getByText('Orders exported successfully').waitFor(WAIT);
    // The exported orders leave the tab; the other stays.
    await table.getByText('No order needed').waitFor({ state: 'detached', ...WAIT });
    await page.getByRole('checkbox', { name: `Select order ${second.id}` }).waitFor(WAIT);
    expect(await page.getByRole('checkbox', { name: `Select order ${first.id}` }).count()).toBe(0);

    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.locator('[data-testid="order-history"]');
    const row = history.locator('tr', { hasText: String(first.id) }).first();
    await row.waitFor(WAIT);
    expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)/);
    expect(await page.locator('[data-testid="export"]').count()).toBe(0);
    // The file name downloads the kept file again.
    const again = page.waitForEvent('download', WAIT);
    await row.getByRole('link', { name: /^Orders_/ }).click();
    expect((await again).suggestedFilename()).toMatch(/^Orders_\d{8}_\d{6}\.xlsx$/);
  });

  it('an admin creates, edits and deletes an export layout; Standard cannot be deleted', async () => {
    const app = await browser.open('admin');
    await app.goto('/order-export-layouts');
    expect(await app.heading()).toContain('Order Export Layouts');
    const page = app.page;
    const list = page.locator('[data-testid="order-layouts"]');
    await list.getByText('Standard', { exact: true }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Delete Standard' }).isDisabled()).toBe(true);

    await page.locator('[data-testid="create-button"]').click();
    const form = page.locator('[data-testid="order-layout-form"]');
    await form.locator('[data-testid="form-save"]').click();
    await form.locator('[data-testid="field-name"]').getByText('Name is required.').waitFor(WAIT);
    const name = `E2E layout ${tag}`;
    await form.locator('[data-testid="field-name"] input').fill(name);
    for (const field of ['PO #', 'UPC', 'Quantity']) {
      await form.locator('[data-testid="field-add-column"] button').first().click();
      await page
        .getByRole('option', { name: new RegExp(`^${field.replace('#', '\\#')}`) })
        .first()
        .click();
    }
    await form.getByRole('textbox', { name: 'Caption quantity' }).fill('Cases');
    await form.getByRole('button', { name: 'Move up quantity' }).click();
    await form.locator('[data-testid="form-save"]').click();
    await form.waitFor({ state: 'detached', ...WAIT });
    await page.locator('[data-testid="notifications"]').getByText('Order layout successfully created').waitFor(WAIT);
    await list.getByText(name, { exact: true }).waitFor(WAIT);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await form.getByRole('textbox', { name: 'Caption quantity' }).waitFor(WAIT);
    const captions = await form.locator('[data-testid="layout-columns"] tbody tr td:first-child').allInnerTexts();
    expect(captions.map((c) => c.trim())).toEqual(['poNumber', 'quantity', 'upc']);
    await form.locator('[data-testid="field-name"] input').fill(`${name} v2`);
    await form.locator('[data-testid="form-save"]').click();
    await form.waitFor({ state: 'detached', ...WAIT });
    await page.locator('[data-testid="notifications"]').getByText('Order layout successfully updated').waitFor(WAIT);

    await page.getByRole('button', { name: `Delete ${name} v2` }).click();
    const confirm = page.locator('[data-testid="confirm-modal"]');
    await confirm.getByText(`Delete order export layout "${name} v2"?`).waitFor(WAIT);
    await confirm.locator('[data-testid="confirm-ok"]').click();
    await page.locator('[data-testid="notifications"]').getByText('Order layout successfully deleted').waitFor(WAIT);
    await list.getByText(`${name} v2`, { exact: true }).waitFor({ state: 'detached', ...WAIT });
  });
});
