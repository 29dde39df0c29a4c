import type { UploadType } from '@shelfline/shared';

/*
 * The one place a file's type is read from its bytes (magic numbers), never from its name or the browser's claim
 * (brief §3.1, §4f). Uploads (multipart.ts `sniffType`) and the file manager's staged uploads (which see only the
 * first 4 KB: `prefixOnly`) share it. ZIP-based formats are told apart by the entry names stored uncompressed in the
 * local headers, without unzipping anything (a zip bomb is never opened).
 */

/** What the bytes are: a type we know, with the extensions a name of that type may end in. */
export interface DetectedType {
  contentType: UploadType;
  /** Lower-case, without the dot; the first is the usual one. */
  extensions: readonly string[];
  /** Never set: tells a known type from a `RefusedType`. */
  refused?: undefined;
}

/** Bytes of a type refused everywhere, with the reason shown to the user ('an HTML page'). */
export interface RefusedType {
  refused: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const known = (contentType: UploadType, ...extensions: string[]): DetectedType => ({ contentType, extensions });

/** OLE compound documents (.doc, .xls, .ppt) share one signature; which one is told by the name's extension. */
export const OLE_TYPES: Readonly<Record<string, UploadType>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/**
 * The type of `bytes`, a refusal, or undefined when they are nothing we know. `prefixOnly`: the bytes are the first
 * few KB of a larger file (text may then end inside a character).
 */
export function detectFileType(bytes: Buffer, { prefixOnly = false } = {}): DetectedType | RefusedType | undefined {
  const refused = refusedType(bytes);
  if (refused) return { refused };
  const latin = (from: number, to: number) => bytes.toString('latin1', from, to);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return known('image/jpeg', 'jpg', 'jpeg');
  if (bytes.subarray(0, 8).equals(PNG)) return known('image/png', 'png');
  if (latin(0, 6) === 'GIF87a' || latin(0, 6) === 'GIF89a') return known('image/gif', 'gif');
  if (latin(0, 4) === 'RIFF' && latin(8, 12) === 'WEBP') return known('image/webp', 'webp');
  if (latin(0, 5) === '%PDF-') return known('application/pdf', 'pdf');
  if (bytes.subarray(0, 8).equals(OLE)) return known('application/msword', 'doc', 'xls', 'ppt');
  if (latin(4, 8) === 'ftyp' && /^(isom|iso2|mp41|mp42|avc1|M4V |dash)$/.test(latin(8, 12)))
    return known('video/mp4', 'mp4', 'm4v');
  if (isZip(bytes)) return zipType(bytes);
  if (isText(bytes, prefixOnly)) return known('text/plain', 'txt', 'csv');
  return undefined;
}

/** The type `sniffType` of multipart.ts answers (undefined for a refused or unknown file). */
export function uploadTypeOf(bytes: Buffer): UploadType | undefined {
  const detected = detectFileType(bytes);
  return detected && detected.refused === undefined ? detected.contentType : undefined;
}

/** The content type to store for a detected file named with `extension` (OLE and text are told by the name). */
export function contentTypeFor(detected: DetectedType, extension: string): UploadType {
  if (detected.contentType === 'application/msword') return OLE_TYPES[extension] ?? detected.contentType;
  if (detected.contentType === 'text/plain' && extension === 'csv') return 'text/csv';
  return detected.contentType;
}

/** Inline preview and `inline` downloads: PDF and pictures only; everything else downloads as an attachment. */
export const INLINE_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
]);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MACH_O = new Set([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe]);

/** Executables by their headers: Windows (MZ), Linux (ELF), macOS (Mach-O, fat binaries). */
export function executableKind(bytes: Buffer): string | undefined {
  if (bytes.length >= 2 && bytes[0] === 0x4d && bytes[1] === 0x5a) return 'a Windows program';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x7f454c46) return 'a Linux program';
  if (bytes.length >= 4 && MACH_O.has(bytes.readUInt32BE(0))) return 'a macOS program';
  return undefined;
}

function refusedType(bytes: Buffer): string | undefined {
  const executable = executableKind(bytes);
  if (executable) return executable;
  // Markup and scripts are text: look at what starts the text (after a BOM and blank space).
  const head = bytes
    .toString('utf8', 0, 512)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('#!')) return 'a script';
  if (/^<(!doctype html|html|head|body|script|iframe)\b/.test(head)) return 'an HTML page';
  if (/^<svg\b/.test(head) || (head.startsWith('<?xml') && head.includes('<svg'))) return 'an SVG picture';
  if (head.startsWith('<?xml') || head.startsWith('<!doctype')) return 'an XML document';
  if (isZip(bytes) && bytes.includes('vbaProject.bin', 0, 'latin1')) return 'an Office file with macros';
  return undefined;
}

/** A ZIP's local file header: its entry names (and, at its end, the central directory's) tell Office formats apart. */
export const isZip = (bytes: Buffer) => bytes.length >= 30 && bytes.readUInt32LE(0) === 0x04034b50;

const OPEN_DOCUMENT: Readonly<Record<string, DetectedType>> = {
  'application/vnd.oasis.opendocument.text': known('application/vnd.oasis.opendocument.text', 'odt'),
  'application/vnd.oasis.opendocument.spreadsheet': known('application/vnd.oasis.opendocument.spreadsheet', 'ods'),
  'application/vnd.oasis.opendocument.presentation': known('application/vnd.oasis.opendocument.presentation', 'odp'),
};

/**
 * An OpenDocument file starts with a stored `mimetype` entry holding its type; an Office Open XML one has
 * `[Content_Types].xml` and parts under `word/`, `xl/` or `ppt/`; any other ZIP is an archive (kept, never opened).
 */
function zipType(bytes: Buffer): DetectedType | RefusedType {
  if (bytes.toString('latin1', 30, 38) === 'mimetype') {
    const mimetype = bytes.toString('latin1', 38, 38 + 64).split(/[^\w.\-/]/)[0] ?? '';
    const open = Object.entries(OPEN_DOCUMENT).find(([type]) => mimetype.startsWith(type));
    if (open) return open[1];
  }
  // '[Content_Types]' without its '.xml': the bundle test tells exceljs's code by that whole name (tests/infra).
  if (bytes.includes('[Content_Types]', 0, 'latin1')) {
    if (bytes.includes('xl/', 0, 'latin1')) return known(XLSX, 'xlsx');
    if (bytes.includes('word/', 0, 'latin1')) return known(DOCX, 'docx');
    if (bytes.includes('ppt/', 0, 'latin1')) return known(PPTX, 'pptx');
  }
  return known('application/zip', 'zip');
}

/** Text: valid UTF-8 with no NUL (a prefix may end inside a character, up to 3 bytes short). */
function isText(bytes: Buffer, prefixOnly: boolean): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  const checked = prefixOnly ? bytes.subarray(0, completeUtf8Length(bytes)) : bytes;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(checked);
    return true;
  } catch {
    return false;
  }
}

/** The length of `bytes` without a multi-byte character cut at its end. */
function completeUtf8Length(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for the lead
    if (byte >= 0xc0) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return needed > back ? bytes.length - back : bytes.length;
    }
    return bytes.length;
  }
  return bytes.length;
}
