import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniffType } from '../../functions/common/multipart.ts';
import { demoShelfPicture, demoSignOffSheet } from './demo-pictures.ts';

describe('demo shelf pictures', () => {
  it('are PNG files (as the upload check reads them) of 240 × 180 RGB pixels, the same for the same seed', () => {
    const picture = demoShelfPicture(7);
    expect(sniffType(picture)).toBe('image/png');
    expect(picture.readUInt32BE(16)).toBe(240);
    expect(picture.readUInt32BE(20)).toBe(180);
    const idatLength = picture.readUInt32BE(33);
    expect(picture.toString('latin1', 37, 41)).toBe('IDAT');
    expect(inflateSync(picture.subarray(41, 41 + idatLength))).toHaveLength((240 * 3 + 1) * 180);
    expect(demoShelfPicture(7).equals(picture)).toBe(true);
    expect(demoShelfPicture(8).equals(picture)).toBe(false);
  });

  it('draws sign-off sheets as PDF files whose cross-reference table points at each object', () => {
    const sheet = demoSignOffSheet(12, 'Store (Main) Été');
    expect(sniffType(sheet)).toBe('application/pdf');
    const text = sheet.toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    expect(offsets.map((offset) => text.slice(offset, offset + 7))).toEqual(offsets.map((_, i) => `${i + 1} 0 obj`));
    expect(text).toContain('(Service 12 - Store \\(Main\\) ?t?)');
  });
});
