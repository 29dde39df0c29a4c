import {
  IMPORT_ROWS_MAX,
  PlanogramDataInputSchema,
  type PlanogramDataValues,
} from '@shelfline/shared/contracts/planogram.contract';
import type * as ExcelJS from 'exceljs';
import { loadExcel } from '../../common/export/xlsx-writer.ts';
import { BadRequestError } from '../../common/http-errors.ts';

/*
 * The planogram import file (brief P1): the first sheet, a header row naming the columns Slot Code, Item Code, UPC,
 * Item Description, Cost, Retail, Quantity (in any order, case and spacing ignored; Slot Code and UPC required), then
 * one data row per sheet row; sort order = the row's order. All or nothing: every bad row is named ('Row 12: UPC is
 * required.') and nothing is written.
 */

const COLUMNS = {
  slotcode: 'slotCode',
  slot: 'slotCode',
  itemcode: 'itemCode',
  upc: 'upc',
  itemdescription: 'itemDescription',
  description: 'itemDescription',
  cost: 'cost',
  retail: 'retail',
  quantity: 'quantity',
  qty: 'quantity',
} as const;
type Field = (typeof COLUMNS)[keyof typeof COLUMNS];
const TEXT_FIELDS = new Set<Field>(['slotCode', 'itemCode', 'upc', 'itemDescription']);

/** At most this many row messages are answered (a wrong file would otherwise list thousands). */
const MAX_MESSAGES = 50;

const refuse = (messages: string[]) => new BadRequestError({ file: messages });

/** The data rows of the file, checked, in sheet order; 400 naming each bad row otherwise. */
export async function readImportFile(bytes: Buffer): Promise<PlanogramDataValues[]> {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(['The file could not be read as an Excel workbook (.xlsx).']);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(['The workbook has no sheet.']);

  const columns = headerColumns(sheet.getRow(1));
  const missing = (['slotCode', 'upc'] as const).filter((f) => !columns.has(f));
  if (missing.length > 0)
    throw refuse([
      `Row 1 must name the columns ${missing.map((f) => (f === 'upc' ? 'UPC' : 'Slot Code')).join(' and ')}.`,
    ]);

  const rows: PlanogramDataValues[] = [];
  const messages: string[] = [];
  const seen = { upc: new Map<string, number>(), slotCode: new Map<string, number>() };
  for (let r = 2; r <= sheet.rowCount; r++) {
    const raw: Partial<Record<Field, unknown>> = {};
    for (const [field, column] of columns) {
      const value = cellValue(sheet.getRow(r).getCell(column));
      // A UPC or code typed as a number arrives as one (a leading zero is then already lost in Excel).
      raw[field] = TEXT_FIELDS.has(field) && typeof value === 'number' ? String(value) : value;
    }
    if (Object.values(raw).every((v) => v === undefined || v === '')) continue;
    if (rows.length + messages.length >= IMPORT_ROWS_MAX) {
      messages.push(`The file has more than ${IMPORT_ROWS_MAX} data rows.`);
      break;
    }
    const parsed = PlanogramDataInputSchema.safeParse({ ...raw, sortOrder: rows.length + 1 });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) messages.push(`Row ${r}: ${issue.message}`);
      continue;
    }
    for (const key of ['upc', 'slotCode'] as const) {
      const earlier = seen[key].get(parsed.data[key].toLowerCase());
      if (earlier !== undefined)
        messages.push(
          `Row ${r}: ${key === 'upc' ? 'UPC' : 'Slot Code'} ${parsed.data[key]} is also in row ${earlier}.`,
        );
      else seen[key].set(parsed.data[key].toLowerCase(), r);
    }
    rows.push(parsed.data);
  }
  if (messages.length > 0)
    throw refuse(
      messages.length > MAX_MESSAGES
        ? [...messages.slice(0, MAX_MESSAGES), `… and ${messages.length - MAX_MESSAGES} more.`]
        : messages,
    );
  if (rows.length === 0) throw refuse(['The file has no data rows.']);
  return rows;
}

function headerColumns(header: ExcelJS.Row): Map<Field, number> {
  const columns = new Map<Field, number>();
  header.eachCell((cell, column) => {
    const name = String(cellValue(cell) ?? '')
      .toLowerCase()
      .replace(/[^a-z]/g, '') as keyof typeof COLUMNS;
    const field = COLUMNS[name];
    if (field && !columns.has(field)) columns.set(field, column);
  });
  return columns;
}

/** A cell as text or number: formulas give their result, rich text its plain text; numbers stay numbers. */
function cellValue(cell: ExcelJS.Cell): unknown {
  const value = cell.value as unknown;
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const object = value as { result?: unknown; richText?: { text: string }[]; text?: string };
  if (object.richText) return object.richText.map((t) => t.text).join('');
  if (object.result !== undefined) return object.result;
  if (object.text !== undefined) return object.text;
  return String(value);
}
