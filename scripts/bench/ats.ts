import type { JobPosting } from '@shelfline/shared/contracts/ats-posting.contract';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import PDFDocument from 'pdfkit';
import { s3 } from '../../functions/common/aws/s3.ts';
import { sqs } from '../../functions/common/aws/sqs.ts';
import { env } from '../../functions/common/env.ts';
import { getMail } from '../../functions/data/ats/ingestion.repository.ts';
import { listCitiesOfProvince, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { s3Notification } from '../local/smtp-listener.ts';
import { seedApplicants } from './ats-seed.ts';
import { type BenchRow, benchApi, type DynamoCounters, measureCall } from './measure.ts';
import { round } from './stats.ts';

export interface AtsBenchOptions {
  url: string;
  /** admin's token. */
  token: string;
  counters: DynamoCounters;
  iterations: number;
  say?: (line: string) => void;
}

/** Mails in the burst (issue 20's target is 1,000; ATS_BENCH_MAILS sets a smaller one while others use the machine). */
const MAILS = Number(process.env.ATS_BENCH_MAILS ?? 1000);
const BURST_LIMIT_MS = 30 * 60_000;
const FINISHED = new Set(['done', 'duplicate', 'rejected', 'failed']);

/**
 * Recruiting (issue 20, brief §6h): a burst of mails, each with a 2-page PDF résumé of its own person (so dedup merges
 * none), stored in the inbox bucket under `incoming/` with S3's notification sent to the ingestion queue, exactly as
 * the local SMTP listener does; the local runner's poller runs the real worker. Then the applicants list over two
 * weeks and a month, and one applicant's detail, through the API.
 */
export async function benchAts(options: AtsBenchOptions): Promise<{ burst: BenchRow[]; api: BenchRow[] }> {
  const say = options.say ?? ((line: string) => console.log(line));
  const admin = benchApi(options.url, options.token);
  const run = Date.now().toString(36).slice(-6);
  const alias = `bench-${run}`;
  const posting = await createPosting(admin, alias);
  say(`Recruiting: building ${MAILS} mails with 2-page PDF résumés…`);
  const mails = await Promise.all(Array.from({ length: MAILS }, (_, i) => resumeMail(i, run, alias)));

  const bucket = env.bucket('inboxBucket');
  const before = { ...options.counters };
  const started = performance.now();
  const ids = await dropAll(bucket, run, mails);
  const outcome = await waitForAll(ids, started);
  const minutes = (performance.now() - started) / 60_000;
  const burst: BenchRow[] = [
    {
      call: `${MAILS} mails dropped at once → worker (local runner)`,
      'total ms': Math.round(minutes * 60_000),
      'résumés/min': round(outcome.done / minutes, 1),
      applicants: outcome.applicants.size,
      'not done': MAILS - outcome.done,
      DLQ: await dlqCount(),
      'DynamoDB requests/mail': round((options.counters.requests - before.requests) / MAILS, 1),
      'WCU/mail': round((options.counters.write - before.write) / MAILS, 1),
    },
  ];
  say(`Recruiting: ${JSON.stringify(burst[0])}`);

  // The list's target sizes: 3,000 in the last two weeks, 10,000 in the month (ATS_BENCH_SEED=0 seeds none).
  const scale = Number(process.env.ATS_BENCH_SEED ?? 1);
  if (scale > 0) {
    say(`Recruiting: seeding ${Math.round(10_000 * scale)} applicants over the last 30 days…`);
    await seedApplicants(posting.id, Math.round(3_000 * scale), 0, 13.5);
    await seedApplicants(posting.id, Math.round(7_000 * scale), 14.5, 29.5);
  }
  const today = new Date();
  const ymd = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  // A period past LIST_LIMITS.rows (5,000, functions/domain/ats/applicants/list.ts) is refused with 400.
  const list = async (days: number, expected = 200) => {
    const measured = await measureCall(
      options.counters,
      `GET ats/applicants (${days} days)${expected === 200 ? '' : ` → ${expected}`}`,
      options.iterations,
      () => admin<unknown[]>('GET', `ats/applicants?startDate=${ymd(days)}&endDate=${ymd(-1)}`),
      expected,
    );
    return { ...measured.row, rows: Array.isArray(measured.last.body) ? measured.last.body.length : 0 };
  };

  const [firstApplicant] = outcome.applicants;
  const detail = (
    await measureCall(options.counters, 'GET ats/applicants/{id}', options.iterations, () =>
      admin('GET', `ats/applicants/${firstApplicant}`),
    )
  ).row;
  return { burst, api: [await list(14), await list(30, scale > 0 ? 400 : 200), detail] };
}

async function createPosting(admin: ReturnType<typeof benchApi>, alias: string): Promise<JobPosting> {
  for (const province of (await listProvinces()).filter((p) => !p.inactive)) {
    const [city] = await listCitiesOfProvince(province.id);
    if (!city) continue;
    const created = await admin<JobPosting>('POST', 'ats/job-postings', {
      title: `Bench merchandiser ${alias}`,
      mailboxAlias: alias,
      provinceId: province.id,
      cityId: city.id,
      isActive: true,
    });
    if (created.status !== 201) throw new Error(`POST ats/job-postings answered ${created.status}`);
    return created.body;
  }
  throw new Error('no province with a city in the demo data');
}

/** One applicant's mail: a real MIME message from a mail client's composer, with a 2-page PDF of their own. */
async function resumeMail(i: number, run: string, alias: string): Promise<Buffer> {
  const first = `Bench${i}`;
  const last = `Applicant${run}`;
  const email = `bench${i}.${run}@example.com`;
  const pdf = await twoPagePdf([
    `${first} ${last}`,
    email,
    `514-555-${String(i % 10_000).padStart(4, '0')}`,
    'Experience',
    'Merchandiser, Grocery chain, 2019-2024: planograms, resets, inventory counts.',
    'Education',
    'DEC, Cégep de Montréal',
    'Skills',
    'Merchandising, customer service, forklift, French, English',
  ]);
  return new MailComposer({
    from: `${first} ${last} <${email}>`,
    to: `${alias}@${process.env.INBOUND_DOMAIN ?? 'resumes.shelfline.local'}`,
    subject: 'My application',
    text: 'Please find my résumé attached.',
    attachments: [{ filename: `${first} ${last} resume.pdf`, content: pdf }],
  })
    .compile()
    .build();
}

function twoPagePdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line);
  doc.addPage().text('References available on request.');
  doc.end();
  return done;
}

/** Stores every mail and notifies the queue, 20 at a time (what many SES deliveries at once look like). */
async function dropAll(bucket: string, run: string, mails: Buffer[]): Promise<string[]> {
  const storage = await s3();
  const queue = await sqs();
  const ids: string[] = [];
  for (let start = 0; start < mails.length; start += 20) {
    await Promise.all(
      mails.slice(start, start + 20).map(async (raw, offset) => {
        const key = `incoming/bench-${run}-${start + offset}.eml`;
        await storage.client.send(
          new storage.sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: raw, ContentType: 'message/rfc822' }),
        );
        await queue.client.send(
          new queue.sdk.SendMessageCommand({
            QueueUrl: env.queueUrl('ingestionQueueUrl'),
            MessageBody: s3Notification(bucket, key, raw.length),
          }),
        );
        ids.push(`${bucket}/${key}`);
      }),
    );
  }
  return ids;
}

async function waitForAll(ids: string[], started: number): Promise<{ done: number; applicants: Set<number> }> {
  const pending = new Set(ids);
  const applicants = new Set<number>();
  let done = 0;
  while (pending.size > 0 && performance.now() - started < BURST_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const id of [...pending]) {
      const mail = await getMail(id);
      if (!mail || !FINISHED.has(mail.status) || (mail.status === 'done' && !mail.applicantId)) continue;
      pending.delete(id);
      if (mail.status === 'done') done++;
      if (mail.applicantId) applicants.add(mail.applicantId);
    }
  }
  return { done, applicants };
}

async function dlqCount(): Promise<number> {
  const queue = await sqs();
  const answer = await queue.client.send(
    new queue.sdk.GetQueueAttributesCommand({
      QueueUrl: env.queueUrl('ingestionDlqUrl'),
      AttributeNames: ['ApproximateNumberOfMessages'],
    }),
  );
  return Number(answer.Attributes?.ApproximateNumberOfMessages ?? 0);
}
