import { contentTypeFor, detectFileType } from '../../common/file-types.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { scanUpload } from '../../common/scan/scanner.ts';
import { extensionOf, sanitizeFileName } from './names.ts';

/** What the file manager keeps of an accepted file. */
export interface AcceptedFile {
  fileName: string;
  extension: string;
  contentType: string;
  scanStatus: 'clean' | 'pending';
}

const ACCEPTED = 'PDF, Word, Excel, PowerPoint, OpenDocument, CSV, text, JPEG, PNG, GIF, WebP, ZIP or MP4';

/**
 * Judges one upload by its bytes (the whole file, or its first 4 KB for a staged one: `prefixOnly`): the malware
 * scan first (an EICAR test file is refused as a virus, not as text), then the type, which the name's extension must
 * agree with. A refusal is a 400 naming the file under `field`.
 */
export function acceptFile(name: string, bytes: Buffer, field: string, { prefixOnly = false } = {}): AcceptedFile {
  const fileName = sanitizeFileName(name);
  const refuse = (message: string) => new BadRequestError({ [field]: [message] });
  const verdict = scanUpload(bytes);
  if (verdict.status === 'infected') throw refuse(`${fileName} ${verdict.threat} and was not kept.`);
  const detected = detectFileType(bytes, { prefixOnly });
  if (!detected) throw refuse(`${fileName} is not a file type the file manager keeps (${ACCEPTED}).`);
  if (detected.refused !== undefined)
    throw refuse(`${fileName} is ${detected.refused}, which the file manager does not keep.`);
  const extension = extensionOf(fileName);
  if (!detected.extensions.includes(extension))
    throw refuse(
      `${fileName} is a .${detected.extensions.join('/.')} file by its content; its name must end in .${detected.extensions[0]}.`,
    );
  return { fileName, extension, contentType: contentTypeFor(detected, extension), scanStatus: verdict.status };
}
