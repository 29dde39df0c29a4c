import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import { textOf } from './support/shelfline-page.ts';

describe('System List Maintenance screen', () => {
  const browser = withBrowser();

  it('chooses a category, adds and edits an item, and refuses a duplicate code', async () => {
    const admin = await browser.open('admin');
    await admin.goto('/systemList');
    const list = new CrudPage(admin);
    const category = admin.page.locator('[data-testid="category-select"] button').first();
    await category.click();
    const offered = await admin.page.getByRole('option').allInnerTexts();
    expect(offered.join(' ')).toContain('Languages');
    expect(offered.join(' ')).not.toContain('Travel Types');
    await admin.page.getByRole('option', { name: /Languages/ }).click();
    await admin.page.waitForURL((url) => url.searchParams.get('list') === 'LANG');
    await list.waitForRow('English');
    const headers = await list.table.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(['Code', 'Value', 'Active?', 'Actions']);

    // Made per attempt, so a retry does not meet the item its first attempt created.
    const code = `E${Date.now().toString(36).toUpperCase().slice(-6)}`;
    await list.openCreate();
    expect(await textOf(list.form.locator('h2').first())).toBe('Create/Update List Item');
    await list.fill('itemCode', code);
    await list.fill('value', 'Esperanto');
    await list.saveAndClose();
    await list.waitForFlash(`Successfully added new list item "${code}"`);
    await list.filter(code);
    expect(await textOf(await list.waitForRow(code))).toContain('Esperanto');

    await list.openEdit(code);
    await list.fill('value', 'Esperanto (Lingvo Internacia)');
    await list.saveAndClose();
    await list.waitForFlash(`List item "${code}" has been updated`);
    expect(await textOf(await list.waitForRow(code))).toContain('Lingvo Internacia');

    await list.openCreate();
    await list.fill('itemCode', code.toLowerCase());
    await list.fill('value', 'Duplicate');
    await list.save();
    await list.field('itemCode').getByText('already used').waitFor();
    await list.cancel();

    // A read-only list (GET systemLists answers it with allowEdit: false) named in the URL is not opened for editing.
    await admin.goto('/systemList?list=MTRTYP');
    await admin.page.locator('[data-testid="category-select"] button').first().waitFor();
    expect(await admin.page.locator('[data-testid="create-button"]').count()).toBe(0);
    expect(await textOf(admin.page.locator('[data-testid="category-select"]').first())).not.toContain('Travel Types');
  });
});
