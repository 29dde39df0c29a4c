import type { Writable } from 'node:stream';
import type { CellValue, ExportColumn, RowPages } from './columns.ts';

/*
 * CSV as Excel opens it: UTF-8 with a byte-order mark, CRLF line ends, every field quoted when it holds a comma,
 * quote or line break. Dates are written as YYYY-MM-DD. Writes wait for the stream to drain, so a slow upload
 * holds the rows back instead of piling them up in memory.
 */

const BOM = '\uFEFF';

export function csvField(value: CellValue): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export async function writeCsv<Row>(
  stream: Writable,
  columns: readonly ExportColumn<Row>[],
  pages: RowPages<Row>,
): Promise<number> {
  let rows = 0;
  await writeChunk(stream, `${BOM}${columns.map((c) => csvField(c.header)).join(',')}\r\n`);
  for await (const page of pages) {
    const lines = page.map((row) => `${columns.map((c) => csvField(c.value(row))).join(',')}\r\n`);
    rows += page.length;
    await writeChunk(stream, lines.join(''));
  }
  stream.end();
  return rows;
}

function writeChunk(stream: Writable, chunk: string): Promise<void> {
  return stream.write(chunk) ? Promise.resolve() : new Promise((resolve) => stream.once('drain', () => resolve()));
}
