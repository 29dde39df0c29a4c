import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { need } from '../fixtures/mail/inbox-clients.ts';
import { pdfResume } from '../fixtures/mail/resume-files.ts';
import { createTestPosting, removeTestPosting } from '../support/ats-postings.ts';
import { api, signIn } from '../support/local-stack.ts';
import { withBrowser } from './support/browser.ts';
import { textOf } from './support/shelfline-page.ts';

const run = Date.now().toString(36).toUpperCase();

describe('HR admin screens: prompts and ingestion failures', () => {
  const browser = withBrowser();

  it('edits a prompt (count, unsaved warning, save) and lists the ingestion failures with an unknown one not found', async () => {
    const admin = await browser.open('admin');
    const { page } = admin;
    await admin.goto('/hr/prompts');
    expect(await admin.heading()).toContain('ATS Prompts Management');
    await page.locator('[data-testid="prompt-view"]').waitFor();
    // The screen says which résumé analyzer uses the prompts (the test stack runs the deterministic one).
    expect(await textOf(page.locator('[data-testid="prompt-analyzer"]'))).toContain('Deterministic');
    await page.locator('[data-testid="prompt-edit"]').click();
    const text = `Read the résumé and answer JSON. ${run}`;
    await page.locator('[data-testid="prompt-text"] textarea').fill(`  ${text}  `);
    await page.getByText('You have unsaved changes').waitFor();
    await page.getByText(`${text.length + 4}/20,000 characters`).waitFor();
    await page.locator('[data-testid="prompt-save"]').click();
    await page.locator('[data-testid="prompt-text-view"]').getByText(text).waitFor();
    expect(await textOf(page.locator('[data-testid="prompt-text-view"]'))).toBe(text);

    await admin.goto('/hr/ingestion-failures');
    expect(await admin.heading()).toContain('Ingestion Failures');
    await page.locator('[data-testid="failures-table"][data-loading="false"]').waitFor();
    expect(await textOf(page.locator('[data-testid="failures-total"]'))).toMatch(/^Total: \d+$/);

    await admin.goto('/hr/ingestion-failures/no-such-failure');
    await page.locator('[data-testid="failure-error"]').getByText('Ingestion Failure Not Found').waitFor();
  });

  // A mail to an alias no posting has fails; once the posting exists, Retry on the failure makes the applicant.
  const alias = `e2e-late-${run.toLowerCase()}`;
  const subject = `Late application ${run}`;
  let postingId = 0;
  let token = '';

  afterAll(() => removeTestPosting(token, postingId));

  it('retries a failed e-mail after the question once its posting exists, and shows it resolved', async () => {
    token = (await signIn('admin')).token;
    const smtp = nodemailer.createTransport({
      host: '127.0.0.1',
      port: Number(need('SMTP_PORT')),
      secure: false,
      ignoreTLS: true,
    });
    await smtp.sendMail({
      from: `Rita Retry <rita.${run.toLowerCase()}@example.com>`,
      to: `${alias}@resumes.shelfline.local`,
      subject,
      attachments: [{ filename: 'resume.pdf', content: await pdfResume(['Rita Retry', 'Retail merchandiser']) }],
    });
    let failureId = '';
    for (let attempt = 0; attempt < 40 && !failureId; attempt++) {
      const list = await api<{ id: string; subject?: string }[]>('GET', 'ats/failures', { token });
      failureId = list.body.find((f) => f.subject === subject)?.id ?? '';
      if (!failureId) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(failureId).not.toBe('');

    postingId = await createTestPosting(token, { title: `E2E retry ${run}`, mailboxAlias: alias });

    const admin = await browser.open('admin');
    const { page } = admin;
    await admin.goto(`/hr/ingestion-failures/${failureId}`);
    await page.locator('[data-testid="failure-retry"]').click();
    const question = page.locator('[data-testid="confirm-modal"]');
    await question.getByText('Retry this e-mail?').waitFor();
    await question.locator('[data-testid="confirm-ok"]').click();
    await page.getByText('The e-mail was sent through the pipeline again.').waitFor();
    await page
      .locator('[data-testid="failure-retry-outcome"]')
      .getByText('Resolved: the e-mail became an applicant')
      .waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="failure-retry"]').count()).toBe(0);
  });
});
