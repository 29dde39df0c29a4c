import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testMerchandisers } from '../support/drafts.ts';
import { makeFolderPath, SAMPLE_FILES, uploadFile } from '../support/file-manager-fixtures.ts';
import { signIn } from '../support/local-stack.ts';
import { deliveriesOf, waitForMails } from '../support/mail-store.ts';
import { createTestServices, serviceStock, testMonth } from '../support/services.ts';
import { letterTag } from '../support/workers.ts';
import { withBrowser } from './support/browser.ts';
import { textOf } from './support/shelfline-page.ts';

/** Generous: the machine running the browser tests is shared and often busy. */
const WAIT = { timeout: 60_000 };

/**
 * /emailBlaster (001 §2 E-mail composer; brief §5b): an admin loads the Directory's merchandisers, finds two test
 * merchandisers by name, adds them to Bcc, writes a subject and a body, attaches a file and one from the File Manager
 * and sends; the message with its attachments is read back from the local SES store, delivered to both, and the Sent tab lists it.
 */
describe('email blaster', () => {
  const browser = withBrowser();
  const tag = letterTag();
  const address = (name: string) => `${name}.${tag}@example.com`;
  const lastName = 'Blast';
  let ann = 0;

  beforeAll(async () => {
    const make = testMerchandisers('eb', lastName, tag);
    ann = await make('Ann', { email: address('ann') });
    await make('Bob', { email: address('bob') });
    await make('Nomail');
    const { token } = await signIn('admin');
    const [, inner] = await makeFolderPath(token, 'internal', `Blast ${tag}`, `Plans ${tag}`);
    await uploadFile(token, 'internal', inner?.folderId ?? 0, 'planogram.pdf', SAMPLE_FILES.pdf());
  }, 120_000);

  it('sends to a filtered selection of merchandisers in Bcc with an attachment, and lists it under Sent', async () => {
    const app = await browser.open('admin');
    const { page } = app;
    await app.goto('/emailBlaster');
    await page.locator('h1', { hasText: 'Email Blaster' }).waitFor(WAIT);

    // Directory > Merchandisers > Load, found by the test's last name: the one without an address is not selectable.
    const panel = page.locator('[data-testid="recipients-panel"]');
    await panel.getByRole('tab', { name: 'Directory' }).click();
    await panel.locator('[data-testid="directory-load"]').click();
    const table = panel.locator('[data-testid="directory-recipients"]');
    await table.getByPlaceholder('Find by name or e-mail').fill(`${lastName}${tag}`);
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(3);
    const row = (first: string) => table.locator('tbody tr', { hasText: `${first} ${lastName}${tag}` });
    await expect.poll(() => row('Nomail').getByRole('checkbox').isDisabled(), WAIT).toBe(true);
    // Counter Email? (the local stack's counter domain is shelfline.example): Yes keeps none of them, All all three.
    const counter = panel.locator('[data-testid="directory-recipients-counter"]');
    await counter.getByText('Yes', { exact: true }).click();
    await table.getByText('Email list is empty').waitFor(WAIT);
    await counter.getByText('All', { exact: true }).click();
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(3);
    await row('Ann').getByRole('checkbox').check();
    await row('Bob').getByRole('checkbox').check();
    await table.getByRole('button', { name: 'Add to Bcc' }).click();
    const bcc = page.locator('[data-testid="email-bcc"] textarea');
    await expect.poll(() => bcc.inputValue(), WAIT).toBe(`${address('ann')}; ${address('bob')}`);

    // Nothing typed yet but Bcc: Send shows 'required' under Subject and Body, and sends nothing.
    await page.locator('[data-testid="email-send"]').click();
    await page.getByText('required').first().waitFor(WAIT);

    const subject = `Shelf reset ${tag}`;
    await page.locator('[data-testid="email-subject"] input').fill(subject);
    const body = page.locator('[data-testid="email-body-editor"]');
    await body.click();
    await page.keyboard.type('Please reset aisle 5 before Friday.');
    // Preview: the server's sanitised message with the company footer, in a sandboxed frame.
    await page.locator('[data-testid="email-preview-button"]').click();
    const frame = page.frameLocator('[data-testid="email-preview"] iframe');
    await frame.getByText('Please reset aisle 5 before Friday.').waitFor(WAIT);
    const folder = await mkdtemp(join(tmpdir(), 'email-blaster-'));
    const notes = join(folder, 'reset-notes.txt');
    await writeFile(notes, `Reset notes ${tag}\n`);
    await page.locator('[data-testid="email-attachments"] input[type="file"]').setInputFiles(notes);
    await page.getByText('reset-notes.txt').waitFor(WAIT);
    // And one from the File Manager, by reference.
    await page.locator('[data-testid="attach-from-files"]').click();
    const picker = page.locator('[data-testid="file-manager-picker"]');
    await picker.locator('[data-testid="file-manager-folder"] button').first().click();
    await page.getByRole('option', { name: `Blast ${tag} / Plans ${tag}` }).click();
    await picker.locator('tbody tr', { hasText: 'planogram.pdf' }).getByRole('checkbox').check();
    await picker.locator('[data-testid="file-manager-attach"]').click();
    await page.getByText('planogram.pdf').waitFor(WAIT);

    await page.locator('[data-testid="email-send"]').click();
    await page.locator('[data-testid="notifications"]', { hasText: 'Email sent successfully' }).waitFor(WAIT);
    // The form is cleared (001 §4).
    await expect.poll(() => bcc.inputValue(), WAIT).toBe('');
    expect(await page.locator('[data-testid="email-subject"] input').inputValue()).toBe('');

    const [mail] = await waitForMails(subject, 1);
    expect(mail?.body.html).toContain('Please reset aisle 5 before Friday.');
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['reset-notes.txt', 'planogram.pdf']);
    expect(Buffer.from(mail?.attachments[0]?.content ?? '', 'base64').toString()).toBe(`Reset notes ${tag}\n`);
    expect(deliveriesOf([mail].filter((m) => m !== undefined)).sort()).toEqual([address('ann'), address('bob')]);
    // Bcc recipients never see each other: no To, Cc or Bcc header names them.
    expect(mail?.destination).toEqual({ to: [], cc: [], bcc: [] });

    await page.getByRole('tab', { name: 'Sent' }).click();
    const sent = page.locator('[data-testid="sent-messages"]');
    const sentRow = sent.locator('tbody tr', { hasText: subject });
    await sentRow.waitFor(WAIT);
    expect(await textOf(sentRow)).toContain('admin');
  }, 300_000);

  it('loads the workers of a job between two dates (Services) as an account manager and adds them to To', async () => {
    const month = await testMonth();
    const day = month.day(9);
    const [service] = await createTestServices(1, { earliestDate: day, merchandiserId: ann });
    const { job } = (await serviceStock()).jobs.find((j) => j.job.id === service?.jobId) ?? {};
    if (!job) throw new Error('the test service has no job of the stock');
    const app = await browser.open('am');
    const { page } = app;
    await app.goto('/emailBlaster');
    const panel = page.locator('[data-testid="recipients-panel"]');
    // Load without a job or dates: 'required' under each (001 §5).
    await panel.locator('[data-testid="services-load"]').click();
    await expect.poll(() => panel.getByText('required').count(), WAIT).toBe(3);
    await panel.locator('[data-testid="services-job"] button').first().click();
    await page
      .getByRole('option', { name: new RegExp(`^${job.jobNumber}\\b`) })
      .first()
      .click();
    await panel.locator('[data-testid="services-fromDate"] input').fill(day.replace(/-/g, '/'));
    await panel.locator('[data-testid="services-toDate"] input').fill(day.replace(/-/g, '/'));
    await panel.locator('[data-testid="services-load"]').click();
    const table = panel.locator('[data-testid="services-recipients"]');
    const row = table.locator('tbody tr', { hasText: `Ann ${lastName}${tag}` });
    await row.waitFor(WAIT);
    await row.getByRole('checkbox').check();
    await table.getByRole('button', { name: 'Add to To' }).click();
    await expect.poll(() => page.locator('[data-testid="email-to"] textarea').inputValue(), WAIT).toBe(address('ann'));
  }, 300_000);
});
