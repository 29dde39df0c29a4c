import type { Locator, Page } from 'playwright-core';
import { type ShelflinePage, textOf } from './shelfline-page.ts';

/**
 * A list screen built with the CRUD kit (web/src/components/crud), driven through its `data-testid`s:
 * `crud-table`, `create-button`, `row-edit`, `row-delete`, `text-filter`, `active-filter`, `no-match`,
 * `empty`, the form modal `entity-form` with `field-<name>`, `form-save`, `form-cancel`, `form-error`,
 * and the confirmation `confirm-modal` with `confirm-ok`, `confirm-cancel`.
 */
export class CrudPage {
  constructor(
    readonly app: ShelflinePage,
    /** The table's test id, when a screen shows more than one list. */
    readonly tableTestId = 'crud-table',
  ) {}

  get page(): Page {
    return this.app.page;
  }

  get table(): Locator {
    return this.page.locator(`[data-testid="${this.tableTestId}"]`);
  }

  get form(): Locator {
    return this.page.locator('[data-testid="entity-form"]');
  }

  get confirmation(): Locator {
    return this.page.locator('[data-testid="confirm-modal"]');
  }

  /** Opens the screen and waits until its first rows (or its empty state) show. */
  async open(path: string): Promise<void> {
    await this.app.goto(path);
    await this.waitForLoaded();
  }

  /** Waits until the list has no fetch under way (the table's `data-loading` is false). */
  async waitForLoaded(): Promise<void> {
    await this.page.locator(`[data-testid="${this.tableTestId}"][data-loading="false"]`).waitFor();
  }

  /** The data row that contains this text (codes are unique per test run, so one row). */
  row(text: string): Locator {
    return this.table.locator('tbody tr', { hasText: text });
  }

  async waitForRow(text: string): Promise<Locator> {
    await this.waitForLoaded();
    const row = this.row(text);
    await row.first().waitFor();
    return row.first();
  }

  async waitForNoRow(text: string): Promise<void> {
    await this.waitForLoaded();
    await this.row(text).first().waitFor({ state: 'detached' });
  }

  /** Each visible row's cells, as text (once the list has loaded). */
  async rows(): Promise<string[][]> {
    await this.waitForLoaded();
    const result: string[][] = [];
    for (const row of await this.table.locator('tbody tr').all()) {
      const cells = await row.locator('td').all();
      result.push(await Promise.all(cells.map((cell) => textOf(cell))));
    }
    return result;
  }

  /** The header's counter, e.g. 12 for "(12)". */
  async counter(): Promise<number | undefined> {
    const header = await textOf(this.table.locator('h1').first());
    const match = /\((\d+)\)/.exec(header);
    return match ? Number(match[1]) : undefined;
  }

  /** Types into the text filter; the list follows after a short pause (and the URL keeps it). */
  async filter(text: string): Promise<void> {
    const input = this.page.locator('[data-testid="text-filter"] input');
    await input.fill(text);
    await this.page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text.trim());
    await this.waitForLoaded();
  }

  /** Chooses 'Active', 'Inactive' or 'All' in the 'Active?' filter. */
  async setActiveFilter(label: 'Active' | 'Inactive' | 'All'): Promise<void> {
    await this.page.locator('[data-testid="active-filter"] button').first().click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.waitForLoaded();
  }

  async openCreate(): Promise<void> {
    await this.page.locator('[data-testid="create-button"]').first().click();
    await this.form.waitFor();
  }

  async openEdit(rowText: string): Promise<void> {
    await (await this.waitForRow(rowText)).locator('[data-testid="row-edit"]').click();
    await this.form.waitFor();
  }

  /** A form field by the input schema's name. */
  field(name: string): Locator {
    return this.form.locator(`[data-testid="field-${name}"]`);
  }

  /** Fills a text, number or textarea field, by the schema's field name. */
  async fill(name: string, value: string): Promise<void> {
    await this.field(name).locator('input, textarea').first().fill(value);
  }

  /** Fills a field found by its visible label. */
  async fillByLabel(label: string, value: string): Promise<void> {
    await this.form.getByLabel(label, { exact: true }).fill(value);
  }

  async check(name: string, checked: boolean): Promise<void> {
    await this.field(name).locator('input[type="checkbox"]').setChecked(checked, { force: true });
  }

  /** Opens a select field and picks the option with this label. */
  async select(name: string, optionLabel: string): Promise<void> {
    await this.field(name).locator('button').first().click();
    await this.page.getByRole('option', { name: optionLabel, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.form.locator('[data-testid="form-save"]').click();
  }

  /** Saves and waits for the modal to close (the save succeeded). */
  async saveAndClose(): Promise<void> {
    await this.save();
    try {
      await this.form.waitFor({ state: 'detached' });
    } catch (error) {
      // Say why the form stayed open (a refused save shows its errors in the form), not only that it did.
      const shown = await this.form.textContent({ timeout: 1_000 }).catch(() => '(form text unavailable)');
      throw new Error(`The form did not close after Save. It shows:\n${shown}`, { cause: error });
    }
  }

  async cancel(): Promise<void> {
    await this.form.locator('[data-testid="form-cancel"]').click();
    await this.form.waitFor({ state: 'detached' });
  }

  /** Waits until this message shows under the field. */
  async waitForFieldError(name: string, message: string): Promise<void> {
    await this.field(name).getByText(message).waitFor();
  }

  /** The form's Alert (errors that belong to no field). */
  async formError(): Promise<string> {
    const alert = this.form.locator('[data-testid="form-error"]');
    await alert.waitFor();
    return textOf(alert);
  }

  /** Clicks the row's delete button, checks the confirmation reads as expected and confirms. */
  async deleteRow(rowText: string, expectedQuestion?: string): Promise<string> {
    await (await this.waitForRow(rowText)).locator('[data-testid="row-delete"]').click();
    await this.confirmation.waitFor();
    const question = await textOf(this.confirmation.locator('h2').first());
    if (expectedQuestion !== undefined && question !== expectedQuestion) {
      throw new Error(`Confirmation reads "${question}", expected "${expectedQuestion}"`);
    }
    await this.confirmation.locator('[data-testid="confirm-ok"]').click();
    await this.confirmation.waitFor({ state: 'detached' });
    return question;
  }

  /** The cells of the row that contains this text, once it shows. */
  async rowCells(text: string): Promise<string[]> {
    const row = await this.waitForRow(text);
    return Promise.all((await row.locator('td').all()).map((cell) => textOf(cell)));
  }

  /** Waits for a toast with this text. */
  async waitForFlash(text: string): Promise<void> {
    await this.page.locator('[data-testid="notifications"]').getByText(text).first().waitFor();
  }

  async flashTexts(): Promise<string[]> {
    return this.app.notificationTexts();
  }
}
