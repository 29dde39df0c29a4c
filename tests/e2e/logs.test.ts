import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';

describe('Logs screens', () => {
  const browser = withBrowser();

  it("lists today's log, shows its text and downloads it as {name}.log", async () => {
    const admin = await browser.open('admin');
    const list = new CrudPage(admin, 'logs-table');
    await list.open('/logs');
    const today = `shelfline-${new Date().toISOString().slice(0, 10)}`;
    await list.filter(today);
    await (await list.waitForRow(today)).getByRole('link', { name: today }).click();
    await admin.waitForPath(`/logs/${today}`);
    const text = admin.page.locator('[data-testid="log-text"]');
    await text.waitFor();
    expect(await text.textContent()).toContain('"message":"request"');

    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.locator('[data-testid="log-download"]').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${today}.log`);
    const saved = await readFile((await download.path()) as string, 'utf8');
    expect(saved).toContain('"message":"request"');
  });
});
