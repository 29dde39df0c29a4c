import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, readCsvTable } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n1,"Main St, Unit 2","He said ""hi"""\r\n2,"two\nlines",\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'Main St, Unit 2', 'He said "hi"'],
      ['2', 'two\nlines', ''],
    ]);
  });

  it('keeps a last line without a line end and refuses an unclosed quote', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('a,b\n"1,2\n')).toThrow(CsvError);
  });
});

describe('readCsvTable', () => {
  const columns = ['storeNumber', 'name', 'city'] as const;
  it('maps cells to the template columns, whatever the header case', () => {
    const table = readCsvTable('StoreNumber,NAME,city\n12, Store A ,Toronto\n13,B', columns);
    expect(table.rows).toEqual([
      { storeNumber: '12', name: 'Store A', city: 'Toronto' },
      { storeNumber: '13', name: 'B', city: '' },
    ]);
  });
  it('refuses an empty file or one without the key columns', () => {
    expect(() => readCsvTable('', columns)).toThrow('empty');
    expect(() => readCsvTable('foo,bar\n1,2', columns)).toThrow('storeNumber');
  });
});
