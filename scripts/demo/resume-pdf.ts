import PDFDocument from 'pdfkit';

/*
 * The demo's résumés as real one-page PDFs (pdfkit), so the applicant's page has a file to show and the mailbox
 * pipeline a file to read, without binary files in the repository. The first line is the person's name, as a
 * heading; `userPassword` encrypts the file (its text then cannot be read: the pipeline's warning).
 */
export function demoResumePdf(lines: readonly string[], options: { userPassword?: string } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 64,
    info: { Title: `Resume of ${lines[0] ?? 'an applicant'}` },
    ...(options.userPassword ? { userPassword: options.userPassword, pdfVersion: '1.7' as const } : {}),
  });
  const parts: Buffer[] = [];
  doc.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(parts))));
  const [name = '', ...rest] = lines;
  doc.font('Helvetica-Bold').fontSize(18).text(name).moveDown(0.5);
  doc.font('Helvetica').fontSize(11);
  for (const line of rest) doc.text(line, { paragraphGap: 4 });
  doc.end();
  return ended;
}
