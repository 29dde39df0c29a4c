import type { UploadRule, UploadType } from '@shelfline/shared';
import busboy from 'busboy';
import { uploadTypeOf } from './file-types.ts';
import { BadRequestError, HttpError } from './http-errors.ts';

/** One file of a multipart request: its bytes, its (cleaned) name, and its type as read from the bytes. */
export interface UploadedFile {
  field: string;
  fileName: string;
  /** Read from the bytes; `application/octet-stream` when a rule of any type took a file of no known type. */
  contentType: UploadType | typeof UNKNOWN_TYPE;
  bytes: Buffer;
}

export interface MultipartBody {
  /** The form's text fields (validated by the route's `body` schema). */
  fields: Record<string, string>;
  files: UploadedFile[];
}

const UNKNOWN_TYPE = 'application/octet-stream';

/** Text fields beside the files: a few short values (ids, a label), never content. */
const FIELD_LIMITS = { fields: 20, fieldSize: 16 * 1024 };
/** Room for the part headers and boundaries around the files. */
const ENVELOPE_BYTES = 64 * 1024;

const MB = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const tooLarge = (field: string, message: string) => new HttpError(413, { [field]: [message] });

/**
 * Reads a `multipart/form-data` body with a streaming parser (busboy) under the route's limits: the whole body, the
 * number of files, each file's bytes (counted as they arrive; the parser stops a file at the limit) and their sum.
 * Past a limit the answer is 413 naming the field; a file whose bytes are not one of the route's types is a 400
 * (the declared type and the name's extension are not trusted).
 */
export async function readMultipart(
  body: Buffer,
  contentType: string | undefined,
  rule: UploadRule,
): Promise<MultipartBody> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data'))
    throw new BadRequestError({ body: ['This call takes multipart/form-data (files).'] });
  const fieldSize = rule.maxFieldBytes ?? FIELD_LIMITS.fieldSize;
  // A route whose fields carry content (an e-mail body, its recipients) gets room for two of them around the files.
  const fieldRoom = rule.maxFieldBytes ? 2 * rule.maxFieldBytes : 0;
  if (body.length > rule.maxTotalBytes + ENVELOPE_BYTES + fieldRoom)
    throw tooLarge(rule.field, `The files are larger than ${MB(rule.maxTotalBytes)} in total.`);

  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const problems: HttpError[] = [];
  let total = 0;

  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send a file's name as raw UTF-8 in its part header; busboy would read it as Latin-1 ('RÃ©sumÃ©').
        defParamCharset: 'utf8',
        limits: { ...FIELD_LIMITS, fieldSize, files: rule.maxFiles, fileSize: rule.maxFileBytes },
      });
    } catch {
      reject(new BadRequestError({ body: ['The multipart body has no boundary.'] }));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) problems.push(new BadRequestError({ [name]: ['The value is too long.'] }));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        problems.push(tooLarge(rule.field, `${info.filename} is larger than ${MB(rule.maxFileBytes)}.`)),
      );
      stream.on('end', () => {
        if (name !== rule.field) {
          problems.push(new BadRequestError({ [name]: [`Files go in the field '${rule.field}'.`] }));
          return;
        }
        const bytes = Buffer.concat(chunks);
        total += bytes.length;
        files.push({ field: name, fileName: cleanFileName(info.filename), contentType: 'application/pdf', bytes });
      });
    });
    parser.on('filesLimit', () =>
      problems.push(tooLarge(rule.field, `At most ${rule.maxFiles} file${rule.maxFiles === 1 ? '' : 's'} at a time.`)),
    );
    parser.on('fieldsLimit', () => problems.push(new BadRequestError({ body: ['Too many form fields.'] })));
    parser.on('error', () => reject(new BadRequestError({ body: ['The multipart body is malformed.'] })));
    parser.on('close', () => resolve());
    parser.end(body);
  });

  const tooBig = problems.find((problem) => problem.statusCode === 413);
  if (tooBig) throw tooBig;
  if (total > rule.maxTotalBytes)
    throw tooLarge(rule.field, `The files are larger than ${MB(rule.maxTotalBytes)} in total.`);
  if (problems.length > 0) throw problems[0];

  const typeErrors: string[] = [];
  for (const file of files) {
    const sniffed = sniffType(file.bytes);
    if (rule.anyType) file.contentType = sniffed ?? UNKNOWN_TYPE;
    else if (sniffed && rule.types.includes(sniffed)) file.contentType = sniffed;
    else typeErrors.push(typeError(file, rule.types));
  }
  if (typeErrors.length > 0) throw new BadRequestError({ [rule.field]: typeErrors });
  return { fields, files };
}

/** The type of a file from its first bytes (magic numbers), among the types an upload may carry (file-types.ts). */
export function sniffType(bytes: Buffer): UploadType | undefined {
  return uploadTypeOf(bytes);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const isHeic = (bytes: Buffer) =>
  bytes.toString('latin1', 4, 8) === 'ftyp' &&
  /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(bytes.toString('latin1', 8, 12));

function typeError(file: UploadedFile, types: readonly UploadType[]): string {
  if (isHeic(file.bytes)) return `${file.fileName}: use JPEG or PNG photos (HEIC is not accepted).`;
  const names = types.map((type) =>
    type === 'application/pdf' ? 'PDF' : type === XLSX ? 'Excel (.xlsx)' : type.slice(6).toUpperCase(),
  );
  return `${file.fileName} is not a ${names.join(', ').replace(/, ([^,]*)$/, ' or $1')} file.`;
}

/** The name a file is shown and downloaded under: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return cleaned.slice(-200) || 'file';
}
