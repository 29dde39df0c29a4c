import { DOC, DOCX, ODT, PDF, RTF, TXT } from './resume-type.ts';

/*
 * The readers themselves, one per résumé type. They run inside the extraction thread (extract-thread.ts); callers use
 * extractResumeText, never these directly.
 */

/** PDF pages read: a résumé is short, and a 5,000-page PDF must cost no more than a 10-page one. */
export const PDF_MAX_PAGES = 10;

export interface ReadResult {
  text: string;
  warning?: string;
}

export async function readText(bytes: Uint8Array, contentType: string): Promise<ReadResult> {
  switch (contentType) {
    case PDF:
      return readPdf(bytes);
    case DOCX:
      return readDocx(bytes);
    case ODT:
      return { text: await readOdt(bytes) };
    case RTF:
      return { text: rtfToText(new TextDecoder('latin1').decode(bytes)) };
    case TXT:
      return { text: new TextDecoder('utf-8').decode(bytes) };
    case DOC:
      return { text: await readDoc(bytes) };
    default:
      return { text: '', warning: 'The file type has no text reader.' };
  }
}

async function readPdf(bytes: Uint8Array): Promise<ReadResult> {
  const { getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js transfers (detaches) the buffer it is given. This pdf.js (5.x) has no eval-based font path left
    // (the `isEvalSupported: false` of brief §6f is its only behaviour); scripts in the PDF are never run.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: false });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException')
      return { text: '', warning: 'The PDF is encrypted: its text was not read.' };
    throw error;
  }
  // No destroy(): the thread ends after this one document.
  const pages: string[] = [];
  for (let number = 1; number <= Math.min(pdf.numPages, PDF_MAX_PAGES); number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  const warning =
    pdf.numPages > PDF_MAX_PAGES ? `Only the first ${PDF_MAX_PAGES} of ${pdf.numPages} pages were read.` : undefined;
  return { text: pages.join('\n'), ...(warning ? { warning } : {}) };
}

async function readDocx(bytes: Uint8Array): Promise<ReadResult> {
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return { text: value };
}

/** A Word 97-2003 document's body (word-extractor reads the OLE compound file; headers and notes are left out). */
async function readDoc(bytes: Uint8Array): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return document.getBody();
}

/** An OpenDocument text's content.xml, its paragraphs as lines (checked by archiveProblem before it is opened). */
async function readOdt(bytes: Uint8Array): Promise<string> {
  const { unzipSync, strFromU8 } = await import('fflate');
  const files = unzipSync(bytes, { filter: (file) => file.name === 'content.xml' });
  const xml = files['content.xml'];
  if (!xml) return '';
  return decodeEntities(
    strFromU8(xml)
      .replace(/<text:(p|h)\b[^>]*\/>/g, '\n')
      .replace(/<\/text:(p|h)>/g, '\n')
      .replace(/<text:(tab|s)\b[^>]*\/>/g, ' ')
      .replace(/<[^>]+>/g, ''),
  );
}

const decodeEntities = (xml: string) =>
  xml
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** RTF's text: groups of fonts, colours and pictures dropped, paragraph marks as lines, control words removed. */
export function rtfToText(rtf: string): string {
  return rtf
    .replace(/\{\\\*[^{}]*\}/g, '')
    .replace(/\{\\(fonttbl|colortbl|stylesheet|pict|info)[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '')
    .replace(/\\par[d]?\b ?/g, '\n')
    .replace(/\\line\b ?/g, '\n')
    .replace(/\\tab\b ?/g, ' ')
    .replace(/\\'([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\\[a-z]+-?\d* ?/gi, '')
    .replace(/\\([{}\\])/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
