import { ParsedResumeSchema } from '@shelfline/shared/contracts/ats-parsed-resume.contract';
import { describe, expect, it } from 'vitest';
import {
  docxBomb,
  docxResume,
  docxWithEntries,
  odtResume,
  pdfResume,
  SAMPLE_RESUME,
} from '../../../../tests/fixtures/mail/resume-files.ts';
import { docResume } from '../../../../tests/fixtures/mail/word97-doc.ts';
import { archiveProblem } from './archive-check.ts';
import { extractResumeText, ResumeRefusedError } from './extract-resume-text.ts';
import { parseResume } from './parse-resume.ts';
import { DOC, DOCX, detectResumeType, ODT, PDF, RTF, TXT } from './resume-type.ts';

describe('detectResumeType', () => {
  it('tells résumé types from their bytes, not their names', async () => {
    expect(detectResumeType(await pdfResume(['Jane']), 'cv.docx')).toEqual({ contentType: PDF });
    expect(detectResumeType(docxResume(['Jane']), 'resume.pdf')).toEqual({ contentType: DOCX });
    expect(detectResumeType(odtResume(['Jane']), 'resume.odt')).toEqual({ contentType: ODT });
    expect(detectResumeType(Buffer.from('Jane Tremblay\nMerchandiser'), 'resume.txt')).toEqual({ contentType: TXT });
    expect(detectResumeType(Buffer.from('{\\rtf1\\ansi Jane\\par}'), 'resume.rtf')).toEqual({ contentType: RTF });
  });

  it('refuses HTML named .pdf, programs, pictures and spreadsheets', () => {
    expect(detectResumeType(Buffer.from('<html><script>x()</script></html>'), 'resume.pdf')).toEqual({
      error: 'The file is an HTML page.',
    });
    expect(detectResumeType(Buffer.from('MZ\x90\x00rest'), 'resume.pdf')).toHaveProperty('error');
    expect(detectResumeType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'photo.jpg')).toHaveProperty('error');
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
    expect(detectResumeType(ole, 'budget.xls')).toHaveProperty('error');
    expect(detectResumeType(ole, 'resume.doc')).toEqual({ contentType: 'application/msword' });
  });
});

describe('archiveProblem', () => {
  it('passes a real DOCX and refuses bombs and archives of too many entries', async () => {
    expect(await archiveProblem(docxResume(SAMPLE_RESUME))).toBeUndefined();
    expect(await archiveProblem(docxBomb(30))).toMatch(/20 MB|100:1/);
    expect(await archiveProblem(docxBomb(2))).toMatch(/100:1/);
    expect(await archiveProblem(docxWithEntries(1_000))).toMatch(/1002 entries/);
    expect(await archiveProblem(Buffer.from('PK\x03\x04 not really a zip at all, just its signature'))).toBe(
      'The archive cannot be read.',
    );
  });
});

describe('extractResumeText', () => {
  it('reads a PDF, a DOCX, an ODT, RTF and text', async () => {
    const pdf = await extractResumeText(await pdfResume(SAMPLE_RESUME), PDF);
    expect(pdf.text).toContain('jane.tremblay@example.com');
    expect(pdf.text).toContain('Reset 40 planograms a month');
    expect(pdf.warning).toBeUndefined();
    expect((await extractResumeText(docxResume(SAMPLE_RESUME), DOCX)).text).toContain('Seneca College');
    expect((await extractResumeText(odtResume(SAMPLE_RESUME), ODT)).text).toContain('Metro Grocery');
    expect(
      (await extractResumeText(Buffer.from('{\\rtf1\\ansi {\\fonttbl Arial;}Jane\\par Tremblay}'), RTF)).text,
    ).toBe('Jane\nTremblay');
    expect((await extractResumeText(Buffer.from('  Jane Tremblay  '), TXT)).text).toBe('Jane Tremblay');
  });

  it('reads a Word 97-2003 document, and warns on a broken one', async () => {
    const doc = docResume(SAMPLE_RESUME);
    expect(detectResumeType(doc, 'Jane Tremblay.doc')).toEqual({ contentType: DOC });
    const read = await extractResumeText(doc, DOC);
    expect(read.warning).toBeUndefined();
    expect(read.text).toContain('jane.tremblay@example.com');
    expect(read.text).toContain('Seneca College');
    expect(parseResume(read.text).basics.name).toBe('Jane Tremblay');
    const broken = Buffer.concat([doc.subarray(0, 1_024), Buffer.alloc(64)]);
    expect(await extractResumeText(broken, DOC)).toMatchObject({ text: '', warningCode: 'WARN_TEXT_NOT_READABLE' });
  });

  it('reads only the first 10 pages of a long PDF', async () => {
    const long = await extractResumeText(await pdfResume(['Jane Tremblay'], { pages: 30 }), PDF);
    expect(long.text).toContain('Page 10');
    expect(long.text).not.toContain('Page 11');
    expect(long.warning).toBe('Only the first 10 of 30 pages were read.');
  });

  it('answers a warning, not an error, for an encrypted or broken file', async () => {
    const encrypted = await extractResumeText(await pdfResume(SAMPLE_RESUME, { userPassword: 'secret' }), PDF);
    expect(encrypted).toEqual({
      text: '',
      warning: 'The PDF is encrypted: its text was not read.',
      warningCode: 'WARN_TEXT_NOT_READABLE',
    });
    const broken = await extractResumeText(Buffer.from('%PDF-1.7\nnothing else'), PDF);
    expect(broken.warningCode).toBe('WARN_TEXT_NOT_READABLE');
  });

  it('refuses an archive bomb before any reader opens it', async () => {
    await expect(extractResumeText(docxBomb(30), DOCX)).rejects.toBeInstanceOf(ResumeRefusedError);
    await expect(extractResumeText(docxBomb(30), DOCX)).rejects.toMatchObject({ code: 'ERROR_ARCHIVE_BOMB' });
  });

  it('stops a reader that outlives its time budget', async () => {
    const slow = await extractResumeText(await pdfResume(SAMPLE_RESUME), PDF, { heapMb: 512, timeoutMs: 1 });
    expect(slow).toMatchObject({ text: '', warningCode: 'WARN_TEXT_NOT_READABLE' });
    expect(slow.warning).toMatch(/took longer than/);
  });
});

describe('parseResume', () => {
  it('reads contact details, the name and the sections of a résumé', () => {
    const parsed = parseResume(SAMPLE_RESUME.join('\n'));
    expect(ParsedResumeSchema.parse(parsed)).toEqual(parsed);
    expect(parsed.basics).toEqual({
      name: 'Jane Tremblay',
      label: 'Retail Merchandiser',
      email: 'jane.tremblay@example.com',
      phone: '416-555-0142',
      url: 'https://jane.example.com',
      location: {
        address: '123 Queen Street West',
        city: 'Toronto',
        region: 'ON',
        postalCode: 'M5H 2M9',
        countryCode: 'CA',
      },
      summary: 'Merchandiser with five years of planogram resets in grocery and pharmacy.',
    });
    expect(parsed.work).toEqual([
      {
        position: 'Merchandiser',
        name: 'Acme Retail Services',
        startDate: 'Jan 2020',
        endDate: 'Present',
        highlights: ['Reset 40 planograms a month', 'Counted inventory for 12 stores'],
      },
      { position: 'Stock Clerk', name: 'Metro Grocery', startDate: '2017', endDate: '2019' },
    ]);
    expect(parsed.education).toEqual([
      { institution: 'Seneca College', area: 'Business Administration', startDate: '2015', endDate: '2017' },
    ]);
    expect(parsed.skills.map((skill) => skill.name)).toEqual(['Planograms', 'Inventory', 'Customer service']);
    expect(parsed.languages).toEqual([
      { language: 'English', fluency: 'native' },
      { language: 'French', fluency: 'intermediate' },
    ]);
    expect(parsed.certifications).toEqual([{ name: "Valid driver's licence", date: '2016' }]);
  });

  it('leaves out what the text does not say, and gives the same answer every time', () => {
    const parsed = parseResume('hello\n\n');
    expect(parsed.basics).toEqual({});
    expect(parsed.work).toEqual([]);
    expect(parseResume(SAMPLE_RESUME.join('\n'))).toEqual(parseResume(SAMPLE_RESUME.join('\n')));
  });

  it('keeps a javascript: link out of the website', () => {
    expect(parseResume('Jane Doe\njavascript:alert(1)\nhttps://ok.example.com').basics.url).toBe(
      'https://ok.example.com',
    );
  });
});
