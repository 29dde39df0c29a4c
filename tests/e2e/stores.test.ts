import { describe, expect, it } from 'vitest';
import { retailers } from '../../functions/data/master-data/master-data.repository.ts';
import { nextId } from '../../functions/data/repository.ts';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';

/** /stores (001 §2): choose a retailer, add a store, import a CSV with one bad row. */
describe('stores', () => {
  const browser = withBrowser();

  it('adds a store to a chosen retailer and imports a CSV, reporting the bad row', async () => {
    const run = Date.now().toString(36).toUpperCase();
    const id = await nextId('retailer');
    await retailers.create({ id, code: `E2E${run}`, name: `Stores e2e ${run}`, isInactive: false }, 'e2e');

    const app = await browser.open('admin');
    const list = new CrudPage(app);
    const page = app.page;
    await app.goto('/stores');
    expect(await app.heading()).toContain('Stores');

    // Choose the retailer: its (empty) store list shows.
    await page.locator('[data-testid="retailer-filter"] button').first().click();
    await page.getByRole('option', { name: `E2E${run} - Stores e2e ${run}` }).click();
    await list.waitForLoaded();
    await page.locator('[data-testid="empty"]').waitFor();

    // Add New Store: validated in the form, then located before saving.
    await list.openCreate();
    await list.save();
    await list.waitForFieldError('name', 'Name is required.');
    await list.fill('storeNumber', '501');
    await list.fill('name', 'King Street');
    await list.fill('address1', '100 King St W');
    await list.select('provinceId', 'Ontario');
    await list.select('cityId', 'Toronto');
    await list.fill('postalCode', 'Z9Z 9Z9');
    await list.save();
    await list.waitForFieldError(
      'postalCode',
      'Unable to get coordinates for Postal Code Z9Z 9Z9. Please check Postal Code and try again.',
    );
    await list.fill('postalCode', 'M5V 3L9');
    await list.saveAndClose();
    await list.waitForFlash('Successfully added new Store "501"');
    const row = await list.waitForRow('King Street');
    expect((await row.textContent()) ?? '').toContain('M5V 3L9');

    // Import: three rows, the second cannot be located.
    await page.locator('[data-testid="import-button"]').click();
    const dialog = page.locator('[data-testid="import-stores"]');
    const csv = [
      'storeNumber,name,address1,address2,city,province,postalCode,isTravelAssociated,travelChargeType,travelCharge,isInactive',
      '601,"Queen Street, East",1 Queen St E,,Toronto,Ontario,M5V 1A1,,,,',
      '602,Nowhere,2 Nowhere Rd,,Toronto,ON,Z9Z 1A1,,,,',
      '603,Ottawa Centre,3 Bank St,,Ottawa,Ontario,K1P 5N2,,,,',
    ].join('\r\n');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('3 store rows read from the file.').waitFor();
    await dialog.locator('[data-testid="import-submit"]').click();
    await dialog.locator('[data-testid="import-result"]').getByText('2 from 3 stores imported successfully').waitFor();
    const bad = dialog.locator('[data-testid="import-bad-rows"] tbody tr');
    expect(await bad.count()).toBe(1);
    const badText = (await bad.first().textContent()) ?? '';
    expect(badText).toContain('2');
    expect(badText).toContain('602');
    expect(badText).toContain('Unable to get coordinates for Postal Code Z9Z 1A1');
    await list.waitForFlash('2 from 3 stores imported successfully');
    await dialog.locator('[data-testid="import-close"]').click();

    await list.waitForRow('Queen Street, East');
    await list.waitForRow('Ottawa Centre');
    await list.waitForNoRow('Nowhere');
    expect(await list.counter()).toBe(3);

    // A store made inactive leaves the list, and the Active? filter's Inactive (asked of the server) shows it alone.
    await list.openEdit('Ottawa Centre');
    await list.check('isInactive', true);
    await list.saveAndClose();
    await list.waitForNoRow('Ottawa Centre');
    await list.setActiveFilter('Inactive');
    await list.waitForRow('Ottawa Centre');
    await list.waitForNoRow('King Street');
    expect(await list.counter()).toBe(1);
    expect(new URL(page.url()).searchParams.get('active')).toBe('inactive');
  });
});
