import { loadExcel } from '../../common/export/xlsx-writer.ts';

/**
 * Reads an exported schedule workbook back (the tests of the Excel export): its Schedules sheet, the header's
 * names and each further row as an object keyed by those names (an empty cell is null).
 */
export async function readScheduleSheet(bytes: Buffer | Uint8Array) {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Schedules');
  if (!sheet) throw new Error('The workbook has no Schedules sheet.');
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  for (let n = 2; n <= sheet.rowCount; n++) {
    const values = (sheet.getRow(n).values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((name, i) => [name, values[i] ?? null])));
  }
  return { sheet, header, rows };
}
