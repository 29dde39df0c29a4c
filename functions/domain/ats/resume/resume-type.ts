import { contentTypeFor, detectFileType, OLE_TYPES } from '../../../common/file-types.ts';

/*
 * Which files count as a résumé (brief §3.1: PDF, DOCX, DOC, RTF, ODT, TXT), told from the bytes by the one file-type
 * reader; the name only tells an OLE document's kind (a .xls is not a résumé) and RTF from plain text.
 */

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOC = 'application/msword';
export const ODT = 'application/vnd.oasis.opendocument.text';
export const RTF = 'application/rtf';
export const TXT = 'text/plain';

const RESUME_TYPES: ReadonlySet<string> = new Set([PDF, DOCX, DOC, ODT, TXT]);

/** The résumé content type of `bytes`, or why they are not a résumé (a sentence for the failure record). */
export function detectResumeType(bytes: Uint8Array, fileName: string): { contentType: string } | { error: string } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const detected = detectFileType(buffer);
  if (!detected) return { error: 'The file is of a type we do not read.' };
  if (detected.refused !== undefined) return { error: `The file is ${detected.refused}.` };
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (detected.contentType === DOC && extension in OLE_TYPES && OLE_TYPES[extension] !== DOC)
    return { error: 'The file is a spreadsheet or a presentation, not a resume.' };
  if (detected.contentType === TXT && buffer.toString('latin1', 0, 5) === '{\\rtf') return { contentType: RTF };
  const contentType = contentTypeFor(detected, extension);
  if (!RESUME_TYPES.has(contentType)) return { error: 'The file is not a PDF, Word, OpenDocument, RTF or text file.' };
  return { contentType };
}

/** Whether a content type is a ZIP container whose central directory is checked before any parser opens it. */
export const isZipResume = (contentType: string) => contentType === DOCX || contentType === ODT;
