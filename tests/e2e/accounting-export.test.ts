import { beforeAll, describe, expect, it } from 'vitest';
import type { MerchandiserInvoice } from '../../functions/data/entities/merchandiser-invoice.entity.ts';
import { putSubmittedServiceInvoice } from '../support/money-fixtures.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';
import { withBrowser } from './support/browser.ts';

const WAIT = { timeout: 60_000 };

/**
 * /invoicing/accountingExport (002 §2 Accounting export): an admin loads batch 0, selects a submitted service invoice,
 * exports it with a posting date (the file downloads), sees the new batch in the picker and loads it.
 */
describe('accounting export', () => {
  const browser = withBrowser();
  let invoice: MerchandiserInvoice;

  beforeAll(async () => {
    const tag = letterTag();
    const employeeId = await createTestWorker({ code: `e2eacct${tag}`, firstName: 'Eve', lastName: `Books${tag}` });
    invoice = await putSubmittedServiceInvoice({ employeeId, empFullname: `Eve Books${tag}`, servicesCents: 43_210 });
  });

  it('exports service invoices with a posting date and shows the new batch', async () => {
    const app = await browser.open('admin');
    await app.goto('/invoicing/accountingExport');
    expect(await app.heading()).toContain('Export for Accounting');
    const page = app.page;
    await page.getByRole('tab', { name: 'Service Invoices' }).waitFor(WAIT);
    await page.getByRole('tab', { name: 'Client Invoices' }).waitFor(WAIT);
    await page.locator('[data-testid="export-active-jobs"]').waitFor(WAIT);

    const panel = page.locator('[data-testid="service-invoices"]');
    await page.locator('[data-testid="load"]').first().click();
    const checkbox = page.getByRole('checkbox', { name: `Select invoice ${invoice.invoiceNum}` });
    await checkbox.waitFor(WAIT);
    await panel.getByText('432.10').first().waitFor(WAIT);
    await checkbox.check({ force: true });
    await page
      .locator('[data-testid="selection-count"]')
      .getByText(/^Selected 1 out of \d+ invoices$/)
      .waitFor(WAIT);

    await page.locator('[data-testid="export-selection"]').click();
    const modal = page.locator('[data-testid="posting-date-modal"]');
    await modal.getByText('Enter Posting Date').waitFor(WAIT);
    // Required: an emptied date is refused under the field.
    const input = modal.locator('[data-testid="posting-date-input"] input');
    await input.fill('');
    await modal.locator('[data-testid="posting-date-ok"]').click();
    await modal.getByText('Posting date is required.').waitFor(WAIT);
    await input.fill('2026/11/20');
    const download = page.waitForEvent('download', WAIT);
    await modal.locator('[data-testid="posting-date-ok"]').click();
    expect((await download).suggestedFilename()).toBe('service-invoices.csv');
    const flash = page.locator('[data-testid="notifications"]').getByText(/^1 invoices exported in batch \d+\.$/);
    await flash.waitFor(WAIT);
    const batch = Number((await flash.textContent())?.match(/batch (\d+)/)?.[1]);
    await checkbox.waitFor({ state: 'detached', ...WAIT });

    await page.locator('[data-testid="batch-number"] button').first().click();
    await page.getByRole('option', { name: String(batch), exact: true }).click();
    await page.locator('[data-testid="load"]').first().click();
    const row = panel.locator('tr', { hasText: String(invoice.invoiceNum) }).first();
    await row.waitFor(WAIT);
    expect(await row.textContent()).toContain(String(batch));
    expect(await page.locator('[data-testid="export-selection"]').count()).toBe(0);
    const again = page.waitForEvent('download', WAIT);
    await page.locator('[data-testid="download-batch-file"]').click();
    expect((await again).suggestedFilename()).toBe('service-invoices.csv');
  });
});
