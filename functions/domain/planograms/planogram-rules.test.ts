import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../common/http-errors.ts';
import type { PlanogramDataRow } from '../../data/entities/planogram-data-row.entity.ts';
import { autoPopulate } from './auto-populate.ts';
import { copyCode } from './copy-planogram.ts';
import { readImportFile } from './import-file.ts';
import { layoutPageErrors } from './layout-page.ts';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('P');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function refusal(bytes: Buffer): Promise<string[]> {
  const error = await readImportFile(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error('expected a refusal');
  return (error.errors as Record<string, string[]>).file ?? [];
}

const dataRow = (id: number, sortOrder: number): PlanogramDataRow => ({
  id,
  planogramId: 1,
  slotCode: `S${id}`,
  itemCode: '',
  upc: String(100000 + id),
  itemDescription: '',
  cost: 0,
  retail: 0,
  quantity: id,
  sortOrder,
});

describe('planogram import file', () => {
  it('reads the columns by header name in any order, numbers typed as UPCs included, skipping blank rows', async () => {
    const rows = await readImportFile(
      await xlsx([
        ['upc', 'Quantity', 'slot code', 'Retail', 'Cost', 'Item Description', 'Item Code'],
        [123456789012, 4, 'A1', 2.5, 1.25, 'Cola', 'C1'],
        [],
        ['00012345', 0, 'A2', 0, 0, '', ''],
      ]),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        upc: '123456789012',
        slotCode: 'A1',
        quantity: 4,
        cost: 1.25,
        retail: 2.5,
        sortOrder: 1,
      }),
      expect.objectContaining({ upc: '00012345', slotCode: 'A2', sortOrder: 2 }),
    ]);
  });

  it('names every bad row by its sheet row, and a missing column', async () => {
    expect(
      await refusal(
        await xlsx([
          ['Slot Code', 'UPC', 'Cost'],
          ['A1', '', 1],
          ['', '1234567', 1.005],
          ['A3', '7654321', 0],
          ['A4', '7654321', 0],
        ]),
      ),
    ).toEqual([
      'Row 2: UPC is required.',
      'Row 3: Slot Code is required.',
      'Row 3: Cost has at most 2 decimals.',
      'Row 5: UPC 7654321 is also in row 4.',
    ]);
    expect(
      await refusal(
        await xlsx([
          ['Slot', 'Description'],
          ['A1', 'x'],
        ]),
      ),
    ).toEqual(['Row 1 must name the columns UPC.']);
    expect(await refusal(Buffer.from('not a workbook'))).toEqual([
      'The file could not be read as an Excel workbook (.xlsx).',
    ]);
  });
});

describe('planogram layout rules', () => {
  it('AutoPopulate puts the header rows first, then the rows in sort order, numberOfColumns a row', () => {
    const { cells, numberOfRows } = autoPopulate(
      { id: 1, planogramCode: 'P1', numberOfColumns: 2, numberOfRows: 1, numberOfHeaderRows: 1 },
      [dataRow(10, 3), dataRow(11, 1), dataRow(12, 2)],
      100,
    );
    expect(numberOfRows).toBe(3);
    expect(cells.map((c) => [c.row, c.column, c.columnSpan, c.cellType, c.caption, c.planogramLayoutId])).toEqual([
      [1, 1, 2, 0, 'P1', 100],
      [2, 1, 1, 2, 'S11', 101],
      [2, 2, 1, 2, 'S12', 102],
      [3, 1, 1, 2, 'S10', 103],
    ]);
  });

  it('checks a page: inside the grid and the page, no overlap, known data rows, headers in the header rows', () => {
    const base = {
      planogramLayoutId: 0,
      planogramDataId: 0,
      rowSpan: 1,
      columnSpan: 1,
      cellType: 1 as const,
      caption: '',
      quantity: 0,
    };
    const errors = layoutPageErrors(
      { numberOfRows: 3, numberOfColumns: 2, numberOfHeaderRows: 1 },
      { fromRow: 1, toRow: 2 },
      [
        { ...base, row: 1, column: 1, columnSpan: 3 },
        { ...base, row: 2, column: 1, rowSpan: 2 },
        { ...base, row: 2, column: 2, cellType: 0 },
        { ...base, row: 1, column: 2, planogramDataId: 9 },
        { ...base, row: 1, column: 2 },
      ],
      new Set([5]),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'cells.0.column',
      'cells.1.row',
      'cells.2.cellType',
      'cells.3.planogramDataId',
      'cells.3.row',
    ]);
    expect(
      layoutPageErrors(
        { numberOfRows: 2, numberOfColumns: 2, numberOfHeaderRows: 0 },
        { fromRow: 1, toRow: 2 },
        [{ ...base, row: 1, column: 1, rowSpan: 2, columnSpan: 2 }],
        new Set(),
      ),
    ).toEqual({});
  });

  it('names copies -COPY, then -COPY2, within the code length', () => {
    expect(copyCode('P1', 1)).toBe('P1-COPY');
    expect(copyCode('P1', 3)).toBe('P1-COPY3');
    expect(copyCode('X'.repeat(50), 2)).toHaveLength(50);
  });
});
