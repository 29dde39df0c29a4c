import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser.ts';

const WAIT = { timeout: 60_000 };
/** The level-1 folders of the demo's internal tree (scripts/demo/file-manager.ts): admins only. */
const LEVEL_ONE = ['Company', 'Operations', 'Jobs', 'Training'];
/** Slow enough that a 600 kB upload takes a few seconds and its progress bar shows values between 0 and 100. */
const UPLOAD_BYTES_PER_SECOND = 150 * 1024;

const folderItem = (page: Page, name: string) => page.getByRole('treeitem', { name, exact: true });
const UPLOAD_MODAL = '[data-testid="upload-modal"]';
/** The page's document, as far as these checks use it (this file is type-checked without the DOM's types). */
type InPage = { document: { querySelector(selector: string): { textContent: string | null } | null } };

/**
 * Waits until the upload modal closes (every file kept); says what it shows when it stays open. Polled in the page:
 * a locator's wait for the Cloudscape modal to detach never ended after a large upload.
 */
async function uploadFinished(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      (selector) => (globalThis as unknown as InPage).document.querySelector(selector) === null,
      UPLOAD_MODAL,
      WAIT,
    );
  } catch {
    const shown = await page.evaluate(
      (selector) => (globalThis as unknown as InPage).document.querySelector(selector)?.textContent,
      UPLOAD_MODAL,
    );
    throw new Error(`The upload did not finish. The modal shows: ${shown}`);
  }
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Waits for a toast with this text. */
const notice = (page: Page, text: string) => page.getByTestId('notifications').getByText(text).waitFor(WAIT);

/** A CSV of about `bytes` bytes (valid UTF-8 text, so the server's type check keeps it as .csv). */
function csv(bytes: number): Buffer {
  const header = 'Line,Description,Quantity';
  const lines = [header];
  for (let i = 1, size = header.length; size < bytes; i++) {
    const line = `${i},Shelf tag ${i},${i % 12}`;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/**
 * /fileManager/internal (001 §2 File manager, §6; issue 17): an admin creates a folder under a level-1 folder, moves it
 * under another and uploads a file into it with a progress bar; a merchandiser, who sees neither the level-1 folders nor any write
 * button, finds the folder by the search box and downloads the file.
 */
describe('internal file manager', () => {
  const browser = withBrowser();

  it('an admin creates a folder and uploads a file with progress; a merchandiser downloads it', async () => {
    const stamp = Date.now().toString(36);
    const folderName = `E2E Merch Kit ${stamp}`;
    const fileName = `shelf-tags-${stamp}.csv`;
    const content = csv(600 * 1024);

    const admin = await browser.open('admin');
    const page = admin.page;
    await admin.goto('/fileManager/internal');
    await folderItem(page, 'Training').click(WAIT);
    await page.getByTestId('folder-create').click();
    await page.getByTestId('folder-form').getByLabel('Folder name').fill(folderName);
    await page.getByTestId('folder-form').getByTestId('form-save').click();
    await notice(page, `Folder "${folderName}" created`);
    // The new folder is chosen, inside Training.
    await expect.poll(() => folderItem(page, folderName).getAttribute('aria-selected'), WAIT).toBe('true');
    expect(await folderItem(page, folderName).getAttribute('aria-level')).toBe('2');

    // Moved into Operations: the move offers folders by path, and the folder stays chosen where it now lives.
    await page.getByTestId('folder-move').click();
    const moveForm = page.getByTestId('folder-move-form');
    await moveForm.locator('[data-testid="field-parentId"] button').first().click();
    await page.getByRole('option', { name: 'Operations', exact: true }).click();
    await moveForm.getByTestId('form-save').click();
    await notice(page, `Folder "${folderName}" moved into Operations`);
    await expect.poll(() => folderItem(page, folderName).getAttribute('aria-selected'), WAIT).toBe('true');
    const operations = page.getByRole('treeitem', { name: 'Operations', exact: true });
    await expect.poll(() => operations.getByRole('treeitem', { name: folderName, exact: true }).count(), WAIT).toBe(1);

    // A slow upload link, so the progress shows on its way.
    const cdp = await admin.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: UPLOAD_BYTES_PER_SECOND,
    });
    await page.getByTestId('file-upload').click();
    const modal = page.getByTestId('upload-modal');
    await modal.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: content });
    await modal.getByTestId('upload-start').click();
    // Seen between 0 and 100 %: a bar that moves, not one that jumps to done.
    const progress = modal.locator('progress');
    const value = () =>
      progress.evaluate((bar) => (bar as unknown as { value: number }).value, undefined, { timeout: 1_000 });
    await expect
      .poll(
        async () =>
          value().then(
            (v) => v > 0 && v < 100,
            () => false,
          ),
        WAIT,
      )
      .toBe(true);
    await uploadFinished(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await notice(page, '1 file uploaded');
    await page.getByTestId('files-table').getByText(fileName).waitFor(WAIT);

    const merch = await browser.open('merch');
    const seen = merch.page;
    await merch.goto('/fileManager/internal');
    await seen.getByTestId('folder-tree').waitFor(WAIT);
    for (const name of LEVEL_ONE) expect(await folderItem(seen, name).count()).toBe(0);
    for (const button of [
      'folder-create',
      'folder-rename',
      'folder-delete',
      'file-upload',
      'file-rename',
      'file-delete',
    ]) {
      expect(await seen.getByTestId(button).count()).toBe(0);
    }
    await seen.getByTestId('folder-search').locator('input').fill(stamp);
    await folderItem(seen, folderName).click(WAIT);
    await seen.getByRole('radio', { name: `Select ${fileName}` }).click(WAIT);
    const [download] = await Promise.all([
      seen.waitForEvent('download', WAIT),
      seen.getByTestId('file-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(await readFile((await download.path()) as string)).toEqual(content);
  });

  it('a merchandiser starts below the level-1 folders and sees no write button', async () => {
    const merch = await browser.open('merch');
    const page = merch.page;
    await merch.goto('/fileManager/internal');
    // The demo's level-2 folders are the merchandiser's roots.
    await folderItem(page, 'Safety').waitFor(WAIT);
    expect(await folderItem(page, 'Safety').getAttribute('aria-level')).toBe('1');
    for (const name of LEVEL_ONE) expect(await folderItem(page, name).count()).toBe(0);
    await folderItem(page, 'Safety').click();
    await page.getByRole('radio', { name: 'Select Ladder safety.pdf' }).waitFor(WAIT);
    expect(await page.getByTestId('file-download').isVisible()).toBe(true);
    for (const button of ['folder-create', 'file-upload', 'file-rename', 'file-delete']) {
      expect(await page.getByTestId(button).count()).toBe(0);
    }

    // The tree from the keyboard: Right opens Safety, Down goes to its sub-folder, Enter chooses it.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => folderItem(page, 'Safety').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => folderItem(page, 'Recalls').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('radio', { name: 'Select Recall procedure.pdf' }).waitFor(WAIT);

    // On a phone the panes stack: the folders above the files.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(async () => {
        const folders = await page.getByTestId('folder-pane').boundingBox();
        const files = await page.getByTestId('files-table').boundingBox();
        return folders && files ? files.y >= folders.y + folders.height && files.width > 300 : false;
      })
      .toBe(true);
  });

  it('an account manager sends a large file straight to S3, downloads it, renames it and deletes it', async () => {
    const stamp = Date.now().toString(36);
    const folderName = `E2E Large ${stamp}`;
    const content = csv(5 * 1024 * 1024);
    const am = await browser.open('am');
    const page = am.page;
    await am.goto('/fileManager/internal');
    await folderItem(page, 'Equipment').click(WAIT);
    await page.getByTestId('folder-create').click();
    await page.getByTestId('folder-form').getByLabel('Folder name').fill(folderName);
    await page.getByTestId('folder-form').getByTestId('form-save').click();
    await notice(page, `Folder "${folderName}" created`);

    // Above 4 MB: declared to the API, PUT to its presigned link, then verified and kept by the API.
    await page.getByTestId('file-upload').click();
    const modal = page.getByTestId('upload-modal');
    // From a file on disk: the browser reads it, nothing large crosses the protocol.
    const path = join(await mkdtemp(join(tmpdir(), 'fm-e2e-')), `big-${stamp}.csv`);
    await writeFile(path, content);
    await modal.locator('input[type="file"]').setInputFiles(path);
    await modal.getByTestId('upload-start').click();
    await uploadFinished(page);
    await notice(page, '1 file uploaded');

    // Above 4 MB the API answers a presigned link, which the browser follows.
    await page.getByRole('radio', { name: `Select big-${stamp}.csv` }).click(WAIT);
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByTestId('file-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`big-${stamp}.csv`);
    // Compared by digest: a failed toEqual on 5 MB buffers overflows the stack while writing its diff.
    expect(sha256(await readFile((await download.path()) as string))).toBe(sha256(content));

    // Rename edits the base name; the extension stays (001 §5).
    await page.getByTestId('file-rename').click();
    const form = page.getByTestId('file-form');
    expect(await form.getByLabel('File name').inputValue()).toBe(`big-${stamp}`);
    await form.getByLabel('File name').fill(`renamed-${stamp}`);
    await form.getByTestId('form-save').click();
    await notice(page, `File "renamed-${stamp}.csv" renamed`);

    // Delete asks first, then the row fades and goes.
    await page.getByRole('radio', { name: `Select renamed-${stamp}.csv` }).click(WAIT);
    await page.getByTestId('file-delete').click();
    const confirm = page.getByTestId('confirm-modal');
    expect(await confirm.textContent(WAIT)).toContain(`Delete "renamed-${stamp}.csv"?`);
    await confirm.getByTestId('confirm-ok').click();
    await notice(page, `File "renamed-${stamp}.csv" deleted`);
    await page.getByTestId('files-table').getByText('This folder holds no files.').waitFor(WAIT);
  });
});
