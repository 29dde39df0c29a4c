import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import { textOf } from './support/shelfline-page.ts';

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
  it('creates a criterion, adds a keyword in its panel, and deletes the criterion with it', async () => {
    const category = `E2E skills ${run}`;
    const keyword = `forklift ${run.toLowerCase()}`;
    const hr = await browser.open('hr');
    const list = new CrudPage(hr);
    await hr.goto('/hr/scoring-criteria');
    expect(await hr.heading()).toContain('Scoring Criteria');
    await hr.page.locator('[data-testid="add-criterion"]').click();
    await list.fill('category', category);
    await list.saveAndClose();
    await list.waitForFlash(`Scoring criterion "${category}" created`);
    const criteria = hr.page.locator('[data-testid="criteria-table"]');
    await criteria.getByText(category).click();
    await hr.page.locator('[data-testid="no-keywords"]').waitFor();
    await hr.page.locator('[data-testid="add-keyword"]').click();
    await list.fill('text', keyword);
    await list.fill('score', '0');
    await list.save();
    await list.waitForFieldError('score', 'Score must not be 0.');
    await list.fill('score', '15');
    await list.saveAndClose();
    await list.waitForFlash(`Keyword "${keyword}" added`);
    const keywords = hr.page.locator('[data-testid="keywords-table"]');
    expect(await textOf(keywords.locator('tbody tr', { hasText: keyword }))).toContain('+15');
    await criteria.locator('tr', { hasText: category }).getByText('1 keyword').waitFor();

    // Deleting the criterion asks the spec's question and takes its keywords with it.
    await criteria.locator('tr', { hasText: category }).locator('[data-testid="row-delete"]').click();
    await list.confirmation
      .getByText(`Delete criterion "${category}"? This will also delete all its keywords.`)
      .waitFor();
    await list.confirmation.locator('[data-testid="confirm-ok"]').click();
    await list.waitForFlash(`Scoring criterion "${category}" deleted`);
  });
});
