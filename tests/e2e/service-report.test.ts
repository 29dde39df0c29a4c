import { crc32, deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportLayout } from '../../functions/data/entities/report-layout.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { getService } from '../../functions/data/schedule/schedule.repository.ts';
import { putTestLayout, putTestReport } from '../support/content-fixtures.ts';
import { createTestServices, testMonth } from '../support/services.ts';
import { withBrowser } from './support/browser.ts';
import { demoUser } from './support/users.ts';

const WAIT = { timeout: 60_000 };
/** The first list of a fresh stack starts the schedule function cold on a busy machine. */
const FIRST_LOAD = { timeout: 150_000 };
/** The demo merchandiser `merch` is employee 4. */
const MERCH_ID = 4;
/** A phone held upright. */
const PHONE = { width: 390, height: 844 };

/** A real 64×48 PNG (the browser decodes and downscales it before upload). */
function png(width = 64, height = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Issue 15, the Service Report on a phone: the team lead opens a live service from My Schedule's cards, answers,
 * loses nothing when the modal closes before a save, adds a photo (camera input, downscaled in the browser) and
 * submits; the service's mode becomes Submitted and the report turns read-only.
 */
describe('service report', () => {
  const browser = withBrowser();
  let service: Service;
  let layout: ReportLayout;
  let from: string;
  let to: string;

  beforeAll(async () => {
    const month = await testMonth();
    // Forty years back: a report is completed on or before today.
    const past = (n: number) => month.day(n).replace(/^\d{4}/, (year) => String(Number(year) - 40));
    from = past(1);
    to = past(28);
    const [created] = await createTestServices(1, {
      earliestDate: past(3),
      latestDate: past(5),
      isActivated: true,
      merchandiserId: MERCH_ID,
    });
    if (!created) throw new Error('no service');
    service = created;
    layout = await putTestLayout(service, {
      from,
      to,
      questions: 2,
      freeText: true,
      layout: { photosRequired: true, clientCommentsLabel: 'Store manager says' },
    });
  }, 120_000);

  it('a merchandiser fills and submits a report with a photo on a phone', async () => {
    const app = await browser.open();
    const { page } = app;
    await page.setViewportSize(PHONE);
    await app.signIn(demoUser('merch'));
    await app.goto(`/schedules/active?mode=Open&from=${from}&to=${to}`);

    const card = page
      .locator(`[data-testid="service-card"][data-service-id="${service.id}"]`)
      .locator('xpath=ancestor::li[1]');
    await card.waitFor(FIRST_LOAD);
    const open = card.locator('[data-testid="service-report-open"]');
    expect((await open.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await open.click();

    const modal = page.locator('[data-testid="service-report-modal"]');
    await modal.locator('[data-testid="report-mode"]', { hasText: 'Late' }).waitFor(WAIT);
    const [first, second, text] = layout.details;
    if (!first || !second || !text) throw new Error('layout without questions');
    const question = (id: number) => modal.locator(`[data-testid="report-question"][data-question-id="${id}"]`);
    await question(first.questionId).getByLabel('Yes', { exact: true }).check();
    await question(text.questionId).getByRole('textbox').first().fill('Shelf was empty at the back');

    // Closed before a save: the answers come back from the device.
    await modal.locator('[data-testid="report-close"]').click();
    await modal.waitFor({ state: 'detached', ...WAIT });
    await open.click();
    await modal.locator('[data-testid="report-draft-restored"]').waitFor(WAIT);
    expect(await question(first.questionId).getByLabel('Yes', { exact: true }).isChecked()).toBe(true);

    await question(second.questionId).getByLabel('No', { exact: true }).check();
    await modal.getByRole('textbox', { name: /^Completed Date/ }).fill(service.earliestDate.replaceAll('-', '/'));
    await modal.getByRole('textbox', { name: /^Time In/ }).fill('09:00');
    await modal.getByRole('textbox', { name: /^Time Out/ }).fill('10:45');
    await modal.getByRole('textbox', { name: 'Store manager says' }).fill('Thanks for the quick reset');

    // A submit without the required photo names it.
    await modal.locator('[data-testid="report-submit"]').click();
    await modal
      .locator('[data-testid="report-problems"]', { hasText: 'At least one picture is required.' })
      .waitFor(WAIT);

    await modal.locator('[data-testid="report-pictures-input"]').setInputFiles({
      name: 'shelf.png',
      mimeType: 'image/png',
      buffer: png(),
    });
    await modal.locator('[data-testid="report-picture"]').first().waitFor(WAIT);
    // The thumbnail is drawn from its presigned link (the page's policy allows the files' origin).
    await expect
      .poll(
        () =>
          modal
            .locator('[data-testid="report-picture"] img')
            .first()
            .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        WAIT,
      )
      .toBeGreaterThan(0);
    // A tap opens the full-size viewer.
    await modal.locator('[data-testid="report-picture"] button').first().click();
    const viewer = page.locator('[data-testid="report-picture-viewer"]');
    await viewer.locator('img').waitFor(WAIT);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached', ...WAIT });
    // A file the server refuses stays listed for Retry (here: not an image at all), and can be discarded.
    await modal.locator('[data-testid="report-pictures-input"]').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    const failed = modal.locator('[data-testid="report-pictures-failed"]');
    await failed.getByText('1 file could not be uploaded.').waitFor(WAIT);
    await failed.getByRole('button', { name: 'Retry' }).waitFor(WAIT);
    await failed.getByRole('button', { name: 'Discard' }).click();
    await failed.waitFor({ state: 'detached', ...WAIT });
    expect(await modal.locator('[data-testid="report-picture"]').count()).toBe(1);
    // Downscaled in the browser: sent as JPEG.
    expect(await modal.locator('[data-testid="report-picture"] img').first().getAttribute('alt')).toContain(
      'shelf.jpg',
    );

    await modal.locator('[data-testid="report-submit"]').click();
    await page
      .locator('[data-testid="notifications"]', { hasText: 'Service report submitted successfully' })
      .waitFor(WAIT);
    await modal.locator('[data-testid="report-mode"]', { hasText: 'Submitted' }).waitFor(WAIT);
    expect(await modal.locator('[data-testid="report-submit"]').count()).toBe(0);

    const stored = await getService(service.id);
    expect(stored).toMatchObject({
      isSubmitted: true,
      completedDate: service.earliestDate,
      reportedHours: 1.75,
    });
  }, 300_000);

  it('opens from the dashboard’s Saved but not Submitted card', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const [saved] = await createTestServices(1, {
      earliestDate: yesterday,
      latestDate: today,
      isActivated: true,
      isSaved: true,
      merchandiserId: MERCH_ID,
    });
    if (!saved) throw new Error('no service');
    // The latest starting layout wins (demo layouts of the job start on the 1st of a month).
    await putTestLayout(saved, { from: yesterday, to: yesterday, questions: 1 });
    const app = await browser.open();
    await app.page.setViewportSize(PHONE);
    await app.signIn(demoUser('merch'));
    const item = app.page.locator(
      `[data-testid="card-savedServices"] [data-testid="card-item"][data-service-id="${saved.id}"]`,
    );
    await item.locator('[data-testid="service-report-open"]').click(FIRST_LOAD);
    const modal = app.page.locator('[data-testid="service-report-modal"]');
    await modal.locator('[data-testid="report-mode"]', { hasText: 'Saved' }).waitFor(WAIT);
    expect(await modal.locator('[data-testid="report-facts"]').textContent()).toContain(saved.jobNumber);
  }, 300_000);

  it('an account manager opens a submitted report from Schedule Maintenance, read-only, and unsubmits it', async () => {
    const day = service.earliestDate.replace(/-\d\d$/, '-20');
    const [submitted] = await createTestServices(1, {
      earliestDate: day,
      latestDate: day,
      isActivated: true,
      isSubmitted: true,
      isSaved: true,
      merchandiserId: MERCH_ID,
    });
    if (!submitted) throw new Error('no service');
    await putTestReport(submitted, layout, { status: 'Submitted', comments: 'Done and dusted' });
    const app = await browser.open('am');
    const { page } = app;
    await app.goto(`/schedules/maintenance/Submitted?from=${day}&to=${day}`);
    await page.getByRole('button', { name: `Service Report of service ${submitted.id}` }).click(FIRST_LOAD);
    const modal = page.locator('[data-testid="service-report-modal"]');
    await modal.locator('[data-testid="report-mode"]', { hasText: 'Submitted' }).waitFor(WAIT);
    expect(await modal.getByRole('textbox', { name: 'Comments', exact: true }).inputValue()).toBe('Done and dusted');
    expect(await modal.locator('[data-testid="report-save"]').count()).toBe(0);
    await modal.locator('[data-testid="report-unsubmit"]').click();
    await page.locator('[data-testid="notifications"]', { hasText: 'Service report unsubmitted' }).waitFor(WAIT);
    await modal.locator('[data-testid="report-mode"]', { hasText: 'Saved' }).waitFor(WAIT);
    // Staff may correct it now.
    await modal.locator('[data-testid="report-save"]').waitFor(WAIT);
    expect((await getService(submitted.id))?.isSubmitted).toBe(false);
  }, 300_000);
});
