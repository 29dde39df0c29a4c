import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';

const run = Date.now().toString(36).toUpperCase();

describe('HR job postings and scoring criteria screens', () => {
  const browser = withBrowser();

  it('creates a job posting (province then city) and deletes it', async () => {
    const title = `E2E posting ${run}`;
    const hr = await browser.open('hr');
    const list = new CrudPage(hr);
    await list.open('/hr/job-postings');
    expect(await hr.heading()).toContain('Job Postings');

    // New Job Posting: City waits for a province; Title, Province and City are required.
    await list.openCreate();
    expect(await list.field('cityId').locator('button').first().isDisabled()).toBe(true);
    await list.save();
    await list.waitForFieldError('title', 'Title is required.');
    await list.fill('title', title);
    await list.field('provinceId').locator('button').first().click();
    await hr.page.getByRole('option').first().click();
    await list.field('cityId').locator('button').first().click();
    await hr.page.getByRole('option').first().click();
    await list.fill('mailboxAlias', `e2e-${run.toLowerCase()}`);
    await list.saveAndClose();
    await list.waitForFlash(`Job posting "${title}" created`);
    await list.filter(title);
    const cells = await list.rowCells(title);
    expect(cells).toContain('0');
    expect(cells).toContain('Yes');

    // The posting has no applicants: it can be deleted.
    await list.open('/hr/job-postings');
    await list.filter(title);
    await list.deleteRow(title, `Delete "${title}"?`);
    await list.waitForFlash(`Job posting "${title}" deleted`);
  });
});
