import type PDFKitModule from 'pdfkit';
import { winAnsi } from './win-ansi.ts';

/*
 * The page frame every Shelfline PDF shares: Letter portrait, Helvetica (a standard font, so nothing to embed), a
 * "x / y" footer, an optional diagonal watermark under the content of every page. pdfkit costs ~60 ms of cold start
 * (../shared/PERFORMANCE.md, Lambda cold start): it is imported on first use and ships beside the bundle (`lazyPackages`
 * in functions/registry.ts, infra/constructs/lazy-package-files.ts for its fonts).
 */

export type PdfDocument = PDFKit.PDFDocument;
type PdfKit = typeof PDFKitModule;

export const PAGE = { width: 612, height: 792, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lowest y content may reach; the footer lives below it. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const GREY = '#666666';

export async function loadPdfKit(): Promise<PdfKit> {
  // Node answers `{ default }` (CommonJS interop), a bundle the module itself.
  const loaded = (await import('pdfkit')) as PdfKit & { default?: PdfKit };
  return loaded.default ?? loaded;
}

/**
 * A new document whose pages are kept until `finishPdf` numbers them; the watermark is drawn as each page is added,
 * so the content is printed over it.
 */
export async function openPdf(title: string, watermark: string | undefined): Promise<PdfDocument> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: title, Producer: 'Shelfline', Creator: 'Shelfline' },
  });
  if (watermark) doc.on('pageAdded', () => drawWatermark(doc, watermark));
  doc.addPage();
  return doc;
}

/** Writes the page footers, ends the document and answers its bytes. */
export function finishPdf(doc: PdfDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Text below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(GREY)
      .text(`${index - start + 1} / ${count}`, PAGE.margin, PAGE.height - PAGE.margin / 2 - 4, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return bytes;
}

/** Starts a new page and puts the cursor at its top. */
export function newPage(doc: PdfDocument): void {
  doc.addPage();
  doc.x = PAGE.margin;
  doc.y = PAGE.margin;
}

/**
 * Text in a box of `width` at (x, y), cut after `maxLines` lines with an ellipsis; answers the height it takes. Every
 * text of a document goes through here (or `winAnsi`), so a character Helvetica cannot print never garbles a line.
 */
export function boxedText(
  doc: PdfDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { maxLines?: number; align?: 'left' | 'right' | 'center' } = {},
): number {
  const maxHeight = doc.currentLineHeight(true) * (options.maxLines ?? 2);
  // The box cuts the text; pdfkit leaves its cursor under the last line written.
  doc.text(winAnsi(text), x, y, { width, height: maxHeight + 0.1, ellipsis: true, align: options.align ?? 'left' });
  return doc.y - y;
}

/** The height `boxedText` will take with the current font. */
export function clampedHeight(doc: PdfDocument, text: string, width: number, maxLines = 2): number {
  const lineHeight = doc.currentLineHeight(true);
  if (text === '') return lineHeight;
  return Math.min(doc.heightOfString(winAnsi(text), { width }), lineHeight * maxLines);
}

function drawWatermark(doc: PdfDocument, watermark: string): void {
  const text = winAnsi(watermark);
  const { x, y } = doc;
  const centerX = PAGE.width / 2;
  const centerY = PAGE.height / 2;
  doc.font(FONT.bold).fontSize(100);
  // As large as fits along 80% of the page's diagonal.
  const diagonal = Math.hypot(PAGE.width, PAGE.height);
  const size = Math.min(100, (100 * diagonal * 0.8) / doc.widthOfString(text));
  doc.fontSize(size);
  const width = doc.widthOfString(text);
  doc.save();
  doc.rotate(-Math.atan2(PAGE.height, PAGE.width) * (180 / Math.PI), { origin: [centerX, centerY] });
  doc
    .fillColor('#999999')
    .fillOpacity(0.18)
    .text(text, centerX - width / 2, centerY - size / 2, { lineBreak: false });
  doc.restore();
  doc.x = x;
  doc.y = y;
}
