import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { putObject } from '../../functions/common/aws/s3-objects.ts';
import { env } from '../../functions/common/env.ts';
import { ReportFileEntity, reportFileId } from '../../functions/data/entities/report-file.entity.ts';
import type { ReportLayout } from '../../functions/data/entities/report-layout.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { firstAudit, toItem } from '../../functions/data/entity.ts';
import { putTestLayout, putTestReport } from '../support/content-fixtures.ts';
import { testMonth } from '../support/services.ts';
import { custSupplierId, servicesOfSupplier } from '../support/summary-fixtures.ts';
import { withBrowser } from './support/browser.ts';
import { type ProblemLog, watchProblems } from './support/page-problems.ts';
import { textOf } from './support/shelfline-page.ts';

/** Generous: the machine running the browser tests is shared and often busy. */
const WAIT = { timeout: 60_000 };

type Stored = Service & { version: number };

const rowOf = (page: Page, serviceId: number) => page.locator(`[data-service-id="${serviceId}"]`);
const toneOf = (page: Page, serviceId: number) => rowOf(page, serviceId).getAttribute('data-row-tone');
/** The row once it shows in that colour. */
const withTone = (page: Page, serviceId: number, tone: string) =>
  page.locator(`[data-service-id="${serviceId}"][data-row-tone="${tone}"]`);
const toggle = (page: Page, column: string, serviceId: number) =>
  page.locator(`[data-testid="${column}-${serviceId}"] input`);

/**
 * /summary (002 §2; brief §7b): staff release rows (one, then Release All with its confirmation), and the customer
 * `cust` sees only the released rows of a release-required range and marks one reviewed. The data lies in this
 * file's own month, on a job of cust's supplier.
 */
describe('summary', () => {
  const browser = withBrowser();
  let services: Stored[];
  let layout: ReportLayout;

  beforeAll(async () => {
    const month = await testMonth();
    services = await servicesOfSupplier(await custSupplierId(), 'own', 3, month.day(4), { merchandiserId: 4 });
    layout = await putTestLayout(services[0] as Stored, {
      from: month.from,
      to: month.to,
      questions: 2,
      onClientSummary: (i) => i === 0,
      layout: { releaseRequired: true, description: `Summary e2e ${month.from}` },
    });
    const [a, b, c] = services as [Stored, Stored, Stored];
    const q1 = layout.details[0]?.questionId as number;
    await putTestReport(a, layout, { released: true, pictureCount: 1 });
    await putTestPicture(a.id);
    await putTestReport(b, layout, {
      answers: [{ questionId: q1, answerId: 2, answerText: 'No', comments: 'Empty shelf' }],
    });
    await putTestReport(c, layout);
  });

  let problems: ProblemLog | undefined;
  afterEach(() => {
    // No console error, exception or refused call anywhere on the screen.
    expect(problems?.problems ?? []).toEqual([]);
  });

  /** A 1×1 PNG in the files bucket and its report-file item, as an upload leaves them. */
  async function putTestPicture(serviceId: number) {
    const path = `service-reports/${serviceId}/pictures/e2e.png`;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await putObject({ bucket: env.bucket('filesBucket'), key: path, body: png, contentType: 'image/png' });
    const file = {
      id: reportFileId(serviceId, 'picture', 'e2e'),
      serviceId,
      kind: 'picture' as const,
      path,
      fileName: 'shelf.png',
      contentType: 'image/png',
      size: png.length,
    };
    await documentClient().send(
      new PutCommand({ TableName: env.tableName, Item: toItem(ReportFileEntity, file, firstAudit('test')) }),
    );
  }

  const open = async (code: 'admin' | 'cust') => {
    const app = await browser.open(code);
    problems = watchProblems(app.page);
    await app.goto(`/summary?jobId=${layout.jobId}&reportId=${layout.id}`);
    await app.page.locator('[data-testid="summary-table"]').waitFor(WAIT);
    return app.page;
  };

  it('staff see every submitted row, release one and then Release All after the confirmation', async () => {
    const page = await open('admin');
    const [a, b, c] = services as [Stored, Stored, Stored];
    for (const s of services) await rowOf(page, s.id).waitFor(WAIT);
    expect(await toneOf(page, a.id)).toBe('blue');
    expect(await toneOf(page, b.id)).toBe('none');
    // The flagged answer is red, with its comments as a tooltip; the Flagged button counts it.
    const flagged = page.locator('[data-flagged="true"]');
    expect(await flagged.count()).toBe(1);
    expect(await page.locator('[data-comments="Empty shelf"]').getAttribute('title')).toBe('Comments: Empty shelf');
    expect(await textOf(page.locator('[data-testid="show-flagged"]'))).toBe('Flagged (1)');
    await page.locator('[data-testid="show-flagged"]').click();
    const flaggedModal = page.locator('[data-testid="flagged-modal"]');
    await flaggedModal.getByText('Empty shelf').waitFor(WAIT);
    await flaggedModal.getByRole('button', { name: 'Close' }).last().click();

    await toggle(page, 'released', b.id).click();
    await page.getByText('Service released').waitFor(WAIT);
    expect(await toneOf(page, b.id)).toBe('blue');

    await page.locator('[data-testid="release-all"]').click();
    const confirm = page.locator('[data-testid="release-all-modal"]');
    await confirm.getByText('Are you sure you want to release 1 service?').waitFor(WAIT);
    await confirm.locator('[data-testid="confirm-ok"]').click();
    await page.getByText('1 service released').waitFor(WAIT);
    await withTone(page, c.id, 'blue').waitFor(WAIT);

    // The store-report link opens the row's Service Report, read-only.
    await page.locator(`[data-testid="store-report-${a.id}"]`).click();
    const report = page.locator('[data-testid="service-report-modal"]');
    await report.getByText(`Service Report: service ${a.id}`).waitFor(WAIT);
    await report.locator('[data-testid="report-facts"]').waitFor(WAIT);
    for (const button of ['report-save', 'report-submit', 'report-unsubmit'])
      expect(await report.locator(`[data-testid="${button}"]`).count(), button).toBe(0);
    await report.locator('[data-testid="report-close"]').click();
    await report.waitFor({ state: 'detached', ...WAIT });

    // Release notes through their modal; an export through its link.
    await page.locator(`[data-testid="release-notes-${b.id}"]`).click();
    const notes = page.locator('[data-testid="release-notes-modal"]');
    await notes.locator('[data-testid="release-notes-input"] textarea').fill('Check the endcap again');
    await notes.locator('[data-testid="release-notes-save"]').click();
    await page.getByText('Release notes saved').waitFor(WAIT);
    await rowOf(page, b.id).locator('xpath=ancestor::tr').getByText('Check the endcap again').waitFor(WAIT);
    const download = page.waitForEvent('download', WAIT);
    await page.locator('[data-testid="export-csv"]').click();
    expect((await download).suggestedFilename()).toMatch(/^summary-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);

    // Shown to the client from now on (the customer's test below sees it).
    await page.locator('[data-testid="display-chart"] input').click();
    await page.locator('[data-testid="display-chart"] input:checked').waitFor({ state: 'attached', ...WAIT });

    // Withdrawn again, so the customer's test sees a release-required range with an unreleased row.
    await toggle(page, 'released', c.id).click();
    await page.getByText('Release withdrawn').waitFor(WAIT);
    expect(await toneOf(page, c.id)).toBe('none');
  });

  it('the customer sees only released rows and client columns, and marks a row reviewed', async () => {
    const page = await open('cust');
    const [a, b, c] = services as [Stored, Stored, Stored];
    await rowOf(page, a.id).waitFor(WAIT);
    await rowOf(page, b.id).waitFor(WAIT);
    expect(await rowOf(page, c.id).count()).toBe(0);
    const table = page.locator('[data-testid="summary-table"]');
    for (const hidden of ['Merchandiser', 'Released', 'Release Notes', 'Exceptions'])
      expect(await table.getByRole('columnheader', { name: hidden, exact: true }).count(), hidden).toBe(0);
    expect(await page.locator('[data-testid="release-all"]').count()).toBe(0);
    expect(await page.locator('[data-testid="show-exceptions"]').count()).toBe(0);
    expect(await page.locator(`[data-testid="store-report-${a.id}"]`).count()).toBe(0);
    // The completion chart shows because staff display it to the client (above): the customer's 2 rows completed,
    // none incomplete (c is submitted, only not released).
    expect(await textOf(page.locator('[data-testid="completion-chart-counts"]'))).toBe('Completed: 2 · Incomplete: 0');

    await page.locator(`[data-testid="pictures-${a.id}"]`).click();
    const gallery = page.locator('[data-testid="pictures-modal"]');
    await gallery.locator('[data-testid="picture-full"]').waitFor(WAIT);
    expect(
      await gallery
        .locator('[data-testid="picture-full"]')
        .evaluate((img) => (img as { naturalWidth: number }).naturalWidth),
    ).toBe(1);
    await gallery.getByRole('button', { name: 'Close' }).last().click();

    await toggle(page, 'reviewed', a.id).click();
    await withTone(page, a.id, 'green').waitFor(WAIT);
    await page.reload();
    await rowOf(page, a.id).waitFor(WAIT);
    expect(await toneOf(page, a.id)).toBe('green');
    expect(await toggle(page, 'reviewed', a.id).isChecked()).toBe(true);
  });
});
