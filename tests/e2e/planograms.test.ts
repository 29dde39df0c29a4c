import type { Planogram } from '@shelfline/shared/contracts/planogram.contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/local-stack.ts';
import { withBrowser } from './support/browser.ts';
import { CrudPage } from './support/crud-page.ts';
import { watchProblems } from './support/page-problems.ts';

/** An .xlsx as the import reads it: the header row, then one row per item. */
async function planogramFile(count: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Planogram');
  sheet.addRow(['Slot Code', 'Item Code', 'UPC', 'Item Description', 'Cost', 'Retail', 'Quantity']);
  for (let i = 1; i <= count; i++)
    sheet.addRow([`A${i}`, `IT${i}`, String(400000000000 + i), `Cola ${i}`, 1.1, 2.5, i]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** /planogramMaintenance and /planogramMaintenance/{id} (001 §2): list, import with AutoPopulate, data, layout. */
describe('planogram maintenance', () => {
  const browser = withBrowser();
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  let planogram: Planogram;

  beforeAll(async () => {
    const admin = (await signIn('admin')).token;
    planogram = (
      await api<Planogram>('POST', 'planograms', {
        token: admin,
        body: { planogramCode: code, numberOfColumns: 3, numberOfRows: 1, numberOfHeaderRows: 1 },
      })
    ).body;
  });

  it('an admin imports an .xlsx with AutoPopulate, sees the data rows and the layout, and merges two cells', async () => {
    const app = await browser.open('admin');
    const page = app.page;
    const problems = watchProblems(page);
    const list = new CrudPage(app);
    await list.open('/planogramMaintenance');
    await list.filter(code);
    const row = await list.waitForRow(code);

    // Right-click offers the row's four actions; Escape closes the menu.
    await row.click({ button: 'right' });
    const menu = page.locator('[data-testid="row-context-menu"]');
    expect((await menu.getByRole('menuitem').allTextContents()).join(',')).toBe('Configure,Copy,Edit,Remove');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // Configure through the row's Actions dropdown.
    await row.locator('[data-testid="row-actions"] button').first().click();
    await page.getByRole('menuitem', { name: 'Configure' }).click();
    await page.waitForURL(`**/planogramMaintenance/${planogram.id}`);

    await page.locator('[data-testid="import"]').click();
    const dialog = page.locator('[data-testid="import-modal"]');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'planogram.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await planogramFile(5),
    });
    await dialog.locator('[data-testid="auto-populate"] input').check({ force: true });
    await dialog.locator('[data-testid="import-save"]').click();
    await list.waitForFlash('Planogram data successfully uploaded');

    // Data tab: the 5 rows, money with 2 decimals; Import is now disabled (data and layout are no longer empty).
    const data = page.locator('[data-testid="planogram-data-table"] tbody tr');
    await data.filter({ hasText: 'A5' }).first().waitFor();
    expect(await data.count()).toBe(5);
    expect(await data.first().textContent()).toContain('1.10');
    expect(await page.locator('[data-testid="import"]').isDisabled()).toBe(true);

    // Layout tab: a header row captioned with the code, then the slots 3 a row.
    await page.getByRole('tab', { name: 'Layout' }).click();
    const grid = page.locator('[data-testid="layout-grid"]');
    await grid.getByText(code).waitFor();
    const cell = (r: number, c: number) => grid.locator(`[data-row="${r}"][data-column="${c}"]`);
    expect(await cell(2, 1).textContent()).toBe('A1');
    expect(await cell(3, 2).textContent()).toBe('A5');

    // Split with nothing selected warns with the corrected wording.
    await page.locator('[data-testid="split"]').click();
    await list.waitForFlash('Split impossible. No cells were selected.');

    // Select A4 and A5 (click, then Shift+click) and merge them.
    await cell(3, 1).click();
    await cell(3, 2).click({ modifiers: ['Shift'] });
    await page.locator('[data-testid="merge"]').click();
    expect(await cell(3, 1).getAttribute('colspan')).toBe('2');
    expect(await cell(3, 2).count()).toBe(0);
    // Merging over a merged cell is refused.
    await cell(3, 1).click();
    await cell(3, 3).click({ modifiers: ['Shift'] });
    await page.locator('[data-testid="merge"]').click();
    await list.waitForFlash('Merge impossible. There are already merged cells.');

    await page.locator('[data-testid="save-layout"]').click();
    await list.waitForFlash('Planogram layout saved');
    const saved = await api<{ cells: { row: number; column: number; columnSpan: number }[] }>(
      'GET',
      `planograms/${planogram.id}/layout`,
      { token: (await signIn('admin')).token },
    );
    expect(saved.body.cells.find((c) => c.row === 3 && c.column === 1)?.columnSpan).toBe(2);
    expect(saved.body.cells.some((c) => c.row === 3 && c.column === 2)).toBe(false);
    // No console error, page error or refused call on the way (the merge warning is a toast, not an error).
    expect(problems.problems).toEqual([]);
  });
});
