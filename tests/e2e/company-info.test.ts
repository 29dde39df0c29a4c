import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { textOf } from './support/shelfline-page.ts';

const run = Date.now().toString(36).toUpperCase();

describe('Company Info screen', () => {
  const browser = withBrowser();

  it('requires every field, then saves with the success message', async () => {
    const admin = await browser.open('admin');
    await admin.goto('/companyInfo');
    const form = admin.page.locator('[data-testid="company-info-form"]');
    const input = (name: string) => form.locator(`[data-testid="field-${name}"] input`).first();
    const errorOf = (name: string, message: string) =>
      form.locator(`[data-testid="field-${name}"]`).getByText(message).waitFor();
    await input('companyName').waitFor();
    expect(await admin.heading()).toContain('Company Info');
    expect(await input('companyName').inputValue()).not.toBe('');

    // Emptied fields are refused with 'Please input {field}.'
    await input('companyName').fill('');
    await input('taxHSTQC').fill('');
    await input('gstAccount').fill('');
    await form.locator('[data-testid="form-save"]').click();
    await errorOf('companyName', 'Please input company name.');
    await errorOf('taxHSTQC', 'Please input HST rate QC.');
    await errorOf('gstAccount', 'Please input GST account.');
    expect(await admin.notificationTexts()).not.toContain('Company info has been updated');

    // Keyboard: fill in and press Enter in a field to save.
    const name = `Shelfline E2E ${run}`;
    await input('companyName').fill(name);
    await input('taxHSTQC').fill('0');
    await input('gstAccount').fill('2310');
    await input('gstAccount').press('Enter');
    await admin.page.locator('[data-testid="notifications"]').getByText('Company info has been updated').waitFor();
    expect(await textOf(form)).not.toContain('Please input');

    // Saved: a reload shows the new name, and a second save (new version) works too.
    await admin.page.reload();
    await input('companyName').waitFor();
    expect(await input('companyName').inputValue()).toBe(name);
    await input('fax').fill('416-555-0199');
    await form.locator('[data-testid="form-save"]').click();
    await admin.page
      .locator('[data-testid="notifications"]')
      .getByText('Company info has been updated')
      .first()
      .waitFor();
  });
});
