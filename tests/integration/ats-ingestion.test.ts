import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Failure, FailureRow } from '@shelfline/shared/contracts/ats-failure.contract';
import type { JobPosting } from '@shelfline/shared/contracts/ats-posting.contract';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicants } from '../../functions/data/ats/applicants.repository.ts';
import { failureId, getFailure, getMail } from '../../functions/data/ats/ingestion.repository.ts';
import { getPosting } from '../../functions/data/ats/job-postings.repository.ts';
import type { InboundMail } from '../../functions/data/entities/inbound-mail.entity.ts';
import { listCitiesOfProvince, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { objectCreatedBody } from '../../functions/domain/ats/ingestion/s3-notification.ts';
import { composeMail, EICAR } from '../fixtures/mail/compose.ts';
import { need, s3, sqs } from '../fixtures/mail/inbox-clients.ts';
import { docxBomb, docxResume, pdfResume, SAMPLE_RESUME } from '../fixtures/mail/resume-files.ts';
import { docResume } from '../fixtures/mail/word97-doc.ts';
import { api, tokensOf } from '../support/local-stack.ts';

/*
 * The mailbox pipeline end to end (brief §6g, §9): real MIME messages stored in the inbox bucket, S3's notification
 * sent to the ingestion queue TWICE each, the local runner's worker consuming it. Each mail ends as one applicant or
 * one recorded failure, never two.
 */

const run = Date.now().toString(36).slice(-6);
const domain = () => process.env.INBOUND_DOMAIN ?? 'resumes.shelfline.local';
let seq = 0;
let admin: string;
let byAlias: JobPosting;
let bySubject: JobPosting;
let inactive: JobPosting;
let cityName: string;
/** One PDF's bytes, sent twice: pdfkit stamps each new PDF with its time, so a second build would differ. */
let janePdf: Buffer;
let provinceCode: string;

const FINISHED = new Set(['done', 'duplicate', 'rejected', 'failed']);

/** Stores the mail as SES would, sends its notification twice, and waits for the pipeline to finish it. */
async function deliver(options: Mail.Options): Promise<InboundMail> {
  const bucket = need('INBOX_BUCKET');
  const key = `incoming/${run}-${++seq}.eml`;
  const raw = await composeMail({ from: `applicant${seq}.${run}@example.com`, ...options });
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: raw, ContentType: 'message/rfc822' }));
  const body = objectCreatedBody(bucket, key, raw.length);
  await Promise.all(
    [1, 2].map(() => sqs.send(new SendMessageCommand({ QueueUrl: need('INGESTION_QUEUE_URL'), MessageBody: body }))),
  );
  return finished(`${bucket}/${key}`);
}

async function finished(mailId: string, timeoutMs = 40_000): Promise<InboundMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await getMail(mailId);
    if (mail && FINISHED.has(mail.status) && (mail.status !== 'done' || mail.applicantId)) return mail;
    if (Date.now() > deadline) throw new Error(`mail ${mailId} not finished: ${JSON.stringify(mail)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function failureOf(mail: InboundMail): Promise<Failure> {
  expect(mail.failureId).toBeDefined();
  const failure = await getFailure(mail.failureId ?? '');
  if (!failure) throw new Error(`no failure ${mail.failureId}`);
  return failure;
}

const pdfAttachment = async (lines = SAMPLE_RESUME, filename = 'Jane Tremblay resume.pdf') => ({
  filename,
  content: await pdfResume(lines),
});

beforeAll(async () => {
  [admin] = await tokensOf('admin');
  janePdf = await pdfResume(SAMPLE_RESUME);
  const provinces = (await listProvinces()).filter((p) => !p.inactive);
  for (const province of provinces) {
    const [city] = await listCitiesOfProvince(province.id);
    if (!city) continue;
    cityName = city.name;
    provinceCode = province.code;
    const create = async (body: Record<string, unknown>) => {
      const result = await api<JobPosting>('POST', 'ats/job-postings', {
        token: admin,
        body: { provinceId: province.id, cityId: city.id, isActive: true, ...body },
      });
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      return result.body;
    };
    byAlias = await create({ title: `Merchandiser ${run}`, mailboxAlias: `merch-${run}` });
    bySubject = await create({ title: `Retail Auditor ${run}` });
    inactive = await create({ title: `Closed ${run}`, mailboxAlias: `closed-${run}`, isActive: false });
    return;
  }
  throw new Error('no province with a city in the seeded data');
});

describe('mailbox ingestion: from an e-mailed résumé to an applicant or a recorded failure', () => {
  it('a PDF résumé sent to a posting’s mailbox becomes one applicant, assigned, parsed and scored', async () => {
    const mail = await deliver({
      to: `merch-${run}@${domain()}`,
      subject: 'My application',
      text: 'Please find my resume attached.',
      attachments: [
        { filename: 'Jane Tremblay resume.pdf', content: janePdf },
        { filename: 'logo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
      ],
    });
    expect(mail).toMatchObject({ status: 'done', mailbox: `merch-${run}@${domain()}` });
    const applicant = await applicants.get(mail.applicantId ?? 0);
    expect(applicant).toMatchObject({
      firstName: 'Jane',
      lastName: 'Tremblay',
      email: 'jane.tremblay@example.com',
      jobPostingId: byAlias.id,
      source: 'Email',
      resumeFileName: 'Jane Tremblay resume.pdf',
    });
    expect(applicant?.resumeFileId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a DOCX résumé and a forwarded mail each become an applicant', async () => {
    const docx = await deliver({
      to: `merch-${run}@${domain()}`,
      subject: 'CV',
      text: 'Hello',
      attachments: [
        { filename: 'cv.docx', content: docxResume(['Marc Gagnon', 'marc.gagnon@example.com', 'Experience']) },
      ],
    });
    expect(docx.status).toBe('done');
    expect(await applicants.get(docx.applicantId ?? 0)).toMatchObject({ firstName: 'Marc', lastName: 'Gagnon' });

    const original = await composeMail({
      from: 'Lucie Roy <lucie.roy@example.com>',
      to: 'hiring@company.example',
      subject: 'Application',
      text: 'Attached.',
      attachments: [await pdfAttachment(['Lucie Roy', 'lucie.roy@example.com'], 'resume.pdf')],
    });
    const forwarded = await deliver({
      to: `merch-${run}@${domain()}`,
      subject: 'Fwd: Application',
      text: 'Forwarding this one.',
      attachments: [{ filename: 'Application.eml', content: original, contentType: 'message/rfc822' }],
    });
    expect(forwarded.status).toBe('done');
    expect(await applicants.get(forwarded.applicantId ?? 0)).toMatchObject({
      firstName: 'Lucie',
      email: 'lucie.roy@example.com',
      jobPostingId: byAlias.id,
    });
  });

  it('a job board’s relay is routed by its subject, the applicant reached through Reply-To', async () => {
    const mail = await deliver({
      from: 'Indeed <noreply@indeed.com>',
      replyTo: 'sam.lee@example.com',
      to: `jobs@${domain()}`,
      subject: `Indeed Application: Retail Auditor ${run} - ${cityName}, ${provinceCode}`,
      text: 'A new candidate applied.',
      attachments: [await pdfAttachment(['Sam Lee', 'Retail'], 'Sam_Lee_CV.pdf')],
    });
    expect(mail.status).toBe('done');
    expect(await applicants.get(mail.applicantId ?? 0)).toMatchObject({
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam.lee@example.com',
      jobPostingId: bySubject.id,
    });
  });

  it('the same résumé again for the same posting is recorded as a duplicate, not a second applicant', async () => {
    const mail = await deliver({
      to: `merch-${run}@${domain()}`,
      subject: 'Again',
      attachments: [{ filename: 'cv-again.pdf', content: janePdf }],
    });
    expect(mail.status).toBe('duplicate');
    expect(await failureOf(mail)).toMatchObject({ errorCode: 'WARN_DUPLICATE_RESUME', jobPostingId: byAlias.id });
  });

  it('an encrypted PDF still makes an applicant, scored 0, with a text-not-readable warning', async () => {
    const mail = await deliver({
      to: `merch-${run}@${domain()}`,
      from: 'Encrypted Person <enc.person@example.com>',
      subject: 'Locked CV',
      attachments: [{ filename: 'cv.pdf', content: await pdfResume(['Secret'], { userPassword: 'pw' }) }],
    });
    expect(mail.status).toBe('done');
    expect(await applicants.get(mail.applicantId ?? 0)).toMatchObject({ firstName: 'Encrypted', overallScore: 0 });
    const warning = await getFailure(failureId(mail.id, 'EXTRACT'));
    expect(warning).toMatchObject({ errorCode: 'WARN_TEXT_NOT_READABLE', validationStep: 'EXTRACT' });
    expect(JSON.parse(warning?.additionalJson ?? '{}')).toMatchObject({ applicantId: mail.applicantId });
  });

  it('a Word 97-2003 résumé becomes an applicant with its text read', async () => {
    const mail = await deliver({
      to: `merch-${run}@${domain()}`,
      subject: 'Application',
      attachments: [{ filename: 'cv.doc', content: docResume(['Olive Binary', 'olive.binary@example.com']) }],
    });
    expect(mail.status).toBe('done');
    expect(await applicants.get(mail.applicantId ?? 0)).toMatchObject({
      firstName: 'Olive',
      lastName: 'Binary',
      email: 'olive.binary@example.com',
      resumeFileName: 'cv.doc',
    });
    expect(await getFailure(failureId(mail.id, 'EXTRACT'))).toBeUndefined();
  });

  it('a 5,000-page PDF becomes one applicant within 20 s, read from its first 10 pages', async () => {
    const pdf = await pdfResume(['Longform Writer', 'longform.writer@example.com', 'Planogram resets'], {
      pages: 5_000,
    });
    expect(pdf.length).toBeLessThan(10 * 1024 * 1024);
    const started = Date.now();
    const mail = await deliver({
      to: `merch-${run}@${domain()}`,
      subject: 'My long application',
      attachments: [{ filename: 'resume.pdf', content: pdf }],
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(mail.status).toBe('done');
    expect(await applicants.get(mail.applicantId ?? 0)).toMatchObject({
      firstName: 'Longform',
      lastName: 'Writer',
      email: 'longform.writer@example.com',
    });
    // Its text was read (the first pages), so no text-not-readable warning was recorded.
    expect(await getFailure(failureId(mail.id, 'EXTRACT'))).toBeUndefined();
  }, 60_000);

  it('hostile and useless mails are recorded with their code and acknowledged', async () => {
    const cases: [Mail.Options, string, string][] = [
      [
        {
          to: `merch-${run}@${domain()}`,
          subject: `bomb ${run}`,
          attachments: [{ filename: 'cv.docx', content: docxBomb(30) }],
        },
        'ERROR_ARCHIVE_BOMB',
        'ATTACHMENT',
      ],
      [
        {
          to: `merch-${run}@${domain()}`,
          subject: `virus ${run}`,
          attachments: [{ filename: 'cv.txt', content: EICAR }],
        },
        'CRITICAL_VIRUS_DETECTED',
        'SCREEN',
      ],
      [
        {
          to: `merch-${run}@${domain()}`,
          subject: 'html',
          attachments: [{ filename: 'cv.pdf', content: '<html><body><script>alert(1)</script></body></html>' }],
        },
        'ERROR_UNSUPPORTED_FILE_TYPE',
        'ATTACHMENT',
      ],
      [
        {
          to: `merch-${run}@${domain()}`,
          subject: 'Out of office',
          headers: { 'Auto-Submitted': 'auto-replied' },
          text: 'I am away.',
        },
        'INFO_AUTO_REPLY',
        'SCREEN',
      ],
      [{ to: `merch-${run}@${domain()}`, subject: 'no file', text: 'Hi' }, 'ERROR_NO_ATTACHMENT', 'ATTACHMENT'],
      [
        { to: `closed-${run}@${domain()}`, subject: 'late', attachments: [await pdfAttachment(['Late Person'])] },
        'ERROR_POSTING_INACTIVE',
        'ROUTE',
      ],
      [
        {
          to: `jobs@${domain()}`,
          subject: `Application: Astronaut - ${cityName}, ${provinceCode}`,
          attachments: [await pdfAttachment(['Space Person'])],
        },
        'ERROR_POSTING_NOT_FOUND',
        'ROUTE',
      ],
    ];
    const mails = await Promise.all(cases.map(([options]) => deliver(options)));
    for (const [i, mail] of mails.entries()) {
      const [, code, step] = cases[i] ?? [];
      expect(mail.status, code).toBe('rejected');
      const failure = await failureOf(mail);
      expect(failure).toMatchObject({
        errorCode: code,
        validationStep: step,
        id: failureId(mail.id, failure.validationStep),
      });
    }
    const notFound = await failureOf(mails[6] as InboundMail);
    expect(notFound).toMatchObject({ parsedJobTitle: 'Astronaut', parsedCity: cityName, parsedProvince: provinceCode });
    expect(inactive.isActive).toBe(false);
  });

  it('every notification delivered twice left one applicant per accepted mail on each posting', async () => {
    // The PDF, the DOCX, the forwarded one, the encrypted one, the .doc and the 5,000-page PDF; not the duplicate.
    expect((await getPosting(byAlias.id))?.applicantCount).toBe(6);
    // Every failure recorded once: one item per mail and step, whatever the deliveries.
    const failures = await api<FailureRow[]>('GET', 'ats/failures', { token: admin });
    const ids = failures.body.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await getPosting(bySubject.id))?.applicantCount).toBe(1);
  });

  it('mail sent over SMTP to the local listener takes the same path; other domains are refused', async () => {
    const smtp = nodemailer.createTransport({
      host: '127.0.0.1',
      port: Number(need('SMTP_PORT')),
      secure: false,
      ignoreTLS: true,
    });
    const info = await smtp.sendMail({
      from: 'Nadia Smtp <nadia.smtp@example.com>',
      to: `merch-${run}@${domain()}`,
      subject: 'Through SMTP',
      attachments: [await pdfAttachment(['Nadia Smtp', 'nadia.smtp@example.com'], 'resume.pdf')],
    });
    const key = info.response.match(/Stored as (incoming\/\S+)/)?.[1];
    expect(key, info.response).toBeDefined();
    const mail = await finished(`${need('INBOX_BUCKET')}/${key}`);
    expect(mail.status).toBe('done');
    expect(await applicants.get(mail.applicantId ?? 0)).toMatchObject({ firstName: 'Nadia', jobPostingId: byAlias.id });
    await expect(
      smtp.sendMail({ from: 'x@example.com', to: 'someone@elsewhere.example', subject: 'no', text: 'no' }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it('admins list the failures of the last 7 days and read one; others may not', async () => {
    const list = await api<FailureRow[]>('GET', 'ats/failures', { token: admin });
    expect(list.status).toBe(200);
    // Other files (and the demo) record failures of their own: only this run's two are ours.
    const mine = list.body.filter((row) => row.subject === `bomb ${run}` || row.subject === `virus ${run}`);
    expect(mine.map((row) => row.errorCode).sort()).toEqual(['CRITICAL_VIRUS_DETECTED', 'ERROR_ARCHIVE_BOMB']);
    expect(list.body[0]).not.toHaveProperty('exceptionText');
    const one = await api<Failure>('GET', `ats/failures/${mine[0]?.id}`, { token: admin });
    expect(one.status).toBe(200);
    // An infected mail's object was moved to quarantine/ (its failure says where it is now).
    expect(one.body.additionalJson).toMatch(/"key":"(incoming|quarantine)\//);
    expect((await api('GET', 'ats/failures/0123456789abcdef0123456789abcdef', { token: admin })).status).toBe(404);
    expect((await api('GET', 'ats/failures?fromUtc=2026-01-01&toUtc=2026-06-30', { token: admin })).status).toBe(400);
    const [hr] = await tokensOf('hr');
    expect((await api('GET', 'ats/failures', { token: hr })).status).toBe(403);
  });
});
