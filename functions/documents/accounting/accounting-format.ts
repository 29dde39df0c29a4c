import type { Cents } from '@shelfline/shared/money';
import { type CellValue, guardCell } from '../../common/export/columns.ts';
import { csvField } from '../../common/export/csv-writer.ts';

/*
 * What every accounting text file shares (brief §6, decision A17): an accounting package's import (MYOB-style by
 * default), comma-separated with a header row, one record per group of lines with a blank line between records (the
 * MYOB multi-line convention), amounts as plain decimals and dates in a configurable format. The column set and the
 * date format are to be confirmed with the owner's accountant: each file kind keeps its layout in one module.
 */

/** A column of an accounting file: its header and how one line fills it. */
export interface AccountingColumn<Line> {
  header: string;
  value: (line: Line, format: AccountingFormat) => CellValue;
}

export interface AccountingFormat {
  /** Tokens DD, MM and YYYY; MYOB reads DD/MM/YYYY by default in Canada. */
  dateFormat: string;
}

export const DEFAULT_ACCOUNTING_FORMAT: AccountingFormat = { dateFormat: 'DD/MM/YYYY' };

export interface AccountingLayout<Line> {
  columns: readonly AccountingColumn<Line>[];
  format: AccountingFormat;
}

/** An ISO day (YYYY-MM-DD) in the layout's date format; empty when there is none. */
export function accountingDate(iso: string | undefined, { dateFormat }: AccountingFormat): string {
  if (!iso) return '';
  const [year = '', month = '', day = ''] = iso.slice(0, 10).split('-');
  return dateFormat.replace('YYYY', year).replace('MM', month).replace('DD', day);
}

/** Cents as a plain decimal for an import: no thousands separators, a minus sign for credits ("-1234.50"). */
export function plainAmount(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A plain amount ("-40.00") is a number for the import, not a formula: only other text is guarded. */
const inert = (cell: CellValue) => (typeof cell === 'string' && PLAIN_NUMBER.test(cell) ? cell : guardCell(cell));
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The file's text: the header, then each record's lines, a blank line between records; CRLF line ends, fields quoted
 * when they need it, free text made inert for spreadsheets (a client name starting with "=").
 */
export function accountingText<Line>(layout: AccountingLayout<Line>, records: readonly (readonly Line[])[]): string {
  const row = (cells: CellValue[]) => `${cells.map((cell) => csvField(inert(cell))).join(',')}\r\n`;
  const header = row(layout.columns.map((c) => c.header));
  const body = records
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.map((line) => row(layout.columns.map((c) => c.value(line, layout.format)))).join(''))
    .join('\r\n');
  return header + body;
}
