import type { Header, Question } from '@shelfline/shared/contracts/question-library.contract';
import type { ReportLayout, ReportLayoutRow } from '@shelfline/shared/contracts/report-layout.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContentJob, createContentJob } from '../support/content-jobs.ts';
import { api, signIn } from '../support/local-stack.ts';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';

/** /reportBuilder (002 §2 Report layouts): an admin builds a layout with a header and a question. */
describe('report builder', () => {
  const browser = withBrowser();
  let admin: string;
  let content: ContentJob;
  let question: Question;
  let header: Header;
  const tag = Date.now().toString(36);

  beforeAll(async () => {
    admin = (await signIn('admin')).token;
    content = await createContentJob(admin);
    question = (
      await api<Question>('POST', 'questionLibrary/questions', {
        token: admin,
        body: { text: `Is the shelf full ${tag}?`, answers: [{ answerText: 'Yes' }, { answerText: 'No' }] },
      })
    ).body;
    header = (
      await api<Header>('POST', 'questionLibrary/headers', {
        token: admin,
        body: { text: `Front of store ${tag}`, jobId: content.job.id },
      })
    ).body;
  });

  it('an admin builds a layout with a header and a question, flags an answer and saves it', async () => {
    const app = await browser.open('admin');
    const list = new CrudPage(app, 'report-layouts');
    await list.open('/reportBuilder');
    expect(await app.heading()).toContain('Report Layouts');
    const page = app.page;
    await page.locator('[data-testid="create-button"]').first().click();
    const form = page.locator('[data-testid="layout-form"]');
    await form.getByText('Create New Report Layout').waitFor();

    // A failed save shows the required fields (002 §5).
    await form.locator('[data-testid="save-as-new"]').click();
    await form.locator('[data-testid="field-jobId"]').getByText('Job is required.').waitFor();
    await form.locator('[data-testid="field-description"]').getByText('Description is required.').waitFor();

    await form.locator('[data-testid="field-jobId"] button').first().click();
    await page.getByRole('option', { name: `${content.job.jobNumber} - ${content.job.description}` }).click();
    const [product] = content.products;
    await form.locator('[data-testid="field-jobProductId"] button').first().click();
    await page
      .getByRole('option', { name: new RegExp(`^${product?.product}`) })
      .first()
      .click();
    const description = `E2E layout ${tag}`;
    await form.locator('[data-testid="field-description"] input').fill(description);
    await form.locator('[data-testid="field-photosRequired"] input').check({ force: true });

    await form.locator('[data-testid="add-header"]').click();
    await pick(page, header.text);
    await form.locator('[data-testid="add-question"]').click();
    await pick(page, question.text);
    const items = form.locator('[data-testid="layout-items"]');
    await items.getByText(question.text, { exact: true }).waitFor();
    await items.getByText(header.text, { exact: true }).waitFor();

    // Flag "No" (002 §2 Flagged Answers: a multi-select of the question's answers).
    await items.locator('[data-testid="flagged-answers"] button').first().click();
    await page.getByRole('option', { name: 'No' }).click();
    await page.keyboard.press('Escape');

    await form.locator('[data-testid="save-as-new"]').click();
    await form.waitFor({ state: 'detached' });
    await list.waitForFlash('Report created successfully');
    await list.filter(description);
    await list.waitForRow(description);

    const rows = await api<ReportLayoutRow[]>('GET', 'reportLayouts', { token: admin });
    const saved = rows.body.find((l) => l.description === description);
    const layout = await api<ReportLayout>('GET', `reportLayouts/${saved?.id}`, { token: admin });
    expect(layout.body).toMatchObject({ jobId: content.job.id, jobProductId: product?.id, photosRequired: true });
    expect(layout.body.details.map((d) => [d.isHeader, d.questionId, d.displaySequence, d.flaggedItems])).toEqual([
      [true, header.id, 1, []],
      [false, question.id, 2, [2]],
    ]);

    // Edit: move the question above the header and Save.
    await (await list.waitForRow(description)).locator('[data-testid="row-edit"]').click();
    const edit = page.locator('[data-testid="layout-form"]');
    await edit.getByText('Edit Report Layout').waitFor();
    await edit.getByRole('button', { name: `Move up ${question.text.slice(0, 40)}` }).click();
    await edit.locator('[data-testid="form-save"]').click();
    await edit.waitFor({ state: 'detached' });
    await list.waitForFlash('Report updated successfully');
    const moved = await api<ReportLayout>('GET', `reportLayouts/${saved?.id}`, { token: admin });
    expect(moved.body.details.map((d) => d.questionId)).toEqual([question.id, header.id]);

    await list.deleteRow(description, `Delete report layout "${description}"?`);
    await list.waitForFlash('Report removed successfully');

    // Leaving a layout with unsaved changes asks first; No discards.
    await page.locator('[data-testid="create-button"]').first().click();
    const fresh = page.locator('[data-testid="layout-form"]');
    await fresh.locator('[data-testid="field-description"] input').fill('Not kept');
    await fresh.locator('[data-testid="form-cancel"]').click();
    const ask = page.locator('[data-testid="save-changes-modal"]');
    await ask.getByText('Do you want to save changes?').waitFor();
    await ask.locator('[data-testid="save-changes-no"]').click();
    await fresh.waitFor({ state: 'detached' });
  });
});

/** Picks an entry in the Add header / Add Question modal. */
async function pick(page: import('playwright-core').Page, text: string): Promise<void> {
  const modal = page.locator('[data-testid="pick-modal"]');
  await modal.locator('[data-testid="pick-select"] button').first().click();
  await page.getByRole('option', { name: text }).click();
  await modal.locator('[data-testid="pick-add"]').click();
  await modal.waitFor({ state: 'detached' });
}
