import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';

/** /questionLibrary (001 §2 Question library): questions with their answers; account managers only read. */
describe('question library', () => {
  const browser = withBrowser();

  it('an admin creates a question with answers, sees them beside the list and edits one', async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app, 'questions-table');
    await list.open('/questionLibrary');
    expect(await app.heading()).toContain('Question Library');
    const page = app.page;
    const text = `Are the tags facing out ${Date.now().toString(36)}?`;

    await page.locator('[data-testid="create-button"]').first().click();
    const form = page.locator('[data-testid="question-form"]');
    await form.locator('[data-testid="form-save"]').click();
    await form.locator('[data-testid="field-text"]').getByText('Question is required.').waitFor();
    await form.locator('[data-testid="field-text"] textarea').fill(text);
    await form.locator('[data-testid="add-answer"]').click();
    await form.locator('[data-testid="answer-0"] input').fill('Yes');
    await form.locator('[data-testid="add-answer"]').click();
    await form.locator('[data-testid="answer-1"] input').fill('yes');
    await form.locator('[data-testid="form-save"]').click();
    await form.locator('[data-testid="answer-1"]').getByText('Answers must be unique.').waitFor();
    await form.locator('[data-testid="answer-1"] input').fill('No');
    await form.locator('[data-testid="form-save"]').click();
    await form.waitFor({ state: 'detached' });
    await list.waitForFlash(`Question "${text}" created`);

    await list.filter(text);
    await (await list.waitForRow(text)).getByText(text, { exact: true }).click();
    const answers = page.locator('[data-testid="answers-table"]');
    await answers.getByText('No', { exact: true }).waitFor();
    await answers.getByText('Yes', { exact: true }).waitFor();

    await (await list.waitForRow(text)).locator('[data-testid="row-edit"]').click();
    const edit = page.locator('[data-testid="question-form"]');
    await edit.locator('[data-testid="answer-1"] input').fill('Not at all');
    await edit.locator('[data-testid="form-save"]').click();
    await edit.waitFor({ state: 'detached' });
    await list.waitForFlash(`Question "${text}" updated`);
    await answers.getByText('Not at all').waitFor();

    await list.deleteRow(text, 'Delete question?');
    await list.waitForFlash(`Question "${text}" deleted`);
    await list.waitForNoRow(text);
  });

  it('shows account managers the library without actions', async () => {
    const app = await browser.open('am');
    const list = new CrudPage(app, 'questions-table');
    await list.open('/questionLibrary');
    expect(await app.page.locator('[data-testid="create-button"]').count()).toBe(0);
    expect(await app.page.locator('[data-testid="row-edit"]').count()).toBe(0);
    await app.page.getByRole('tab', { name: 'Headers' }).click();
    await app.page.locator('[data-testid="job-picker"]').waitFor();
  });
});
