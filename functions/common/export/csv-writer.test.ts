import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './columns.ts';
import { csvField, writeCsv } from './csv-writer.ts';

describe('CSV writer', () => {
  it('quotes only fields that need it, and writes dates as days', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(new Date('2041-03-02T00:00:00Z'))).toBe('2041-03-02');
    expect(csvField(null)).toBe('');
    expect(csvField(2.5)).toBe('2.5');
  });

  it('writes a BOM, the header and every page with CRLF, then ends the stream', async () => {
    const columns: ExportColumn<{ id: number; name: string }>[] = [
      { header: 'Id', width: 5, value: (r) => r.id },
      { header: 'Name', width: 10, value: (r) => r.name },
    ];
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    const pages = (async function* () {
      yield [{ id: 1, name: 'Maple, Downtown' }];
      yield [{ id: 2, name: 'Oak' }];
    })();
    expect(await writeCsv(stream, columns, pages)).toBe(2);
    await ended;
    expect(Buffer.concat(chunks).toString('utf8')).toBe('\uFEFFId,Name\r\n1,"Maple, Downtown"\r\n2,Oak\r\n');
  });
});
