import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';

/** /miscCharges (002 §2 "Misc Charge Types list"): the types, their flags, the rates modal. */
describe('misc charge types screen', () => {
  const browser = withBrowser();

  it('lists, adds, edits and deletes a type, with the inactive filter', async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app);
    await list.open('/miscCharges');
    expect(await app.heading()).toContain('Misc Charge Types');
    // The seeded built-ins show; the inactive seeded type only when asked for.
    expect((await list.rowCells('Travel')).slice(0, 5)).toEqual(['Travel', 'Yes', 'Yes', 'Yes', 'Yes']);
    await list.waitForRow('Printing');
    await list.filter('Training Day');
    await app.page.locator('[data-testid="no-match"]').waitFor();
    await list.setActiveFilter('All');
    expect((await list.rowCells('Training Day')).slice(0, 2)).toEqual(['Training Day', 'No']);
    await list.filter('');

    const name = `E2E Tolls ${Date.now().toString(36)}`;
    await list.openCreate();
    await list.save();
    await list.waitForFieldError('name', 'Name is required.');
    await list.fill('name', name);
    await list.check('isCustomerBilling', true);
    await list.saveAndClose();
    await list.waitForFlash(`Misc charge type "${name}" created`);
    expect((await list.rowCells(name)).slice(0, 5)).toEqual([name, 'Yes', 'No', 'No', 'Yes']);

    // A name already used, in another case, is refused under the field.
    await list.openCreate();
    await list.fill('name', name.toUpperCase());
    await list.save();
    await list.waitForFieldError('name', `MiscChargeType name '${name.toUpperCase()}' is already used.`);
    await list.cancel();

    await list.openEdit(name);
    await list.check('isInactive', true);
    await list.check('isGSTApplicable', true);
    await list.saveAndClose();
    await list.waitForFlash(`Misc charge type "${name}" updated`);
    expect((await list.rowCells(name)).slice(0, 3)).toEqual([name, 'No', 'Yes']);

    await list.filter(name);
    await list.setActiveFilter('Active');
    await app.page.locator('[data-testid="no-match"]').waitFor();
    await list.setActiveFilter('Inactive');
    const question = await list.deleteRow(name, `Delete "${name}"?`);
    expect(question).toBe(`Delete "${name}"?`);
    await list.waitForFlash(`Misc charge type "${name}" deleted`);
    await list.waitForNoRow(name);
  });

  it('refuses to delete a built-in type with the server message', async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app);
    await list.open('/miscCharges');
    await list.deleteRow('Parking', 'Delete "Parking"?');
    await list.waitForFlash('Misc charge type "Parking" is built in and cannot be deleted. Make it inactive instead.');
    await list.waitForRow('Parking');
  });

  it('edits the company rates in their modal, validating them first', async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app);
    await list.open('/miscCharges');
    const modal = app.page.locator('[data-testid="misc-charge-rates"]');
    const field = (name: string) => modal.locator(`[data-testid="field-${name}"] input`);

    await app.page.locator('[data-testid="open-misc-charge-rates"]').click();
    expect(await field('travelLowKmRate').inputValue()).toBe('0.58');
    expect(await field('travelHighLowKmThreshold').inputValue()).toBe('100');
    await field('printPerPageRate').fill('0.12345');
    await modal.locator('[data-testid="form-save"]').click();
    await modal
      .locator('[data-testid="field-printPerPageRate"]')
      .getByText('Print per page rate takes at most 4 decimals.')
      .waitFor();
    await field('printPerPageRate').fill('0.1375');
    await modal.locator('[data-testid="form-save"]').click();
    await list.waitForFlash('Misc charge rates successfully updated');
    await modal.waitFor({ state: 'detached' });

    // Opened again, it shows what was saved (and saves at the new version).
    await app.page.locator('[data-testid="open-misc-charge-rates"]').click();
    expect(await field('printPerPageRate').inputValue()).toBe('0.1375');
    await field('printPerPageRate').fill('0.12');
    await modal.locator('[data-testid="form-save"]').click();
    await modal.waitFor({ state: 'detached' });
  });
});
