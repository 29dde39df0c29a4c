import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../fixtures/mail/inbox-clients.ts';
import { pdfResume, SAMPLE_RESUME } from '../fixtures/mail/resume-files.ts';
import { createTestPosting, removeTestPosting } from '../support/ats-postings.ts';
import { api, signIn } from '../support/local-stack.ts';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import { textOf } from './support/shelfline-page.ts';

const run = Date.now().toString(36).toUpperCase();

/** The worker form modal opened from an applicant (its fields as the CRUD kit reads them). */
class WorkerFormPage extends CrudPage {
  override get form() {
    return this.page.locator('[data-testid="worker-form"]');
  }
}

describe('HR applicants screens', () => {
  const browser = withBrowser();
  const title = `E2E applicants ${run}`;
  const alias = `e2e-smtp-${run.toLowerCase()}`;
  let token = '';
  let postingId = 0;

  // A posting of its own (made through the API: the postings screen has its own test), deleted afterwards.
  beforeAll(async () => {
    token = (await signIn('hr')).token;
    postingId = await createTestPosting(token, { title, mailboxAlias: alias });
  });

  afterAll(() => removeTestPosting(token, postingId));

  it('adds an applicant in the modal, opens it, shortlists it after the confirmation and records a contact', async () => {
    const hr = await browser.open('hr');
    const list = new CrudPage(hr, 'applicants-table');
    await list.open(`/hr/applicants?jobPostingId=${postingId}`);
    expect(await hr.heading()).toContain('Applicants');

    await list.openCreate();
    await list.save();
    await list.waitForFieldError('firstName', 'First name is required.');
    await list.fill('firstName', 'Ann');
    await list.fill('lastName', `Lee${run}`);
    await list.fill('email', `ann.${run.toLowerCase()}@example.com`);
    await list.select('jobPostingId', title);
    await list.saveAndClose();
    await list.waitForFlash(`Applicant "Ann Lee${run}" created`);
    const cells = await list.rowCells(`Lee${run}`);
    expect(cells).toContain(title);
    expect(await textOf(hr.page.locator('[data-testid="summary-total"]'))).toBe('1');
    // The table's own filters: a score of 5 or more hides the new applicant (0 without a résumé), exactly 0 shows it.
    await hr.page.locator('[data-testid="filter-score"] input').fill('5-');
    await list.waitForNoRow(`Lee${run}`);
    await hr.page.locator('[data-testid="filter-score"] input').fill('0');
    await list.waitForRow(`Lee${run}`);

    // The detail page: Scored (no résumé: score 0), ShortList after the spec's question.
    await (await list.waitForRow(`Lee${run}`)).getByRole('link', { name: `Ann Lee${run}` }).click();
    const header = hr.page.locator('[data-testid="applicant-header"]');
    await header.getByText(`Ann Lee${run}`).waitFor();
    expect(await textOf(header)).toContain('No resume uploaded');
    expect(await textOf(hr.page.locator('[data-testid="applicant-status"]'))).toBe('Scored');
    await hr.page.locator('[data-testid="status-4"]').click();
    await list.confirmation.getByText('Are you sure you want to change the status to "Shortlisted"?').waitFor();
    await list.confirmation.locator('[data-testid="confirm-ok"]').click();
    await list.waitForFlash(`Applicant "Ann Lee${run}" updated`);
    await hr.page.locator('[data-testid="applicant-status"]').getByText('Shortlisted').waitFor();
    expect(await hr.page.locator('[data-testid="status-4"]').isDisabled()).toBe(true);

    // A contact, recorded as the caller, shows in the Actions tab.
    await hr.page.locator('[data-testid="add-contact"]').click();
    await hr.page.locator('[data-testid="action-details"] textarea').fill('Called about the interview');
    await hr.page.locator('[data-testid="action-save"]').click();
    await list.waitForFlash('Contact action recorded successfully');
    await hr.page.locator('[data-testid="actions-table"]').getByText('Called about the interview').waitFor();

    // Its posting now has an applicant: its delete is refused with the server's sentence.
    const postings = new CrudPage(hr);
    await postings.open('/hr/job-postings');
    await postings.filter(title);
    await postings.deleteRow(title, `Delete "${title}"?`);
    await postings.waitForFlash(`Job posting "${title}" has applicants. Make it inactive instead.`);
  });

  it('adds an applicant with a PDF résumé, whose page shows the parsed data and views the file', async () => {
    const hr = await browser.open('hr');
    const list = new CrudPage(hr, 'applicants-table');
    await list.open(`/hr/applicants?jobPostingId=${postingId}`);
    await list.openCreate();
    await list.fill('firstName', 'Bo');
    await list.fill('lastName', `Kim${run}`);
    await list.select('jobPostingId', title);
    await list
      .field('resume')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'bo-kim.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfResume(SAMPLE_RESUME),
      });
    await list.saveAndClose();
    await list.waitForFlash(`Applicant "Bo Kim${run}" created with resume`);
    await (await list.waitForRow(`Kim${run}`)).getByRole('link', { name: `Bo Kim${run}` }).click();
    await hr.page.getByRole('tab', { name: 'Parsed Resume' }).click();
    await hr.page.getByText('jane.tremblay@example.com').first().waitFor();
    await hr.page.getByRole('tab', { name: 'Scoring Info' }).click();
    await hr.page.locator('[data-testid="scoring-overall"]').waitFor();
    await hr.page.locator('[data-testid="resume-view"]').click();
    // pdf.js draws it (tests/e2e/hr-applicant-detail.test.ts covers the viewer).
    await hr.page
      .locator('[data-testid="resume-viewer"] [data-testid="resume-canvas"][data-rendered="true"]')
      .waitFor();
    expect(await textOf(hr.page.locator('[data-testid="resume-page-of"]'))).toBe('Page 1 of 1');
  });

  it('lists an applicant e-mailed through the local SMTP listener, scored, and an admin hires them into a worker', async () => {
    const sender = `nadia.${run.toLowerCase()}@example.com`;
    const smtp = nodemailer.createTransport({
      host: '127.0.0.1',
      port: Number(need('SMTP_PORT')),
      secure: false,
      ignoreTLS: true,
    });
    await smtp.sendMail({
      from: `Nadia Mail <${sender}>`,
      to: `${alias}@resumes.shelfline.local`,
      subject: 'My application',
      attachments: [
        { filename: 'resume.pdf', content: await pdfResume(['Nadia Mail', sender, 'Retail merchandiser']) },
      ],
    });
    const hr = await browser.open('hr');
    const list = new CrudPage(hr, 'applicants-table');
    // The ingestion worker takes it from the queue: reopen the list until it shows.
    for (let attempt = 0; attempt < 20; attempt++) {
      await list.open(`/hr/applicants?jobPostingId=${postingId}`);
      if ((await list.table.getByText(sender).count()) > 0) break;
      await hr.page.waitForTimeout(1_000);
    }
    const cells = await list.rowCells(sender);
    expect(cells).toContain(title);
    expect(cells).toContain('Email');
    expect(cells).toContain('Scored');

    // An admin shortlists them, moves them to To Be Hired and hires them: the worker form opens prefilled (A11).
    const admin = await browser.open('admin');
    const applicants = new CrudPage(admin, 'applicants-table');
    await applicants.open(`/hr/applicants?jobPostingId=${postingId}`);
    await (await applicants.waitForRow(sender)).getByRole('link').first().click();
    for (const [status, label] of [
      [4, 'Shortlisted'],
      [7, 'To Be Hired'],
    ] as const) {
      await admin.page.locator(`[data-testid="status-${status}"]`).click();
      await applicants.confirmation.locator('[data-testid="confirm-ok"]').click();
      await admin.page.locator('[data-testid="applicant-status"]').getByText(label).waitFor();
    }
    await admin.page.locator('[data-testid="applicant-hire"]').click();
    const worker = new WorkerFormPage(admin);
    await worker.form.waitFor();
    expect(await worker.field('email').locator('input').first().inputValue()).toBe(sender);
    expect(await worker.field('lastName').locator('input').first().inputValue()).toBe('Mail');
    // Hired as a merchandiser: the posting has no supervisor to bring, so the admin picks one.
    expect(await worker.field('isMerchandiser').locator('input[type="checkbox"]').isChecked()).toBe(true);
    await worker.select('supervisorId', 'Priya Sharma (sup)');
    await worker.select('provinceId', 'Ontario');
    await worker.select('cityId', 'Toronto');
    await worker.fill('postalCode', 'M5V 3L9');
    await worker.save();
    await admin.page
      .locator('[data-testid="notifications"]')
      .getByText(/Successfully added new Worker "/)
      .waitFor();
    const link = admin.page.locator('[data-testid="applicant-worker"]');
    await link.waitFor();
    const workerId = Number(/Worker (\d+)/.exec(await textOf(link))?.[1]);
    const saved = await api<{ email: string }>('GET', `Employees/${workerId}/full`, {
      token: (await signIn('admin')).token,
    });
    expect(saved.status).toBe(200);
  });

  it('shows a supervisor the applicants without Add, Assigned To or row actions', async () => {
    const sup = await browser.open('sup');
    const list = new CrudPage(sup, 'applicants-table');
    await list.open('/hr/applicants');
    expect(await sup.page.locator('[data-testid="create-button"]').count()).toBe(0);
    expect(await sup.page.locator('[data-testid="filter-assignedToId"]').count()).toBe(0);
    expect(await list.table.locator('[data-testid="row-edit"], [data-testid="row-reprocess"]').count()).toBe(0);
  });
});
