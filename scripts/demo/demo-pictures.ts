import { crc32, deflateSync } from 'node:zlib';

/*
 * Small generated photos for the demo's service reports: a shelf drawn as a PNG (brown shelves, product blocks in
 * colours drawn from the seed), so the Summary's gallery and the report's thumbnails have real images to show
 * without shipping binary files in the repository. Pure: the same seed gives the same bytes.
 */
const WIDTH = 240;
const HEIGHT = 180;
const SHELVES = 4;

export function demoShelfPicture(seed: number): Buffer {
  const palette = [
    [220, 60, 50],
    [40, 120, 200],
    [250, 190, 40],
    [60, 170, 90],
    [150, 80, 180],
    [240, 240, 235],
  ];
  const stride = WIDTH * 3 + 1;
  const line = (pixel: (x: number) => readonly number[]) => {
    const bytes = Buffer.alloc(stride); // first byte 0: no filter
    for (let x = 0; x < WIDTH; x++) bytes.set(pixel(x), 1 + x * 3);
    return bytes;
  };
  const wall = line(() => [235, 232, 225]);
  const board = line(() => [120, 80, 45]);
  const products = Array.from({ length: SHELVES }, (_, shelf) =>
    line((x) => {
      const block = Math.floor(x / 20);
      const empty = x % 20 < 2 || (seed + shelf * 7 + block * 3) % 11 === 0;
      return empty ? [235, 232, 225] : (palette[(seed + shelf + block * block) % palette.length] as number[]);
    }),
  );
  // Each pixel row is one of a few lines: the wall above the products, the products of its shelf, the board.
  const rowHeight = HEIGHT / SHELVES;
  const raw = Buffer.concat(
    Array.from({ length: HEIGHT }, (_, y) => {
      const inShelf = y % rowHeight;
      if (inShelf >= rowHeight - 6) return board;
      if (inShelf < 6) return wall;
      return products[Math.floor(y / rowHeight)] as Buffer;
    }),
  );
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A one-page PDF sign-off sheet for a demo service: the store's sign-off the layout may require, as a real PDF (with
 * its cross-reference table) so the browser's viewer opens it.
 */
export function demoSignOffSheet(serviceId: number, storeName: string): Buffer {
  return demoTextPdf('Sign-off sheet', [
    `Service ${serviceId} - ${storeName}`,
    'Work completed as planned. Store manager signature: ______________',
  ]);
}

/** A one-page PDF: a title and lines of text below it (Helvetica; characters outside ASCII become '?'). */
export function demoTextPdf(title: string, lines: readonly string[]): Buffer {
  const text = (value: string) => value.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const content = [
    `BT /F1 18 Tf 72 720 Td (${text(title)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 72 ${690 - i * 30} Td (${text(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
