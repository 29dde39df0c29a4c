import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Failure } from '@shelfline/shared/contracts/ats-failure.contract';
import type { JobPosting } from '@shelfline/shared/contracts/ats-posting.contract';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicants } from '../../functions/data/ats/applicants.repository.ts';
import { getFailure, getMail } from '../../functions/data/ats/ingestion.repository.ts';
import type { InboundMail } from '../../functions/data/entities/inbound-mail.entity.ts';
import { listCitiesOfProvince, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { REDRIVE_COUNT_ATTRIBUTE } from '../../functions/domain/ats/ingestion/dead-letter.ts';
import { objectCreatedBody } from '../../functions/domain/ats/ingestion/s3-notification.ts';
import { handler as redrive } from '../../functions/jobs/redrive-ingestion.job.ts';
import { composeMail, EICAR } from '../fixtures/mail/compose.ts';
import { need, s3, sqs } from '../fixtures/mail/inbox-clients.ts';
import { pdfResume } from '../fixtures/mail/resume-files.ts';
import { api, tokensOf } from '../support/local-stack.ts';

/*
 * The mailbox's operations (brief §6g step 3, A5): an infected mail moved to quarantine/, a failure retried by an
 * admin once its cause is fixed, and a mail whose message keeps dying ended by the daily redrive job as a recorded
 * failure, all through the real inbox bucket, queues and the local runner's worker.
 */

type Errors = { errors: Record<string, string[]> | string };

const run = Date.now().toString(36).slice(-6);
const domain = () => process.env.INBOUND_DOMAIN ?? 'resumes.shelfline.local';
let seq = 0;
let admin: string;
let hr: string;
let place: { provinceId: number; cityId: number };
let posting: JobPosting;

const FINISHED = new Set(['done', 'duplicate', 'rejected', 'failed']);

/** Stores a composed mail where SES would; answers its key. */
async function store(options: Mail.Options): Promise<{ key: string; size: number }> {
  const key = `incoming/ops-${run}-${++seq}.eml`;
  const raw = await composeMail({ from: `ops${seq}.${run}@example.com`, ...options });
  await s3.send(
    new PutObjectCommand({ Bucket: need('INBOX_BUCKET'), Key: key, Body: raw, ContentType: 'message/rfc822' }),
  );
  return { key, size: raw.length };
}

const notify = (key: string, size: number) =>
  sqs.send(
    new SendMessageCommand({
      QueueUrl: need('INGESTION_QUEUE_URL'),
      MessageBody: objectCreatedBody(need('INBOX_BUCKET'), key, size),
    }),
  );

async function deliver(options: Mail.Options): Promise<InboundMail> {
  const { key, size } = await store(options);
  await notify(key, size);
  return finished(key);
}

/** Waits until the mail ends (and, when `retried`, until it ended after the retry). */
async function finished(key: string, accept = (_mail: InboundMail) => true): Promise<InboundMail> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const mail = await getMail(`${need('INBOX_BUCKET')}/${key}`);
    if (mail && FINISHED.has(mail.status) && (mail.status !== 'done' || mail.applicantId) && accept(mail)) return mail;
    if (Date.now() > deadline) throw new Error(`mail ${key} not finished: ${JSON.stringify(mail)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function failureOf(mail: InboundMail): Promise<Failure> {
  const failure = await getFailure(mail.failureId ?? '');
  if (!failure) throw new Error(`no failure for ${JSON.stringify(mail)}`);
  return failure;
}

const exists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: need('INBOX_BUCKET'), Key: key })).then(
    () => true,
    () => false,
  );

const retry = (id: string, token = admin) => api<Failure & Errors>('POST', `ats/failures/${id}/retry`, { token });

async function createPosting(body: Record<string, unknown>) {
  const result = await api<JobPosting>('POST', 'ats/job-postings', {
    token: admin,
    body: { ...place, isActive: true, ...body },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

const resume = async (name: string) => ({ filename: `${name} resume.pdf`, content: await pdfResume([name]) });

beforeAll(async () => {
  [admin, hr] = await tokensOf('admin', 'hr');
  for (const province of (await listProvinces()).filter((p) => !p.inactive)) {
    const [city] = await listCitiesOfProvince(province.id);
    if (!city) continue;
    place = { provinceId: province.id, cityId: city.id };
    posting = await createPosting({ title: `Ops ${run}`, mailboxAlias: `ops-${run}` });
    return;
  }
  throw new Error('no province with a city in the seeded data');
});

describe('ingestion operations', () => {
  it('an infected mail is moved to quarantine/, recorded once, and cannot be retried', async () => {
    const mail = await deliver({
      to: `ops-${run}@${domain()}`,
      subject: 'virus',
      attachments: [{ filename: 'cv.txt', content: EICAR }],
    });
    expect(mail).toMatchObject({ status: 'rejected', errorCode: 'CRITICAL_VIRUS_DETECTED' });
    const failure = await failureOf(mail);
    const quarantined = mail.key.replace(/^incoming\//, 'quarantine/');
    expect(JSON.parse(failure.additionalJson ?? '{}')).toMatchObject({ key: quarantined });
    expect(await exists(quarantined)).toBe(true);
    expect(await exists(mail.key)).toBe(false);

    // SES's own verdict quarantines a mail the same way, whatever its attachment.
    const flagged = await deliver({
      to: `ops-${run}@${domain()}`,
      subject: 'flagged',
      headers: { 'X-SES-Virus-Verdict': 'FAIL' },
      attachments: [await resume('Flagged Person')],
    });
    expect(flagged).toMatchObject({ status: 'rejected', errorCode: 'CRITICAL_VIRUS_DETECTED' });
    expect(await exists(flagged.key.replace(/^incoming\//, 'quarantine/'))).toBe(true);
    expect(await exists(flagged.key)).toBe(false);

    // A redelivered notification changes nothing: the mail stays rejected with the same failure.
    await notify(mail.key, mail.size);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await getMail(mail.id)).toMatchObject({ status: 'rejected', failureId: failure.id, attempts: 1 });

    const refused = await retry(failure.id);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body.errors)).toContain('CRITICAL_VIRUS_DETECTED');
  });

  it('a mail to an unknown alias is retried once its posting exists: an applicant, the failure resolved', async () => {
    const alias = `ops-late-${run}`;
    const mail = await deliver({
      to: `${alias}@${domain()}`,
      subject: 'Application',
      attachments: [await resume('Lea Late')],
    });
    expect(mail).toMatchObject({ status: 'rejected', errorCode: 'ERROR_POSTING_NOT_FOUND' });
    const failure = await failureOf(mail);

    expect((await retry(failure.id, hr)).status).toBe(403);
    expect((await retry(`missing-${run}`)).status).toBe(404);

    const late = await createPosting({ title: `Late ${run}`, mailboxAlias: alias });
    const accepted = await retry(failure.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(accepted.body).toMatchObject({ id: failure.id, retryOutcome: 'pending' });
    expect(accepted.body.retriedUtc).toBeDefined();

    const done = await finished(mail.key, (m) => m.status === 'done');
    const applicant = await applicants.get(done.applicantId ?? 0);
    expect(applicant).toMatchObject({ jobPostingId: late.id, source: 'Email' });
    const shown = await api<Failure>('GET', `ats/failures/${failure.id}`, { token: admin });
    expect(shown.body).toMatchObject({ retryOutcome: 'resolved', retryApplicantId: done.applicantId });

    const again = await retry(failure.id);
    expect(again.status).toBe(409);
  });

  it('a retry answers 409 once the raw mail is gone (the inbox deletes it after 30 days)', async () => {
    const mail = await deliver({
      to: `ops-gone-${run}@${domain()}`,
      subject: 'Application',
      attachments: [await resume('Gus Gone')],
    });
    expect(mail).toMatchObject({ status: 'rejected', errorCode: 'ERROR_POSTING_NOT_FOUND' });
    const failure = await failureOf(mail);
    await s3.send(new DeleteObjectCommand({ Bucket: mail.bucket, Key: mail.key }));
    const refused = await api<Errors>('POST', `ats/failures/${failure.id}/retry`, { token: admin });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body.errors)).toContain('30 days');
    expect((await getMail(mail.id))?.status).toBe('rejected');
  });

  it("a retry lets a rate-limited mail past the sender's hourly limit", async () => {
    const from = `burst.${run}@example.com`;
    const burst = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        deliver({ from, to: `ops-${run}@${domain()}`, subject: `burst ${i}`, text: 'Hi' }),
      ),
    );
    expect(burst.every((m) => m.status === 'rejected')).toBe(true);
    const mail = await deliver({
      from,
      to: `ops-${run}@${domain()}`,
      subject: 'Application',
      attachments: [await resume('Bea Burst')],
    });
    expect(mail).toMatchObject({ status: 'rejected', errorCode: 'ERROR_RATE_LIMITED' });
    const failure = await failureOf(mail);
    expect((await retry(failure.id)).status).toBe(202);
    const done = await finished(mail.key, (m) => m.status === 'done');
    expect(await applicants.get(done.applicantId ?? 0)).toMatchObject({ jobPostingId: posting.id });
  });

  it('a mail whose message was redriven twice is recorded as failed by the redrive job, then retried', async () => {
    const { key, size } = await store({
      to: `ops-${run}@${domain()}`,
      subject: 'Application',
      attachments: [await resume('Dana Deadletter')],
    });
    const send = (redrives: number) =>
      sqs.send(
        new SendMessageCommand({
          QueueUrl: need('INGESTION_DLQ_URL'),
          MessageBody: objectCreatedBody(need('INBOX_BUCKET'), key, size),
          MessageAttributes: { [REDRIVE_COUNT_ATTRIBUTE]: { DataType: 'Number', StringValue: String(redrives) } },
        }),
      );
    await send(2);
    const result = await redrive();
    expect(result.givenUp).toBeGreaterThanOrEqual(1);
    const mail = await getMail(`${need('INBOX_BUCKET')}/${key}`);
    expect(mail).toMatchObject({ status: 'failed', errorCode: 'CRITICAL_INTERNAL' });
    const failure = await failureOf(mail as InboundMail);
    expect(failure).toMatchObject({ errorCode: 'CRITICAL_INTERNAL', validationStep: 'RECEIVE' });
    expect(JSON.parse(failure.additionalJson ?? '{}')).toMatchObject({ key, redrives: 2 });

    // The same message dead-lettered again finds the mail ended: nothing is recorded twice.
    await send(2);
    await redrive();
    expect(await getMail(mail?.id ?? '')).toMatchObject({ status: 'failed', version: mail?.version });

    const accepted = await retry(failure.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    const done = await finished(key, (m) => m.status === 'done');
    expect(await applicants.get(done.applicantId ?? 0)).toMatchObject({ jobPostingId: posting.id });
    expect((await getFailure(failure.id))?.retryOutcome).toBe('resolved');
  });
});
