import type { ApplicantDetail } from '@shelfline/shared/contracts/ats-applicant.contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFileObject } from '../../functions/data/files/file-objects.ts';
import { docxResume, pdfResume, SAMPLE_RESUME } from '../fixtures/mail/resume-files.ts';
import { createTestPosting, removeTestPosting } from '../support/ats-postings.ts';
import { signIn, stackUrl } from '../support/local-stack.ts';
import { withBrowser } from './support/browser.ts';
import { watchProblems } from './support/page-problems.ts';
import { textOf } from './support/shelfline-page.ts';

const run = Date.now().toString(36).toUpperCase();

/**
 * The résumé on /hr/applicants/{id} (brief 6b, §12 rule 15): a PDF drawn by pdf.js (its worker from the site's own
 * origin, under the site's CSP) one page at a time with 'Page x of n', a Word file's text shown (and downloaded), and
 * 'Failed to load resume file' when the file is gone.
 */
describe('HR applicant résumé viewer', () => {
  const browser = withBrowser();
  let token = '';
  let postingId = 0;

  /** An applicant of the test's posting with a résumé, made through the API's multipart create as the screen does. */
  async function applicantWith(name: string, file: { name: string; bytes: Buffer }): Promise<ApplicantDetail> {
    const form = new FormData();
    form.append('FirstName', 'Viewer');
    form.append('LastName', `${name}${run}`);
    form.append('JobPostingId', String(postingId));
    form.append('resume', new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(`${stackUrl()}/api/ats/applicants`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as ApplicantDetail;
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body.resumeFileId).toBeTruthy();
    return body;
  }

  /** Opens the applicant's page as hr and waits for its header. */
  async function openApplicant(applicant: ApplicantDetail) {
    const hr = await browser.open('hr');
    await hr.goto(`/hr/applicants/${applicant.id}`);
    await hr.page.locator('[data-testid="applicant-header"]').getByText(applicant.fullName).waitFor();
    return hr;
  }

  /** How many pixels of the rendered page are not white (pdf.js really drew text on it). */
  const inkedPixels = (page: Page) =>
    page.locator('[data-testid="resume-canvas"][data-rendered="true"]').evaluate((element) => {
      // The tests compile without the DOM's types: the few members of a canvas this reads.
      const canvas = element as unknown as {
        width: number;
        height: number;
        getContext(kind: '2d'): {
          getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
        };
      };
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      let inked = 0;
      for (let i = 0; i < data.length; i += 4)
        if (Math.min(data[i] ?? 255, data[i + 1] ?? 255, data[i + 2] ?? 255) < 200) inked++;
      return inked;
    });

  beforeAll(async () => {
    token = (await signIn('hr')).token;
    postingId = await createTestPosting(token, { title: `E2E résumé viewer ${run}` });
  });

  afterAll(() => removeTestPosting(token, postingId));

  it('draws a 3-page PDF with pdf.js, one page at a time, with its page navigation, also at phone width', async () => {
    const applicant = await applicantWith('Pdf', {
      name: 'viewer.pdf',
      bytes: await pdfResume(SAMPLE_RESUME, { pages: 3 }),
    });
    const hr = await openApplicant(applicant);
    const problems = watchProblems(hr.page);
    const workers: string[] = [];
    hr.page.on('worker', (worker) => workers.push(worker.url()));

    await hr.page.locator('[data-testid="resume-view"]').click();
    const viewer = hr.page.locator('[data-testid="resume-viewer"]');
    const pageOf = viewer.locator('[data-testid="resume-page-of"]');
    await pageOf.getByText('Page 1 of 3').waitFor();
    await viewer.locator('[data-testid="resume-canvas"][data-rendered="true"]').waitFor();
    expect(await inkedPixels(hr.page)).toBeGreaterThan(100);
    expect(await viewer.locator('iframe').count()).toBe(0);
    // pdf.js's worker is a script of the site itself (CSP worker-src 'self'), not a blob: or another origin.
    expect(workers.some((url) => url.startsWith(`${new URL(stackUrl()).origin}/assets/pdf.worker`))).toBe(true);
    expect(await viewer.locator('[data-testid="resume-previous"]').isDisabled()).toBe(true);

    // Next, then the page input clamped to the page count; only the page shown is drawn.
    await viewer.locator('[data-testid="resume-next"]').click();
    await pageOf.getByText('Page 2 of 3').waitFor();
    await viewer.locator('[data-testid="resume-canvas"][data-rendered="true"]').waitFor();
    expect(await inkedPixels(hr.page)).toBeGreaterThan(10);
    const input = viewer.locator('[data-testid="resume-page-input"] input');
    await input.fill('9');
    await input.press('Enter');
    await pageOf.getByText('Page 3 of 3').waitFor();
    expect(await input.inputValue()).toBe('3');
    expect(await viewer.locator('[data-testid="resume-next"]').isDisabled()).toBe(true);
    expect(await viewer.locator('[data-testid="resume-canvas"]').count()).toBe(1);
    // Previous is a keyboard button too.
    await viewer.locator('[data-testid="resume-previous"]').focus();
    await hr.page.keyboard.press('Enter');
    await pageOf.getByText('Page 2 of 3').waitFor();

    // A phone's width: the page shrinks to the modal, nothing scrolls sideways.
    await hr.page.setViewportSize({ width: 390, height: 844 });
    await viewer.locator('[data-testid="resume-next"]').click();
    await pageOf.getByText('Page 3 of 3').waitFor();
    const canvas = viewer.locator('[data-testid="resume-canvas"][data-rendered="true"]');
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const pagerBox = await pageOf.boundingBox();
    expect((pagerBox?.x ?? 0) + (pagerBox?.width ?? 0)).toBeLessThanOrEqual(390);

    // No CSP violation, no error from pdf.js or its worker, no failed answer.
    expect(problems.problems).toEqual([]);
  });

  it('opens a 5,000-page PDF drawing only the page shown', async () => {
    const applicant = await applicantWith('Long', {
      name: 'long.pdf',
      bytes: await pdfResume(SAMPLE_RESUME, { pages: 5_000 }),
    });
    const hr = await openApplicant(applicant);
    await hr.page.locator('[data-testid="resume-view"]').click();
    const viewer = hr.page.locator('[data-testid="resume-viewer"]');
    await viewer.locator('[data-testid="resume-page-of"]').getByText('Page 1 of 5000').waitFor();
    const input = viewer.locator('[data-testid="resume-page-input"] input');
    await input.fill('5000');
    await input.press('Enter');
    await viewer.locator('[data-testid="resume-page-of"]').getByText('Page 5000 of 5000').waitFor();
    await viewer.locator('[data-testid="resume-canvas"][data-rendered="true"]').waitFor();
    expect(await viewer.locator('canvas').count()).toBe(1);
    expect(await inkedPixels(hr.page)).toBeGreaterThan(10);
  });

  it("shows a Word résumé's text in the viewer, as text, and still downloads the file", async () => {
    const applicant = await applicantWith('Word', {
      name: 'viewer.docx',
      bytes: docxResume(['Viewer Word', 'viewer.word@example.com', '<b>Retail merchandiser</b>']),
    });
    const hr = await openApplicant(applicant);
    const problems = watchProblems(hr.page);
    const header = hr.page.locator('[data-testid="applicant-header"]');
    expect(await textOf(header)).toContain('viewer.docx');
    await header.locator('[data-testid="resume-view"]').click();
    const viewer = hr.page.locator('[data-testid="resume-viewer"]');
    const text = viewer.locator('[data-testid="word-resume-text"]');
    await text.getByText('viewer.word@example.com').waitFor();
    // Markup in a résumé is shown as the text it is, never made into elements.
    expect(await text.locator('p').allTextContents()).toEqual([
      'Viewer Word',
      'viewer.word@example.com',
      '<b>Retail merchandiser</b>',
    ]);
    expect(await text.locator('b').count()).toBe(0);
    expect(problems.problems).toEqual([]);
    await viewer.getByRole('button', { name: 'Close' }).click();

    const download = hr.page.waitForEvent('download');
    await header.locator('[data-testid="resume-download"]').click();
    expect((await download).suggestedFilename()).toBe('viewer.docx');
    await hr.page.getByText('Resume downloaded successfully').waitFor();
  });

  it("says 'Failed to load resume file' when the PDF's file is gone", async () => {
    const applicant = await applicantWith('Gone', { name: 'gone.pdf', bytes: await pdfResume(['Gone Viewer']) });
    await deleteFileObject(`ats/resumes/${applicant.resumeFileId}`);
    const hr = await openApplicant(applicant);
    const answer = hr.page.waitForResponse((r) => r.url().includes(`/api/ats/files/${applicant.resumeFileId}`));
    await hr.page.locator('[data-testid="resume-view"]').click();
    const viewer = hr.page.locator('[data-testid="resume-viewer"]');
    await viewer.locator('[data-testid="resume-load-failed"]').getByText('Failed to load resume file').waitFor();
    expect(await viewer.locator('canvas').count()).toBe(0);
    // The API says the file is not found (a 404, not a server error).
    expect((await answer).status()).toBe(404);
  });
});
