import {
  boxedText,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  clampedHeight,
  FONT,
  newPage,
  PAGE,
  type PdfDocument,
} from './pdf-kit.ts';
import { winAnsi } from './win-ansi.ts';

/*
 * A table of formatted texts: a heading, a grey header row, rows with a hairline under each. A row that does not fit
 * on the page starts a new one, where the heading ("… (continued)") and the header row are repeated. Each cell wraps
 * and is cut at two lines, so a row is never taller than two lines and never splits across pages.
 */

export interface PdfTableColumn {
  header: string;
  /** Relative weight: the column gets this share of the sum of weights of the page's width. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTable {
  heading: string;
  columns: PdfTableColumn[];
  rows: string[][];
}

const FONT_SIZE = 9;
const HEADING_SIZE = 11;
const PAD = 4;
const HEADER_FILL = '#eeeeee';
const RULE = '#cccccc';

export function drawTable(doc: PdfDocument, table: PdfTable): void {
  const widths = columnWidths(table.columns);
  // The heading never stays alone at the bottom of a page: it needs its header row and one row below it.
  const firstRow = table.rows[0];
  const needed =
    headingHeight() +
    rowHeight(doc, headers(table), widths, FONT.bold) +
    (firstRow ? rowHeight(doc, firstRow, widths, FONT.regular) : 0);
  if (doc.y + needed > CONTENT_BOTTOM) newPage(doc);
  drawHead(doc, table, widths, table.heading);
  for (const row of table.rows) {
    const height = rowHeight(doc, row, widths, FONT.regular);
    if (doc.y + height > CONTENT_BOTTOM) {
      newPage(doc);
      drawHead(doc, table, widths, `${table.heading} (continued)`);
    }
    drawRow(doc, table.columns, row, widths, height, FONT.regular);
  }
  doc.y += PAD * 2;
}

function columnWidths(columns: readonly PdfTableColumn[]): number[] {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => (CONTENT_WIDTH * column.width) / total);
}

function headers(table: PdfTable): string[] {
  return table.columns.map((column) => column.header);
}

function headingHeight(): number {
  return HEADING_SIZE * 1.2 + PAD * 2;
}

function drawHead(doc: PdfDocument, table: PdfTable, widths: number[], heading: string): void {
  doc.font(FONT.bold).fontSize(HEADING_SIZE).fillColor('black');
  doc.text(winAnsi(heading), PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineBreak: false });
  doc.y = doc.y + PAD;
  const row = headers(table);
  const height = rowHeight(doc, row, widths, FONT.bold);
  doc.rect(PAGE.margin, doc.y, CONTENT_WIDTH, height).fill(HEADER_FILL);
  drawRow(doc, table.columns, row, widths, height, FONT.bold);
}

function rowHeight(doc: PdfDocument, row: readonly string[], widths: readonly number[], font: string): number {
  doc.font(font).fontSize(FONT_SIZE);
  const heights = widths.map((width, index) => clampedHeight(doc, row[index] ?? '', width - PAD * 2));
  return Math.max(...heights) + PAD * 2;
}

function drawRow(
  doc: PdfDocument,
  columns: readonly PdfTableColumn[],
  row: readonly string[],
  widths: readonly number[],
  height: number,
  font: string,
): void {
  const top = doc.y;
  doc.font(font).fontSize(FONT_SIZE).fillColor('black');
  let x = PAGE.margin;
  columns.forEach((column, index) => {
    const width = widths[index] ?? 0;
    boxedText(doc, row[index] ?? '', x + PAD, top + PAD, width - PAD * 2, { align: column.align });
    x += width;
  });
  const bottom = top + height;
  doc
    .moveTo(PAGE.margin, bottom)
    .lineTo(PAGE.margin + CONTENT_WIDTH, bottom)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = PAGE.margin;
  doc.y = bottom;
}
