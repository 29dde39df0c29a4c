import { describe, expect, it } from 'vitest';
import { HttpError } from '../../common/http-errors.ts';
import { attachmentsOf } from './attachments.ts';

const file = (fileName: string, bytes: Buffer | string = 'plain text') => ({
  fileName,
  bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
});

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, errors: error.errors };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('e-mail attachments', () => {
  it('keeps the first file of each name, typed by its bytes when they tell', () => {
    const pdf = { ...file('plan.pdf', '%PDF-1.7'), contentType: 'application/pdf' };
    const attachments = attachmentsOf([file('notes.txt', 'one'), file('notes.txt', 'two'), pdf]);
    expect(attachments.map((a) => [a.fileName, a.contentType, a.bytes.toString()])).toEqual([
      ['notes.txt', '', 'one'],
      ['plan.pdf', 'application/pdf', '%PDF-1.7'],
    ]);
  });

  it("refuses SES's blocked extensions and programs under any name, naming each type", () => {
    expect(refusal(() => attachmentsOf([file('run.BAT'), file('tool.exe'), file('ok.pdf')]))).toEqual({
      status: 400,
      errors: {
        files: ['Files of type .bat cannot be sent by e-mail.', 'Files of type .exe cannot be sent by e-mail.'],
      },
    });
    const pe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(100)]);
    expect(refusal(() => attachmentsOf([file('invoice.pdf', pe)])).errors).toEqual({
      files: ['Files of type .exe cannot be sent by e-mail.'],
    });
    expect(refusal(() => attachmentsOf([file('tool', elf)])).status).toBe(400);
  });

  it('takes at most 10 files and 10 MB together (413)', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => file(`f${i}.txt`));
    expect(refusal(() => attachmentsOf(eleven))).toEqual({
      status: 413,
      errors: { files: ['Attachments are limited to 10 files and 10 MB in total.'] },
    });
    const big = Buffer.alloc(5.5 * 1024 * 1024, 1);
    expect(refusal(() => attachmentsOf([file('a.bin', big), file('b.bin', big)])).status).toBe(413);
  });
});
