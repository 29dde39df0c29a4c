import type { UploadRule } from '@shelfline/shared';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors.ts';
import { cleanFileName, readMultipart, sniffType } from './multipart.ts';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(60, 2)]);
const PDF = Buffer.from('%PDF-1.7\n%…\n');
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(40)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

const rule: UploadRule = {
  field: 'files',
  maxFiles: 2,
  maxFileBytes: 100,
  maxTotalBytes: 150,
  types: ['image/jpeg', 'image/png', 'image/webp'],
};

const BOUNDARY = '----shelfline-test';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

interface Part {
  name: string;
  value: Buffer | string;
  fileName?: string;
}

function form(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('reading a multipart body', () => {
  it('answers the files with the type read from their bytes, and the text fields', async () => {
    const body = form([
      { name: 'note', value: 'shelf 3' },
      { name: 'files', value: JPEG, fileName: 'C:\\photos\\aisle.png' },
      { name: 'files', value: PNG, fileName: 'b.jpg' },
    ]);
    const { fields, files } = await readMultipart(body, CONTENT_TYPE, rule);
    expect(fields).toEqual({ note: 'shelf 3' });
    expect(files.map((f) => [f.fileName, f.contentType, f.bytes.length])).toEqual([
      ['aisle.png', 'image/jpeg', JPEG.length],
      ['b.jpg', 'image/png', PNG.length],
    ]);
    expect(files[0]?.bytes.equals(JPEG)).toBe(true);
  });

  it('refuses more files than the route takes with 413 naming the field', async () => {
    const body = form([1, 2, 3].map((n) => ({ name: 'files', value: JPEG, fileName: `${n}.jpg` })));
    const error = await refusal(readMultipart(body, CONTENT_TYPE, { ...rule, maxTotalBytes: 1000 }));
    expect(error.statusCode).toBe(413);
    expect(error.errors).toEqual({ files: ['At most 2 files at a time.'] });
  });

  it('refuses a file over its limit, and files over the total, with 413', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(100)]);
    const one = await refusal(
      readMultipart(form([{ name: 'files', value: big, fileName: 'big.jpg' }]), CONTENT_TYPE, rule),
    );
    expect(one.statusCode).toBe(413);
    expect(one.errors).toEqual({ files: ['big.jpg is larger than 0 MB.'] });

    const two = form([
      { name: 'files', value: Buffer.concat([JPEG, Buffer.alloc(30)]), fileName: 'a.jpg' },
      { name: 'files', value: Buffer.concat([JPEG, Buffer.alloc(30)]), fileName: 'b.jpg' },
    ]);
    const total = await refusal(readMultipart(two, CONTENT_TYPE, rule));
    expect(total.statusCode).toBe(413);

    const huge = Buffer.alloc(150 + 64 * 1024 + 1);
    expect((await refusal(readMultipart(huge, CONTENT_TYPE, rule))).statusCode).toBe(413);
  });

  it('refuses a file whose bytes are not an accepted type, whatever its name says (400)', async () => {
    const body = form([
      { name: 'files', value: SVG, fileName: 'logo.jpg' },
      { name: 'files', value: HEIC, fileName: 'IMG_1.HEIC' },
    ]);
    const error = await refusal(readMultipart(body, CONTENT_TYPE, rule));
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual({
      files: [
        'logo.jpg is not a JPEG, PNG or WEBP file.',
        'IMG_1.HEIC: use JPEG or PNG photos (HEIC is not accepted).',
      ],
    });
  });

  it('refuses files under another field, and bodies that are not multipart', async () => {
    const other = await refusal(
      readMultipart(form([{ name: 'file', value: JPEG, fileName: 'a.jpg' }]), CONTENT_TYPE, rule),
    );
    expect(other.errors).toEqual({ file: ["Files go in the field 'files'."] });
    const json = await refusal(readMultipart(Buffer.from('{}'), 'application/json', rule));
    expect(json.statusCode).toBe(400);
    const noBoundary = await refusal(readMultipart(Buffer.from('x'), 'multipart/form-data', rule));
    expect(noBoundary.statusCode).toBe(400);
  });
  it('takes files of any type under a rule of any type, and a long content field under its own room', async () => {
    const anyRule: UploadRule = { ...rule, types: [], anyType: true, maxFieldBytes: 40_000 };
    const longBody = 'x'.repeat(30_000);
    const body = form([
      { name: 'Body', value: longBody },
      { name: 'files', value: SVG, fileName: 'drawing.svg' },
      { name: 'files', value: PDF, fileName: 'a.pdf' },
    ]);
    const { fields, files } = await readMultipart(body, CONTENT_TYPE, anyRule);
    expect(fields.Body).toHaveLength(30_000);
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['drawing.svg', 'application/octet-stream'],
      ['a.pdf', 'application/pdf'],
    ]);
    // Under the usual 16 kB the same field is refused.
    const error = await refusal(readMultipart(body, CONTENT_TYPE, { ...anyRule, maxFieldBytes: undefined }));
    expect(error.statusCode).toBe(400);
  });
});

describe('file types and names', () => {
  it('reads the type from magic bytes', () => {
    expect(sniffType(JPEG)).toBe('image/jpeg');
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(PDF)).toBe('application/pdf');
    expect(sniffType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
    expect(sniffType(SVG)).toBeUndefined();
    expect(sniffType(Buffer.alloc(0))).toBeUndefined();
  });

  it('reads an .xlsx from a real workbook, and tells it from other ZIP files', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Data').addRow(['Slot Code', 'UPC']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(sniffType(xlsx)).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // A ZIP whose entries are not a workbook's is another type (a .docx names word/ parts; an archive has no content
    // types): the file manager keeps both, a route of .xlsx only refuses them.
    const zipOf = (...names: string[]) =>
      Buffer.concat(
        names.map((name) =>
          Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(name, 'latin1')]),
        ),
      );
    expect(sniffType(zipOf('[Content_Types].xml', 'word/document.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(sniffType(zipOf('notes.txt', 'xl/readme.txt'))).toBe('application/zip');
    expect(sniffType(zipOf('[Content_Types].xml', 'xl/workbook.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('keeps only the base name, without control characters or quotes', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a"b\u0000c.jpg')).toBe('abc.jpg');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(`${'x'.repeat(300)}.jpg`)).toHaveLength(200);
  });
});
