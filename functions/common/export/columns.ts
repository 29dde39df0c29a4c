/*
 * What every export of the product is made of: columns that turn one row into cells. The same columns write an
 * .xlsx sheet or a .csv file (xlsx-writer.ts, csv-writer.ts); export-to-s3.ts streams either into the exports bucket.
 */

/** One cell: text, a number, a date (written as a date, not text), or empty. */
export type CellValue = string | number | Date | null | undefined;

export interface ExportColumn<Row> {
  header: string;
  /** Column width in characters (xlsx). */
  width: number;
  value: (row: Row) => CellValue;
  /** Excel number format, e.g. 'yyyy-mm-dd' for dates or '0.00' for money. */
  numFmt?: string;
}

/** Rows arrive in pages (a DynamoDB page, a BatchGet of 100), so an export holds one page at a time. */
export type RowPages<Row> = AsyncIterable<readonly Row[]>;

export const DATE_FORMAT = 'yyyy-mm-dd';

/** An ISO day as a date cell (UTC midnight, so Excel shows the same day everywhere). */
export const asDate = (iso: string | undefined): Date | null => (iso ? new Date(`${iso}T00:00:00Z`) : null);

export const yesNo = (flag: boolean | undefined): string => (flag ? 'Yes' : 'No');

/** Starts of a cell that Excel, LibreOffice or Sheets read as a formula (OWASP CSV injection: = + - @, tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made inert: `'` before a formula start (rule R12: free text typed by merchandisers and clients goes into
 * other people's spreadsheets). Numbers and dates are never formulas.
 */
export function guardCell(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
