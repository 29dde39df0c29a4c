import { readFile } from 'node:fs/promises';
import type { Folder } from '@shelfline/shared/contracts/file-manager.contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, signIn, stackUrl } from '../support/local-stack.ts';
import { withBrowser } from './support/browser.ts';

const WAIT = { timeout: 60_000 };
const folderItem = (page: Page, name: string) => page.getByRole('treeitem', { name, exact: true });
/** Waits for a toast with this text. */
const notice = (page: Page, text: string) => page.getByTestId('notifications').getByText(text).waitFor(WAIT);

/** A UME folder at the top level, made through the API as an admin. */
async function createUmeFolder(token: string, fullName: string): Promise<Folder> {
  const result = await api<Folder>('POST', 'FileManagement/UME/folders', { token, body: { fullName, parentId: 0 } });
  if (result.status !== 201) throw new Error(`create folder: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** Uploads one file into a UME folder as the SPA does (multipart field `files`). */
async function uploadUmeFile(token: string, folderId: number, name: string, content: Buffer): Promise<void> {
  const form = new FormData();
  form.append('files', new Blob([content], { type: 'application/pdf' }), name);
  const response = await fetch(`${stackUrl()}/api/FileManagement/UME/folders/${folderId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

/** A tiny but real PDF. */
function pdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
}

/**
 * /fileManager/ume (001 §2 File manager; brief F1, F5): an admin grants a folder to a supplier user in the folder
 * permissions panel; that customer then sees that folder (and not another one) and downloads its file, read-only.
 */
describe('UME file manager', () => {
  const browser = withBrowser();
  it('an admin grants a folder to a supplier user, who then sees only it and downloads its file', async () => {
    // Made here, not in beforeAll: a retry starts on folders nobody was granted yet.
    const stamp = Date.now().toString(36);
    const granted = `E2E Granted ${stamp}`;
    const other = `E2E Other ${stamp}`;
    const fileName = `price-list-${stamp}.pdf`;
    const content = pdf(stamp);
    const { token } = await signIn('admin');
    const grantedFolder = await createUmeFolder(token, granted);
    await uploadUmeFile(token, grantedFolder.folderId, fileName, content);
    const otherFolder = await createUmeFolder(token, other);
    await uploadUmeFile(token, otherFolder.folderId, `other-${stamp}.pdf`, pdf('other'));

    const admin = await browser.open('admin');
    const page = admin.page;
    await admin.goto(`/fileManager/ume?folder=${grantedFolder.folderId}`);
    await expect.poll(() => folderItem(page, granted).getAttribute('aria-selected'), WAIT).toBe('true');
    const panel = page.getByTestId('permissions-table');
    await panel.getByText('Only administrators read this folder.').waitFor(WAIT);
    // User Management opens the suppliers' Manage Users modal with no supplier chosen.
    await page.getByTestId('user-management').click();
    const users = page.getByTestId('manage-users-modal');
    expect(await users.getByTestId('manage-users-supplier').textContent(WAIT)).toContain('Choose a supplier');
    await users.getByTestId('manage-users-close').click();
    await users.waitFor({ state: 'detached' });

    await page.getByTestId('permissions-add').click();
    const modal = page.getByTestId('permission-add-modal');
    await modal.getByTestId('permission-supplier').locator('button').first().click();
    await page.getByRole('option', { name: 'GLB - Golden Leaf Beverages' }).click();
    await modal.getByTestId('permission-users').locator('button').first().click();
    await page.getByRole('option', { name: /^cust/ }).click();
    await page.keyboard.press('Escape');
    await modal.getByTestId('permission-add-save').click();
    await modal.waitFor({ state: 'detached', ...WAIT });
    await notice(page, 'Permissions updated');
    // The folder's only entry: Golden Leaf's user `cust` (Marcus Reid).
    const row = panel.locator('tbody tr', { hasText: 'Golden Leaf Beverages' });
    await row.waitFor(WAIT);
    expect(await row.textContent()).toMatch(/cust|Marcus Reid/);

    const customer = await browser.open('cust');
    const seen = customer.page;
    await customer.goto('/fileManager/ume');
    await folderItem(seen, granted).waitFor(WAIT);
    expect(await folderItem(seen, other).count()).toBe(0);
    // Read-only: no folder or file writes, no permissions panel.
    for (const testId of ['folder-create', 'folder-rename', 'folder-delete', 'file-upload', 'file-delete']) {
      expect(await seen.getByTestId(testId).count()).toBe(0);
    }
    expect(await seen.getByTestId('permissions-table').count()).toBe(0);

    await folderItem(seen, granted).click();
    await seen.getByRole('radio', { name: `Select ${fileName}` }).click(WAIT);
    const [download] = await Promise.all([
      seen.waitForEvent('download', WAIT),
      seen.getByTestId('file-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(await readFile((await download.path()) as string)).toEqual(content);
  });
});
