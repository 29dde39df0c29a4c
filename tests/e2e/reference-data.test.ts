import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';

/** The reference-data screens built on the CRUD kit (001 §2), through the retailers list. */
describe('reference data: retailers', () => {
  const browser = withBrowser();

  it('lets an admin create, edit, filter and delete a retailer', async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app);
    await list.open('/retailers');
    expect(await app.heading()).toContain('Retailers');

    const code = `E2E${Date.now().toString(36)}`.toUpperCase();
    await list.openCreate();
    // Validation with the shared schema, under each field, before anything is sent.
    await list.save();
    await list.waitForFieldError('code', 'Code is required.');
    await list.waitForFieldError('name', 'Name is required.');
    await list.fill('code', code);
    await list.fill('name', 'End to end retailer');
    await list.saveAndClose();
    await list.waitForFlash(`Successfully added new Retailer "${code}"`);
    await list.waitForRow(code);

    await list.openEdit(code);
    await list.fill('name', 'Renamed retailer');
    await list.saveAndClose();
    await list.waitForFlash(`Retailer "${code}" has been updated`);
    await (await list.waitForRow(code)).getByText('Renamed retailer').waitFor();

    // The filter narrows the list and sits in the URL, so a reload keeps it.
    await list.filter(code);
    expect(await list.rows()).toEqual([[code, 'Renamed retailer', 'Yes', '']]);
    await app.page.reload();
    await list.waitForRow(code);
    expect(await list.counter()).toBe(1);
    await list.filter(`${code}-nothing`);
    await app.page.locator('[data-testid="no-match"]').waitFor();

    await list.filter(code);
    const question = await list.deleteRow(code, `Delete "${code}"?`);
    expect(question).toBe(`Delete "${code}"?`);
    await list.waitForFlash(`Retailer "${code}" has been deleted`);
    await list.waitForNoRow(code);
  });

  it("shows the server's duplicate-code message under the Code field", async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app);
    await list.open('/retailers');
    const [first] = await list.rows();
    const existing = first?.[0] ?? '';
    expect(existing).not.toBe('');

    await list.openCreate();
    await list.fill('code', existing);
    await list.fill('name', 'Duplicate');
    await list.save();
    await list.waitForFieldError('code', `Retailer code '${existing}' is already used.`);
    await list.cancel();
  });

  it('shows inactive retailers only when the Active? filter asks for them', async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app);
    await list.open('/retailers');
    const code = `E2I${Date.now().toString(36)}`.toUpperCase();
    await list.openCreate();
    await list.fill('code', code);
    await list.fill('name', 'Inactive retailer');
    await list.check('isInactive', true);
    await list.saveAndClose();
    await list.filter(code);
    await app.page.locator('[data-testid="no-match"]').waitFor();
    await list.setActiveFilter('Inactive');
    expect((await list.rowCells(code)).slice(0, 3)).toEqual([code, 'Inactive retailer', 'No']);
    expect(new URL(app.page.url()).searchParams.get('active')).toBe('inactive');
    await list.deleteRow(code);
  });

  it('focuses the first field, submits on Enter, and shows a refused delete as an error', async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app);
    await list.open('/retailers');
    const code = `E2K${Date.now().toString(36)}`.toUpperCase();
    await list.openCreate();
    await list.field('code').locator('input:focus').waitFor();
    await app.page.keyboard.type(code);
    await app.page.keyboard.press('Tab');
    await app.page.keyboard.type('Keyboard retailer');
    await app.page.keyboard.press('Enter');
    await list.form.waitFor({ state: 'detached' });
    await list.waitForFlash(`Successfully added new Retailer "${code}"`);

    // Demo retailers have stores: the server refuses, and its message stays on screen.
    const [first] = await list.rows();
    const demo = first?.[0] ?? '';
    await list.deleteRow(demo, `Delete "${demo}"?`);
    await list.waitForFlash(`Retailer "${demo}" still has stores. Make it inactive instead.`);
    await list.waitForRow(demo);
  });

  it('sends an account manager to /permission-error', async () => {
    const app = await browser.open('am');
    await app.goto('/retailers');
    await app.waitForPath('/permission-error');
  });
});

describe('reference data: products (server-paged)', () => {
  const browser = withBrowser();

  it('pages on the server, filters by consumer group in the URL, and creates a product with a group', async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app);
    await list.open('/productMaintenance');
    expect(await app.heading()).toContain('Product Maintenance');
    expect(await list.rows()).toHaveLength(20);
    const total = (await list.counter()) ?? 0;
    expect(total).toBeGreaterThan(20);

    await app.page.locator('[data-testid="consumer-group-filter"] button').first().click();
    const option = app.page.getByRole('option').nth(1);
    const group = (await option.textContent())?.trim() ?? '';
    await option.click();
    await app.page.waitForURL((url) => url.searchParams.has('consumerGroupId'));
    await list.waitForLoaded();
    const filtered = await list.rows();
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((cells) => cells[2] === group)).toBe(true);

    const code = `E2P${Date.now().toString(36)}`.toUpperCase();
    await list.openCreate();
    await list.fill('code', code);
    await list.fill('description1', 'Browser product');
    await list.select('consumerGroupId', group);
    await list.saveAndClose();
    await list.waitForFlash(`Successfully added new Product "${code}"`);
    await list.filter(code);
    expect((await list.rowCells(code)).slice(0, 4)).toEqual([code, 'Browser product', group, 'Yes']);
    await list.deleteRow(code, `Delete "${code}"?`);
    await list.waitForFlash(`Product "${code}" has been deleted`);
  });
});

describe('reference data: consumer groups and service types', () => {
  const browser = withBrowser();

  it('lists the demo consumer groups and service types with their columns, sorted by code', async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app);
    for (const [path, title, headers] of [
      ['/consumerGroups', 'Consumer Groups', ['Code', 'Description', 'Active?', 'Actions']],
      ['/serviceTypes', 'Service Types', ['Service Code', 'Description', 'Active?', 'Actions']],
    ] as const) {
      await list.open(path);
      expect(await app.heading()).toContain(title);
      const seen = await list.table.locator('thead th').allInnerTexts();
      expect(seen.map((h) => h.trim()).filter(Boolean)).toEqual([...headers]);
      const rows = await list.rows();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((cells) => cells[2] === 'Yes')).toBe(true);
      const codes = rows.map((cells) => cells[0] ?? '');
      expect(codes).toEqual(
        [...codes].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' })),
      );
    }
  });
});
