import type { Writable } from 'node:stream';
import type * as ExcelJS from 'exceljs';
import type { ExportColumn, RowPages } from './columns.ts';

/*
 * One sheet written with exceljs's streaming WorkbookWriter: each row is committed (turned into XML and zipped) as
 * it is added, so memory holds a page of rows, not the workbook. Bold, frozen header with an autofilter over
 * every column; dates as dates. No shared strings: they would keep every distinct text in memory to the end.
 */

export type ExcelModule = typeof ExcelJS;

/** exceljs costs ~100 ms of cold start (docs/performance.md#lambda-cold-start): it is loaded only when a file is written. */
export async function loadExcel(): Promise<ExcelModule> {
  // Node answers `{ default }` (CommonJS interop), a bundle the module itself.
  const loaded = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return loaded.default ?? loaded;
}

export async function writeXlsx<Row>(
  stream: Writable,
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  pages: RowPages<Row>,
): Promise<number> {
  const excel = await loadExcel();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Shelfline';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  let rows = 0;
  for await (const page of pages) {
    for (const row of page) sheet.addRow(columns.map((column) => column.value(row) ?? null)).commit();
    rows += page.length;
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
