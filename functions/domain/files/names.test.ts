import { describe, expect, it } from 'vitest';
import { numberedName } from '../../data/files/files.repository.ts';
import { extensionOf, renamedWithExtension, sanitizeFileName } from './names.ts';

describe('file names', () => {
  it('strips what a name may not show, and trims dots and spaces', () => {
    expect(sanitizeFileName('../../x.txt')).toBe('x.txt');
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFileName('a\u0000b\u2066c:d*e?f"g<h>i|j.pdf')).toBe('abcdefghij.pdf');
    expect(sanitizeFileName(' . ')).toBe('file');
    expect(sanitizeFileName('Cafe\u0301.pdf')).toBe('Café.pdf'); // NFC
  });

  it('keeps the extension within 200 characters', () => {
    const long = sanitizeFileName(`${'a'.repeat(300)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('puts the stored extension back on a rename', () => {
    expect(renamedWithExtension('Quarterly.exe', 'pdf')).toBe('Quarterly.pdf');
    expect(renamedWithExtension('Quarterly', 'pdf')).toBe('Quarterly.pdf');
    expect(renamedWithExtension('.pdf', 'pdf')).toBe('pdf.pdf');
    expect(extensionOf('.profile')).toBe('');
  });

  it('numbers a taken name before its extension, in the typed case', () => {
    expect(numberedName('Plan.PDF', 'pdf', 2)).toBe('Plan (2).PDF');
    expect(numberedName('README', '', 3)).toBe('README (3)');
    expect(numberedName('a.pdf', 'pdf', 1)).toBe('a.pdf');
  });
});
