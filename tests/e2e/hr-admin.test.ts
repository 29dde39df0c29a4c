import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { textOf } from './support/shelfline-page.ts';

const run = Date.now().toString(36).toUpperCase();

describe('HR admin screens: prompts and ingestion failures', () => {
  const browser = withBrowser();

  it('edits a prompt (count, unsaved warning, save) and lists the ingestion failures with an unknown one not found', async () => {
    const admin = await browser.open('admin');
    const { page } = admin;
    await admin.goto('/hr/prompts');
    expect(await admin.heading()).toContain('ATS Prompts Management');
    await page.locator('[data-testid="prompt-view"]').waitFor();
    await page.locator('[data-testid="prompt-edit"]').click();
    const text = `Read the résumé and answer JSON. ${run}`;
    await page.locator('[data-testid="prompt-text"] textarea').fill(`  ${text}  `);
    await page.getByText('You have unsaved changes').waitFor();
    await page.getByText(`${text.length + 4}/20,000 characters`).waitFor();
    await page.locator('[data-testid="prompt-save"]').click();
    await page.locator('[data-testid="prompt-text-view"]').getByText(text).waitFor();
    expect(await textOf(page.locator('[data-testid="prompt-text-view"]'))).toBe(text);

    await admin.goto('/hr/ingestion-failures');
    expect(await admin.heading()).toContain('Ingestion Failures');
    await page.locator('[data-testid="failures-table"][data-loading="false"]').waitFor();
    expect(await textOf(page.locator('[data-testid="failures-total"]'))).toMatch(/^Total: \d+$/);

    await admin.goto('/hr/ingestion-failures/no-such-failure');
    await page.locator('[data-testid="failure-error"]').getByText('Ingestion Failure Not Found').waitFor();
  });
});
