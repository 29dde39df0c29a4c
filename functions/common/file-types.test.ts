import { describe, expect, it } from 'vitest';
import { contentTypeFor, type DetectedType, detectFileType, executableKind, uploadTypeOf } from './file-types.ts';

const zipOf = (...names: string[]) =>
  Buffer.concat(
    names.map((name) =>
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(name, 'latin1')]),
    ),
  );
const openDocument = (type: string) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(`mimetype${type}`, 'latin1')]);
const known = (bytes: Buffer, options?: { prefixOnly?: boolean }) => detectFileType(bytes, options) as DetectedType;

describe('detectFileType', () => {
  it('reads the file manager types from their bytes', () => {
    expect(known(Buffer.from('%PDF-1.7\n')).contentType).toBe('application/pdf');
    expect(known(Buffer.from([0xff, 0xd8, 0xff, 0xe0])).extensions).toEqual(['jpg', 'jpeg']);
    expect(known(Buffer.from('GIF89a....')).contentType).toBe('image/gif');
    expect(known(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])).extensions).toEqual([
      'doc',
      'xls',
      'ppt',
    ]);
    expect(known(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42')])).contentType).toBe('video/mp4');
    expect(known(zipOf('[Content_Types].xml', 'word/document.xml')).extensions).toEqual(['docx']);
    expect(known(zipOf('[Content_Types].xml', 'ppt/presentation.xml')).extensions).toEqual(['pptx']);
    expect(known(openDocument('application/vnd.oasis.opendocument.spreadsheet')).extensions).toEqual(['ods']);
    expect(known(zipOf('photos/a.jpg')).contentType).toBe('application/zip');
    expect(known(Buffer.from('name,units\nCafé,3\n')).extensions).toEqual(['txt', 'csv']);
  });

  it('refuses markup, scripts, executables and macros everywhere', () => {
    expect(detectFileType(Buffer.from('\uFEFF  <!DOCTYPE html><p>x'))).toEqual({ refused: 'an HTML page' });
    expect(detectFileType(Buffer.from('<?xml version="1.0"?><svg/>'))).toEqual({ refused: 'an SVG picture' });
    expect(detectFileType(Buffer.from('<?xml version="1.0"?><root/>'))).toEqual({ refused: 'an XML document' });
    expect(detectFileType(Buffer.from('#!/usr/bin/env node\n'))).toEqual({ refused: 'a script' });
    expect(detectFileType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1]))).toEqual({ refused: 'a Linux program' });
    expect(detectFileType(zipOf('[Content_Types].xml', 'word/vbaProject.bin'))).toEqual({
      refused: 'an Office file with macros',
    });
    expect(executableKind(Buffer.from([0xcf, 0xfa, 0xed, 0xfe]))).toBe('a macOS program');
  });

  it('takes text only when it is UTF-8 without NUL; a prefix may end inside a character', () => {
    expect(detectFileType(Buffer.from([0x61, 0x00, 0x62]))).toBeUndefined();
    expect(detectFileType(Buffer.from([0x61, 0xe9, 0x62]))).toBeUndefined(); // Latin-1 é
    const cut = Buffer.from('prix: 3 €', 'utf8').subarray(0, -1);
    expect(detectFileType(cut)).toBeUndefined();
    expect(known(cut, { prefixOnly: true }).contentType).toBe('text/plain');
  });

  it('tells OLE and text types by the extension, and keeps the old sniffer answers', () => {
    const ole = known(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    expect(contentTypeFor(ole, 'xls')).toBe('application/vnd.ms-excel');
    expect(contentTypeFor(known(Buffer.from('a,b\n')), 'csv')).toBe('text/csv');
    expect(uploadTypeOf(zipOf('[Content_Types].xml', 'xl/workbook.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(uploadTypeOf(Buffer.from('<svg/>'))).toBeUndefined();
  });
});
