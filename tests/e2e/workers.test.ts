import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, signIn } from '../support/local-stack.ts';
import { createTestWorker, letterTag } from '../support/workers.ts';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import type { ShelflinePage } from './support/shelfline-page.ts';

/** The Workers screen: the list (CRUD kit) and the worker form modal (`worker-form`) with its tabs. */
class WorkersScreen extends CrudPage {
  constructor(app: ShelflinePage) {
    super(app);
  }

  override get form(): Locator {
    return this.page.locator('[data-testid="worker-form"]');
  }

  async tab(label: string): Promise<void> {
    await this.form.getByRole('tab', { name: label, exact: true }).click();
  }

  async subTab(label: string): Promise<void> {
    await this.form.getByRole('tab', { name: label, exact: true }).click();
  }

  /** The value a text field shows (view mode shows disabled inputs). */
  async value(name: string): Promise<string> {
    return this.field(name).locator('input').first().inputValue();
  }

  /** The label a select field shows. */
  async selected(name: string): Promise<string> {
    return ((await this.field(name).locator('button').first().textContent()) ?? '').trim();
  }

  /** Opens the worker whose Login Code link reads exactly `code`. */
  async openWorker(code: string): Promise<void> {
    await this.waitForLoaded();
    await this.table.locator('tbody a', { hasText: new RegExp(`^${code}$`) }).click();
    await this.form.waitFor();
    await this.form.locator('[data-testid="worker-tabs"]').waitFor();
  }

  async chooseRole(label: string): Promise<void> {
    await this.page.locator('[data-testid="role-filter"] button').first().click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.waitForLoaded();
  }

  async close(): Promise<void> {
    await this.form.locator('[data-testid="form-close"]').click();
    await this.form.waitFor({ state: 'detached' });
  }
}

/** /workers (001 §2 Worker form): create, list, view each tab, edit, comment, pay rate override, reset password. */
describe('workers', () => {
  const browser = withBrowser();

  it('creates a merchandiser, shows every tab, edits it, adds a comment and an override, resets its password', async () => {
    const run = Date.now().toString(36).toUpperCase();
    const lastName = `Worker${run}`;
    const password = `Pw!${run}a1`;

    const app = await browser.open('admin');
    const screen = new WorkersScreen(app);
    const page = app.page;
    await screen.open('/workers');
    expect(await app.heading()).toContain('Workers');

    // Add New Worker: a merchandiser without a supervisor is refused under the Supervisor field.
    await screen.openCreate();
    await screen.fill('firstName', 'Emma');
    await screen.fill('lastName', lastName);
    await screen.fill('dateStarted', '2026-01-05');
    await screen.check('isMerchandiser', true);
    await screen.save();
    await screen.waitForFieldError('supervisorId', 'A merchandiser needs a supervisor.');
    await screen.select('supervisorId', 'Priya Sharma (sup)');

    // Contact Info: Canada → Ontario → Toronto; a postal code of the wrong pattern is refused first.
    await screen.fill('address1', '100 King St W');
    expect(await screen.selected('countryId')).toBe('Canada');
    await screen.select('provinceId', 'Ontario');
    await screen.select('cityId', 'Toronto');
    await screen.fill('postalCode', '12345');
    await screen.fill('email', `emma.${run.toLowerCase()}@example.com`);
    await screen.fill('mobilePhone', '416-555-0101');
    await screen.save();
    await screen.waitForFieldError('postalCode', 'Postal Code must look like A1A 1A1.');
    await screen.fill('postalCode', 'M5V 3L9');

    // Profile: a language (spoken), kept while switching tabs.
    await screen.tab('Profile');
    await screen.form.getByRole('checkbox', { name: 'French Spoken' }).check({ force: true });
    await screen.tab('Contact Info');
    expect(await screen.value('address1')).toBe('100 King St W');
    await screen.tab('Profile');
    expect(await screen.form.getByRole('checkbox', { name: 'French Spoken' }).isChecked()).toBe(true);

    // Save: the login code is generated and the worker stays open in edit mode.
    await screen.save();
    const created = app.page.locator('[data-testid="notifications"]').getByText(/Successfully added new Worker "/);
    await created.first().waitFor();
    const code = /"(.+)"/.exec((await created.first().textContent()) ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    await screen.page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('worker') ?? ''));
    await screen.field('code').locator('input:disabled').waitFor();
    expect(await screen.value('code')).toBe(code);

    // Payroll (edit mode): a pay rate override for all jobs.
    await screen.tab('Payroll');
    const overrides = screen.form.locator('[data-testid="pay-rate-overrides"]');
    await overrides.getByText('No pay rate overrides').waitFor();
    await screen.form.locator('[data-testid="add-override"]').click();
    const overrideForm = page.locator('[data-testid="override-form"]');
    await overrideForm.waitFor();
    // The product picker offers the active products (read over every page of the product list).
    await overrideForm.locator('[data-testid="field-productId"] button').first().click();
    const productOption = page.getByRole('option').nth(1);
    const productLabel = ((await productOption.textContent()) ?? '').trim();
    expect(productLabel).not.toBe('<All Products>');
    await productOption.click();
    await overrideForm.locator('[data-testid="field-ratePerHour"] input').fill('21.5');
    await overrideForm.locator('[data-testid="form-save"]').click();
    await overrideForm.waitFor({ state: 'detached' });
    const overrideRow = overrides.locator('tbody tr', { hasText: '21.50' });
    await overrideRow.waitFor();
    const overrideText = (await overrideRow.textContent()) ?? '';
    expect(overrideText).toContain('<All Jobs>');
    expect(overrideText).toContain(productLabel.split(' - ').slice(1).join(' - '));
    expect(overrideText).not.toContain('<All Products>');
    expect(overrideText).toContain('<No Start Date>');

    // Comments (admins, edit mode): add one; its date reads 'MMMM DD, YYYY'.
    await screen.tab('Comments');
    await screen.form.locator('[data-testid="add-comment"]').click();
    const commentForm = page.locator('[data-testid="comment-form"]');
    await commentForm.locator('[data-testid="field-subject"] input').fill(`Intro ${run}`);
    await commentForm.locator('[data-testid="field-body"] textarea').fill('Met at the job fair.');
    await commentForm.locator('[data-testid="form-save"]').click();
    await commentForm.waitFor({ state: 'detached' });
    const commentRow = screen.form.locator('[data-testid="comments"] tbody tr', { hasText: `Intro ${run}` });
    await commentRow.waitFor();
    expect((await commentRow.textContent()) ?? '').toMatch(/[A-Z][a-z]+ \d{2}, \d{4}/);

    // Cancel leaves edit mode (nothing unsaved), Close closes the form.
    await screen.form.locator('[data-testid="form-cancel"]').click();
    await screen.form.locator('[data-testid="form-edit"]').waitFor();
    await screen.close();

    // The list shows the new worker.
    await screen.filter(lastName);
    const cells = await screen.rowCells(lastName);
    expect(cells).toEqual(expect.arrayContaining([code, 'Emma', lastName, 'Priya Sharma', '2026-01-05', 'Yes']));
    expect(cells.join(' ')).toContain('Merchandiser');

    // The role filter is applied by the server and kept in the URL.
    await screen.chooseRole('Supervisor');
    await page.locator('[data-testid="no-match"]').waitFor();
    expect(new URL(page.url()).searchParams.get('role')).toBe('supervisor');
    await screen.chooseRole('Merchandiser');
    await screen.waitForRow(lastName);

    // View mode: every tab shows, read-only; no Payroll tab.
    await screen.openWorker(code);
    expect(await screen.field('firstName').locator('input').isDisabled()).toBe(true);
    expect(await screen.value('address1')).toBe('100 King St W');
    expect(await screen.value('postalCode')).toBe('M5V 3L9');
    expect(await screen.selected('provinceId')).toBe('Ontario');
    expect(await screen.selected('cityId')).toBe('Toronto');
    expect(await screen.form.getByRole('tab', { name: 'Payroll' }).count()).toBe(0);
    await screen.tab('Profile');
    expect(await screen.form.getByRole('checkbox', { name: 'French Spoken' }).isChecked()).toBe(true);
    expect(await screen.form.getByRole('checkbox', { name: 'French Written' }).isChecked()).toBe(false);
    // An administrator keeps the availability here, with the profile's editors (nothing set yet).
    await screen.tab('Availability');
    await screen.form.locator('[data-testid="kept-availability"] [data-testid="general-form"]').waitFor();
    await screen.form.getByText('Daily Availability Not Set').waitFor();
    await screen.subTab('Special and vacations');
    await screen.form.locator('[data-testid="availability-calendar"]').waitFor();
    await screen.form.getByText('Vacations Not Set').waitFor();
    await screen.tab('Comments');
    await screen.form.locator('[data-testid="comments"]').getByText(`Intro ${run}`).waitFor();
    expect(await screen.form.locator('[data-testid="add-comment"]').count()).toBe(0);
    await screen.tab('Scheduled Work');
    await screen.form.locator('[data-testid="scheduled-work-empty"]').waitFor();

    // Edit and save a change: back in view mode with the new value.
    await screen.form.locator('[data-testid="form-edit"]').click();
    await screen.form.locator('[data-testid="form-save"]').waitFor();
    // Still on the tab that was open.
    await screen.form.locator('[data-testid="scheduled-work"]').waitFor();
    await screen.fill('extras', 'Has a van');
    await screen.save();
    await screen.waitForFlash(`Worker "${code}" has been updated`);
    await screen.form.locator('[data-testid="form-edit"]').waitFor();
    expect(await screen.value('extras')).toBe('Has a van');

    // Reset password, then the worker signs in with it.
    await screen.tab('Profile');
    await screen.form.locator('[data-testid="reset-password"]').click();
    const resetForm = page.locator('[data-testid="reset-password-form"]');
    await resetForm.locator('input[type="password"]').fill(password);
    await resetForm.locator('[data-testid="form-save"]').click();
    await screen.waitForFlash('Password reset successfully');
    await screen.close();

    const worker = await browser.open();
    await worker.goto('/');
    await worker.submitLogin(code, password);
    await worker.topBar.locator('[data-testid="user-menu"]').waitFor();
  });

  it('asks before discarding unsaved changes', async () => {
    const app = await browser.open('admin');
    const screen = new WorkersScreen(app);
    await screen.open('/workers');
    await screen.openCreate();
    await screen.fill('firstName', 'Unsaved');
    await expect.poll(() => screen.value('firstName')).toBe('Unsaved');
    await screen.form.locator('button[aria-label="Close"]').first().click();
    const discard = app.page.locator('[data-testid="discard-modal"]');
    await discard.getByText('Discard unsaved changes?').waitFor();
    await discard.locator('[data-testid="confirm-cancel"]').click();
    expect(await screen.value('firstName')).toBe('Unsaved');
    await screen.form.locator('[data-testid="form-cancel"]').click();
    await discard.locator('[data-testid="confirm-ok"]').click();
    await screen.form.waitFor({ state: 'detached' });
  });

  it('says which list could not be read when a picker fails (001 §8)', async () => {
    const app = await browser.open('admin');
    // The network drops the supervisors' list: the form says so in the spec's words.
    await app.page.route('**/employees/supervisors*', (route) => route.abort('failed'));
    const screen = new WorkersScreen(app);
    await screen.open('/workers');
    await screen.openCreate();
    await app.page
      .locator('[data-testid="notifications"]', { hasText: 'Could not fetch Supervisors.' })
      .waitFor({ timeout: 30_000 });
  });

  it("shows a demo merchandiser's availability and scheduled work", async () => {
    const app = await browser.open('admin');
    const screen = new WorkersScreen(app);
    await screen.open('/workers');
    await screen.filter('Gagnon');
    await screen.openWorker('merch');
    expect(await screen.value('lastName')).toBe('Gagnon');
    expect(await screen.selected('supervisorId')).toContain('Priya Sharma');

    // The demo week (Monday 9:00 AM to 5:00 PM) and the upcoming vacation, in the editors.
    await screen.tab('Availability');
    const kept = screen.form.locator('[data-testid="kept-availability"]');
    await kept.locator('[data-testid="day-1-start"]', { hasText: '9:00 AM' }).waitFor();
    await screen.subTab('Special and vacations');
    await kept.locator('[data-testid="vacations-table"] tbody tr').first().waitFor();

    await screen.tab('Scheduled Work');
    const work = screen.form.locator('[data-testid="scheduled-work"]');
    await work.locator('tbody tr').first().waitFor();
    expect(await work.locator('[data-testid="scheduled-work-empty"]').count()).toBe(0);
    expect(await work.locator('tbody tr').count()).toBeLessThanOrEqual(10);
  });

  it("keeps a worker's availability from the worker screen: a general week and a vacation", async () => {
    const tag = letterTag();
    const code = `av${tag}`;
    const id = await createTestWorker({ code, firstName: 'Avail', lastName: `Kept${tag}`, isMerchandiser: true });
    const app = await browser.open('admin');
    const { page } = app;
    const screen = new WorkersScreen(app);
    await screen.open('/workers');
    await screen.filter(`Kept${tag}`);
    await screen.openWorker(code);
    await screen.tab('Availability');
    const kept = screen.form.locator('[data-testid="kept-availability"]');
    const flash = (text: string) => page.locator('[data-testid="notifications"]').getByText(text).first().waitFor();
    const pick = async (testId: string, option: string) => {
      await kept.locator(`[data-testid="${testId}"] button`).first().click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    // The profile's own editor, on this worker: Monday 9:00 AM - 5:00 PM, 8 hours.
    await kept.locator('[data-testid="day-1-start"]').waitFor();
    await pick('day-1-start', '9:00 AM');
    await pick('day-1-end', '5:00 PM');
    await pick('day-1-hours', '8');
    await kept.locator('[data-testid="general-form"] [data-testid="form-save"]').click();
    await flash('General Availability Successfully Updated');

    // Leaving an unsaved Tuesday asks as /profile does; Yes saves it, then the Special and vacations tab shows.
    await pick('day-2-start', '8:00 AM');
    await pick('day-2-end', '12:00 PM');
    await pick('day-2-hours', '4');
    await kept.getByRole('tab', { name: 'Special and vacations', exact: true }).click();
    await page.locator('[data-testid="save-changes-modal"] [data-testid="save-changes-yes"]').click();

    // A vacation a year ahead, on the Special and vacations tab.
    const start = `${new Date().getUTCFullYear() + 1}-03-10`;
    const end = `${new Date().getUTCFullYear() + 1}-03-11`;
    await kept.locator('[data-testid="add-vacation"]').click();
    const vacationModal = page.locator('[data-testid="vacation-modal"]');
    await vacationModal.locator('[data-testid="field-startDate"] input').fill(start);
    await vacationModal.locator('[data-testid="field-endDate"] input').fill(end);
    await vacationModal.locator('[data-testid="form-save"]').click();
    await flash('Vacation Successfully Created');
    await kept.locator('[data-testid="vacations-table"] tbody tr', { hasText: `${start} - ${end}` }).waitFor();

    // Stored on the worker (read back through the API).
    const token = (await signIn('admin')).token;
    const vacations = await api<{ startDate: string }[]>('GET', `employees/${id}/vacations`, { token });
    expect(vacations.body.map((v) => v.startDate.slice(0, 10))).toEqual([start]);
    const full = await api<{ availability: { generalAvailability: { dailyAvailabilities: Record<string, unknown> } } }>(
      'GET',
      `Employees/${id}/full`,
      { token },
    );
    const days = full.body.availability.generalAvailability.dailyAvailabilities;
    expect(days['1']).toMatchObject({ start: '9:00 AM' });
    expect(days['2']).toMatchObject({ start: '8:00 AM', end: '12:00 PM' });
  });
});
