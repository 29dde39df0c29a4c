import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workbookRows } from '../support/workbook-rows.ts';
import { withBrowser } from './support/browser.ts';

const WAIT = { timeout: 60_000 };

/** Opens a Reporting entry's modal from the top bar (000 §2.3: the entries open modals, not routes). */
async function openReport(page: Page, title: string) {
  await page.getByRole('button', { name: 'Reporting', exact: true }).click();
  await page.getByRole('menuitem', { name: title, exact: true }).click();
  const modal = page.locator('[data-testid="report-modal"]');
  await modal.getByText(title, { exact: true }).waitFor(WAIT);
  return modal;
}

/** Download, then the file the browser saves and the link the API answered (to read the workbook back). */
async function download(page: Page, modal: Locator, apiPath: string) {
  const answer = page.waitForResponse((r) => r.url().includes(`/api/${apiPath}`) && r.status() === 200, WAIT);
  const file = page.waitForEvent('download', WAIT);
  await modal.locator('[data-testid="report-download"]').click();
  const { url } = (await (await answer).json()) as { url: string };
  return { name: (await file).suggestedFilename(), url };
}

/**
 * The Reporting modals (000 §7.6, brief §2.7 b): each shows its report's parameters and downloads the workbook under
 * the spec's name; a supervisor's Reporting menu holds Contacts alone.
 */
describe('reports', () => {
  const browser = withBrowser();

  it('an admin downloads Contacts and Charge Approval from their modals', async () => {
    const app = await browser.open('admin');
    const page = app.page;

    const contacts = await openReport(page, 'Contacts');
    // Contacts reads dates, job, merchandiser and provinces, not history or sorting (REPORT_PARAMETERS).
    await contacts.locator('[data-testid="report-provinces"]').waitFor(WAIT);
    expect(await contacts.locator('[data-testid="report-history"]').count()).toBe(0);
    const first = await download(page, contacts, 'reports/contacts');
    expect(first.name).toMatch(/^contacts-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await contacts.waitFor({ state: 'detached', ...WAIT });
    const rows = await workbookRows(first.url);
    expect(rows[0]?.slice(0, 3)).toEqual(['Login Code', 'Last Name', 'First Name']);

    const approval = await openReport(page, 'Charge Approval Report');
    // Its sort fields leave out the store and product ones (000 §5); adding one does not submit the form.
    await approval.locator('[data-testid="report-add-sort"]').click();
    await approval.locator('[data-testid="sort-field-0"] button').first().click();
    await page.getByRole('option').first().waitFor(WAIT);
    expect(await page.getByRole('option', { name: 'Store', exact: true }).count()).toBe(0);
    expect(await page.getByRole('option', { name: 'Retailer', exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    const second = await download(page, approval, 'reports/chargeApproval/excel');
    expect(second.name).toMatch(/^charge-approval-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await approval.waitFor({ state: 'detached', ...WAIT });
  });

  it('a supervisor sees only Contacts in the Reporting menu', async () => {
    const app = await browser.open('sup');
    const reporting = (await app.menuEntries()).filter((entry) => entry.label.startsWith('Reporting >'));
    expect(reporting.map((entry) => entry.label)).toEqual(['Reporting > Contacts']);
  });
});
