import {
  boxedText,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  FONT,
  finishPdf,
  GREY,
  newPage,
  openPdf,
  PAGE,
  type PdfDocument,
} from './pdf-kit.ts';
import { drawTable, type PdfTable, type PdfTableColumn } from './pdf-table.ts';
import { winAnsi } from './win-ansi.ts';

/*
 * The one layout of Shelfline's invoices (brief §6): merchandiser invoices (final and preliminary) and customer
 * invoices and credit notes. Callers give texts already formatted (money through shared/src/money.ts formatCents);
 * this module only places them. The "From" block and the title with its number and meta sit side by side, the "To"
 * block below, then the tables, the totals on the right and the notes.
 */

export type PdfColumn = PdfTableColumn;
export type PdfSection = PdfTable;

export interface InvoicePdfModel {
  /** 'INVOICE', 'CREDIT NOTE', 'PRELIMINARY INVOICE', 'MERCHANDISER INVOICE' */
  title: string;
  /** Shown as "No. {number}". */
  number?: string;
  /** e.g. 'PRELIMINARY': diagonal, light, under the content of every page. */
  watermark?: string;
  /** Address block lines, the first one bold. */
  from: string[];
  to: string[];
  /** Date, Period, Job, PO Number, GST/HST #... */
  meta: Array<[label: string, value: string]>;
  /** Tables; a long table continues on the next pages with its header repeated. */
  sections: PdfSection[];
  totals: Array<{ label: string; value: string; bold?: boolean }>;
  notes?: string;
}

const TEXT_SIZE = 9;
const LEFT_WIDTH = CONTENT_WIDTH * 0.5;
const RIGHT_X = PAGE.margin + CONTENT_WIDTH * 0.55;
const RIGHT_WIDTH = PAGE.margin + CONTENT_WIDTH - RIGHT_X;
const META_LABEL_WIDTH = RIGHT_WIDTH * 0.4;
const TOTALS_WIDTH = 240;
const TOTALS_LABEL_WIDTH = 150;

export async function renderInvoicePdf(model: InvoicePdfModel): Promise<Buffer> {
  const heading = model.number ? `${model.title} No. ${model.number}` : model.title;
  const doc = await openPdf(heading, model.watermark);
  const fromBottom = drawAddress(doc, model.from, PAGE.margin, PAGE.margin, LEFT_WIDTH);
  const titleBottom = drawTitle(doc, model);
  const toTop = Math.max(fromBottom, titleBottom) + 16;
  doc.font(FONT.regular).fontSize(8).fillColor(GREY).text('To', PAGE.margin, toTop, { lineBreak: false });
  doc.y = drawAddress(doc, model.to, PAGE.margin, toTop + 11, LEFT_WIDTH) + 20;
  for (const section of model.sections) drawTable(doc, section);
  drawTotals(doc, model.totals);
  if (model.notes) drawNotes(doc, model.notes);
  return finishPdf(doc);
}

/** Lines of an address, the first one bold; answers the y below the block. */
function drawAddress(doc: PdfDocument, lines: readonly string[], x: number, top: number, width: number): number {
  let y = top;
  lines.forEach((line, index) => {
    doc
      .font(index === 0 ? FONT.bold : FONT.regular)
      .fontSize(index === 0 ? 11 : TEXT_SIZE)
      .fillColor('black');
    y += boxedText(doc, line, x, y, width);
  });
  return y;
}

/** The title, its number and the meta pairs, in the right column; answers the y below them. */
function drawTitle(doc: PdfDocument, model: InvoicePdfModel): number {
  let y = PAGE.margin;
  doc.font(FONT.bold).fontSize(18).fillColor('black');
  y += boxedText(doc, model.title, RIGHT_X, y, RIGHT_WIDTH, { align: 'right' });
  if (model.number) {
    doc.font(FONT.bold).fontSize(11);
    y += boxedText(doc, `No. ${model.number}`, RIGHT_X, y, RIGHT_WIDTH, { align: 'right' });
  }
  y += 8;
  for (const [label, value] of model.meta) {
    doc.font(FONT.regular).fontSize(TEXT_SIZE).fillColor(GREY);
    const labelHeight = boxedText(doc, label, RIGHT_X, y, META_LABEL_WIDTH);
    doc.fillColor('black');
    const valueWidth = RIGHT_WIDTH - META_LABEL_WIDTH;
    const valueHeight = boxedText(doc, value, RIGHT_X + META_LABEL_WIDTH, y, valueWidth, { align: 'right' });
    y += Math.max(labelHeight, valueHeight) + 2;
  }
  return y;
}

/** The totals right-aligned under the tables, kept together on one page. */
function drawTotals(doc: PdfDocument, totals: InvoicePdfModel['totals']): void {
  if (totals.length === 0) return;
  const x = PAGE.margin + CONTENT_WIDTH - TOTALS_WIDTH;
  const rowHeight = TEXT_SIZE * 1.2 + 6;
  if (doc.y + rowHeight * totals.length + 8 > CONTENT_BOTTOM) newPage(doc);
  let y = doc.y + 4;
  for (const total of totals) {
    doc
      .font(total.bold ? FONT.bold : FONT.regular)
      .fontSize(total.bold ? 10 : TEXT_SIZE)
      .fillColor('black');
    if (total.bold) {
      doc
        .moveTo(x, y - 2)
        .lineTo(x + TOTALS_WIDTH, y - 2)
        .lineWidth(0.75)
        .strokeColor('black')
        .stroke();
      y += 2;
    }
    boxedText(doc, total.label, x, y, TOTALS_LABEL_WIDTH, { maxLines: 1 });
    boxedText(doc, total.value, x + TOTALS_LABEL_WIDTH, y, TOTALS_WIDTH - TOTALS_LABEL_WIDTH, {
      maxLines: 1,
      align: 'right',
    });
    y += rowHeight;
  }
  doc.x = PAGE.margin;
  doc.y = y + 12;
}

/** Free text under the totals; it flows onto further pages when long. */
function drawNotes(doc: PdfDocument, notes: string): void {
  doc.font(FONT.regular).fontSize(TEXT_SIZE).fillColor('black');
  if (doc.y + doc.currentLineHeight(true) * 2 > CONTENT_BOTTOM) newPage(doc);
  doc.text(winAnsi(notes), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
}
