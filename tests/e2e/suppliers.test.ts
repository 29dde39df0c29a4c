import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import { textOf } from './support/shelfline-page.ts';

describe('Suppliers screen', () => {
  const browser = withBrowser();

  it('adds a supplier, adds a user and a contact in Manage Users, and the user signs in as a customer', async () => {
    // Per attempt: a retry after a timeout must not trip over the first attempt's supplier code.
    const run = Date.now().toString(36).toUpperCase();
    const code = `E${run}`;
    const name = `E2E Supplier ${run}`;
    const userName = `e2e.${run.toLowerCase()}`;
    const password = 'E2e#Passw0rd';

    const admin = await browser.open('admin');
    const list = new CrudPage(admin);
    await list.open('/suppliers');
    expect(await admin.heading()).toContain('Suppliers');
    const headers = await list.table.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(['Code', 'Name', 'Active?', 'Actions']);

    // Add New Supplier.
    await list.openCreate();
    await list.fill('code', code);
    await list.fill('name', name);
    await list.saveAndClose();
    await list.waitForFlash('Successfully added new Supplier');
    const row = await list.waitForRow(code);
    expect(await textOf(row)).toContain(name);

    // A duplicate code is refused under the Code field.
    await list.openCreate();
    await list.fill('code', code);
    await list.fill('name', 'Duplicate');
    await list.save();
    await list.field('code').getByText('already used').waitFor();
    await list.cancel();

    // Manage Users from the row: the supplier is chosen, the Users tab is open.
    await row.locator('[data-testid="row-manage-users"]').click();
    const modal = admin.page.locator('[data-testid="manage-users-modal"]');
    await modal.waitFor();
    await modal.locator('[data-testid="users-empty"]').waitFor();

    await modal.locator('[data-testid="users-add"]').click();
    const form = modal.locator('[data-testid="inline-form"]');
    await form.waitFor();
    expect(await textOf(form)).toContain('At least 8 characters');
    const field = (fieldName: string) => form.locator(`[data-testid="field-${fieldName}"] input`).first();
    await field('userName').fill(userName);
    await field('firstName').fill('Erin');
    await field('lastName').fill('Tester');
    await field('email').fill('erin.tester@example.com');
    // A weak password is refused by the shared schema before anything is sent.
    await field('password').fill('weak');
    await form.locator('[data-testid="form-save"]').click();
    await form.locator('[data-testid="field-password"]').getByText('does not meet the policy').waitFor();
    await field('password').fill(password);
    await form.locator('[data-testid="form-save"]').click();
    await form.waitFor({ state: 'detached' });
    await list.waitForFlash('User created successfully');
    await modal.locator('[data-testid="users-table"] tbody tr', { hasText: userName }).waitFor();

    // Edit the user without a new password: the current one is kept.
    await modal
      .locator('[data-testid="users-table"] tbody tr', { hasText: userName })
      .locator('[data-testid="row-edit"]')
      .click();
    await form.waitFor();
    expect(await field('userName').isDisabled()).toBe(true);
    await field('lastName').fill('Tested');
    await form.locator('[data-testid="form-save"]').click();
    await form.waitFor({ state: 'detached' });
    await list.waitForFlash('User updated successfully');
    await modal.locator('[data-testid="users-table"] tbody tr', { hasText: 'Tested' }).waitFor();

    // Contacts tab: add one.
    await modal.getByRole('tab', { name: 'Contacts' }).click();
    await modal.locator('[data-testid="contacts-add"]').click();
    await form.waitFor();
    await field('name').fill('Pat Contact');
    await field('email').fill('pat@example.com');
    await form.locator('[data-testid="form-save"]').click();
    await form.waitFor({ state: 'detached' });
    await list.waitForFlash('Contact created successfully');
    await modal.locator('[data-testid="contacts-table"] tbody tr', { hasText: 'Pat Contact' }).waitFor();
    await modal
      .locator('[data-testid="contacts-table"] tbody tr', { hasText: 'Pat Contact' })
      .locator('[data-testid="row-edit"]')
      .click();
    await form.waitFor();
    await field('title').fill('Category Manager');
    await form.locator('[data-testid="form-save"]').click();
    await form.waitFor({ state: 'detached' });
    await list.waitForFlash('Contact updated successfully');
    await modal.locator('[data-testid="contacts-table"] tbody tr', { hasText: 'Category Manager' }).waitFor();
    await modal.locator('[data-testid="manage-users-close"]').click();
    await modal.waitFor({ state: 'detached' });

    // Edit the supplier's name.
    await list.openEdit(code);
    await list.fill('name', `${name} renamed`);
    await list.saveAndClose();
    await list.waitForFlash(`Supplier "${name} renamed" has been updated`);

    // The new user signs in at /loginCustomer and lands on Summary.
    const customer = await browser.open();
    await customer.goto('/loginCustomer');
    await customer.submitLogin(userName, password);
    await customer.waitForPath('/summary');
    await customer.topBar.locator('[data-testid="user-menu"]').waitFor();
  });

  it('deletes a supplier with the confirmation and its message', async () => {
    const run = Date.now().toString(36).toUpperCase();
    const code = `D${run}`;
    const admin = await browser.open('admin');
    const list = new CrudPage(admin);
    await list.open('/suppliers');
    await list.openCreate();
    await list.fill('code', code);
    await list.fill('name', `Doomed ${run}`);
    await list.saveAndClose();
    await list.waitForRow(code);
    const question = await list.deleteRow(code);
    expect(question).toBe(`Delete "Doomed ${run}"?`);
    await list.waitForFlash(`Supplier "Doomed ${run}" has been deleted`);
    await list.waitForNoRow(code);
  });
});
