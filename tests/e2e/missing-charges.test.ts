import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { doneService } from '../support/charge-fixtures.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';
import { withBrowser } from './support/browser.ts';

const WAIT = { timeout: 60_000 };

/**
 * /invoicing/missingCharges (002 §2; brief §2.6): an admin loads the services done since yesterday, selects two of
 * this file's services without charges, creates their charges and sees them leave the list.
 */
describe('missing charges', () => {
  const browser = withBrowser();
  const yesterday = addDays(todayIso(), -1);
  let services: Service[];

  beforeAll(async () => {
    const tag = letterTag();
    const worker = await createTestWorker({
      code: `e2emiss${tag}`,
      firstName: 'Max',
      lastName: `Missing${tag}`,
      hourlyRate: 20,
      isMerchandiser: true,
    });
    const done = () =>
      doneService(
        yesterday,
        { merchandiserId: worker, merchandiserName: `Max Missing${tag}` },
        { completedDate: yesterday },
      );
    services = [await done(), await done()];
  });

  it('loads, creates the selected charges and they disappear', async () => {
    const app = await browser.open('admin');
    await app.goto('/invoicing/missingCharges');
    expect(await app.heading()).toContain('Missing Charges');
    const page = app.page;
    await page.getByRole('tab', { name: /^Missing Client Charges/ }).waitFor(WAIT);
    await page.locator('[data-testid="from-date"] input').fill(yesterday.replaceAll('-', '/'));
    await page.locator('[data-testid="load"]').click();
    await page.getByRole('tab', { name: /^Missing Merchandiser Charges \(\d+\)$/ }).waitFor(WAIT);

    const [y, m, d] = yesterday.split('-');
    const table = page.locator('[data-testid="missing-merchandiser-charges"]');
    for (const service of services) {
      const checkbox = page.getByRole('checkbox', { name: `Select service ${service.id}` });
      await checkbox.waitFor(WAIT);
      await checkbox.check({ force: true });
    }
    await table.getByText(`${d}/${m}/${y}`).first().waitFor(WAIT);

    await page.locator('[data-testid="create-selected"]').first().click();
    await page.locator('[data-testid="notifications"]').getByText('2 charges created').waitFor(WAIT);
    for (const service of services)
      await page
        .getByRole('checkbox', { name: `Select service ${service.id}` })
        .waitFor({ state: 'detached', ...WAIT });
  });
});
