import { extractText, getDocumentProxy } from 'unpdf';

/*
 * What a PDF says, for tests that check a generated document by its text (brief §6: "PDF text is checked in tests
 * by extracting it"). pdf.js may detach the buffer it is given, so each call hands it a copy.
 */

/** The text of every page, pages joined with newlines. */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  return text.join('\n');
}

/** The text of each page, in order. */
export async function pdfPageTexts(bytes: Uint8Array | Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(document, { mergePages: false })).text;
}

export async function pdfPageCount(bytes: Uint8Array | Buffer): Promise<number> {
  return (await getDocumentProxy(new Uint8Array(bytes))).numPages;
}
