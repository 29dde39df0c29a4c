import { expect } from 'vitest';
import { loadExcel } from '../../functions/common/export/xlsx-writer.ts';

/** The first sheet of the workbook an export link serves, row by row (cell values from column A on). */
export async function workbookRows(url: string): Promise<unknown[][]> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
