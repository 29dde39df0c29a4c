import { FILE_NAME_MAX } from '@shelfline/shared/contracts/file-manager.contract';

/*
 * File names as users see them (brief §3.3). A name lives only in DynamoDB (the object's key is a uuid), so these
 * rules are about what a name may show, not about reaching S3: no control characters, no bidi overrides that make
 * `invoice\u202Efdp.exe` read as `invoiceexe.pdf`, none of the characters Windows refuses in a saved file's name.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const RESERVED = /[/\\:*?"<>|]/g;

/** The name as kept: NFC, cleaned, trimmed of dots and spaces, at most 200 characters with its extension. */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(UNSHOWN, '')
    .replace(RESERVED, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned.length <= FILE_NAME_MAX) return cleaned || 'file';
  const extension = extensionOf(cleaned);
  const keep = FILE_NAME_MAX - (extension ? extension.length + 1 : 0);
  return extension ? `${cleaned.slice(0, keep).trimEnd()}.${extension}` : cleaned.slice(0, FILE_NAME_MAX);
}

/** The extension, lower-case and without its dot ('' when there is none: `README`, `.profile`). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A rename: the typed name with the stored extension put back, whatever extension was typed (001 §5). */
export function renamedWithExtension(typed: string, extension: string): string {
  const cleaned = sanitizeFileName(typed);
  const typedExtension = extensionOf(cleaned);
  const base = typedExtension ? cleaned.slice(0, -(typedExtension.length + 1)) : cleaned;
  return sanitizeFileName(extension ? `${base || 'file'}.${extension}` : base);
}
