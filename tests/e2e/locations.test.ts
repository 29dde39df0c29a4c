import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import { textOf } from './support/shelfline-page.ts';

const run = Date.now().toString(36).toUpperCase();

describe('Locations screens', () => {
  const browser = withBrowser();

  it('drills down countries → provinces → cities, and adds, edits and deletes a city', async () => {
    const admin = await browser.open('admin');
    const list = new CrudPage(admin);

    // Countries: Active? filter on Active by default; the name links to the provinces.
    await list.open('/locations');
    expect(await textOf(list.page.locator('[data-testid="active-filter"]'))).toContain('Active');
    await (await list.waitForRow('Canada')).getByRole('link', { name: 'Canada' }).click();
    await admin.page.waitForURL((url) => /^\/locations\/\d+\/provinces$/.test(url.pathname));
    await list.waitForLoaded();
    await admin.page.locator('h1', { hasText: 'Provinces of Canada' }).waitFor();
    expect(await list.counter()).toBe(13);

    // Provinces: the name links to the cities; breadcrumbs lead back up.
    await (await list.waitForRow('Ontario')).getByRole('link', { name: 'Ontario' }).click();
    await admin.page.waitForURL((url) => /^\/locations\/provinces\/\d+\/cities$/.test(url.pathname));
    await list.waitForLoaded();
    await admin.page.locator('h1', { hasText: 'Cities of Ontario' }).waitFor();
    const crumbs = await textOf(admin.page.locator('[data-testid="breadcrumbs"]'));
    for (const crumb of ['Locations', 'Canada', 'Ontario']) expect(crumbs).toContain(crumb);
    const headers = await list.table.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual([
      'Name',
      'Travel Charge',
      'Travel Charge Type',
      'Is Travel Region',
      'Active?',
      'Actions',
    ]);
    const citiesUrl = new URL(admin.page.url()).pathname;

    // Add City: a travel charge needs its type (the shared schema says so before anything is sent).
    const name = `E2E Town ${run}`;
    await list.openCreate();
    await list.fill('name', name);
    await list.fill('travelCharge', '25');
    await list.save();
    await list.waitForFieldError('travelChargeType', 'Travel charge type is required when there is a travel charge.');
    await list.select('travelChargeType', 'Flat Rate');
    await list.check('isTravelRegion', true);
    await list.saveAndClose();
    await list.waitForFlash(`Successfully added new City "${name}"`);
    await list.filter(run);
    const row = await list.waitForRow(name);
    expect(await textOf(row)).toContain('25.00');
    expect(await textOf(row)).toContain('Flat Rate');

    // Edit: rename and change the type.
    await list.openEdit(name);
    await list.fill('name', `${name} North`);
    await list.select('travelChargeType', 'Kilometers Only');
    await list.saveAndClose();
    await list.waitForFlash(`City "${name} North" has been updated`);
    expect(await textOf(await list.waitForRow(`${name} North`))).toContain('Kilometers Only');

    // Delete with the spec's confirmation.
    const question = await list.deleteRow(`${name} North`, `Delete "${name} North"?`);
    expect(question).toBe(`Delete "${name} North"?`);
    await list.waitForFlash(`City "${name} North" has been deleted`);
    await list.waitForNoRow(`${name} North`);

    // A city that stores use cannot be deleted: the server's reason shows.
    await list.filter('Toronto');
    await list.deleteRow('Toronto', 'Delete "Toronto"?');
    await list.waitForFlash('City "Toronto" still has stores. Make it inactive instead.');
    await list.waitForRow('Toronto');

    // Breadcrumb back to the country's provinces.
    await admin.page.locator('[data-testid="breadcrumbs"]').getByRole('link', { name: 'Canada' }).click();
    await admin.page.waitForURL((url) => /^\/locations\/\d+\/provinces$/.test(url.pathname));
    expect(citiesUrl).toMatch(/cities$/);
  });
});
