import type { JobPosting } from '@shelfline/shared/contracts/ats-posting.contract';
import { sqs } from '../../functions/common/aws/sqs.ts';
import { env } from '../../functions/common/env.ts';
import { getMail } from '../../functions/data/ats/ingestion.repository.ts';
import { listCitiesOfProvince, listProvinces } from '../../functions/data/master-data/master-data.repository.ts';
import { benchOneResume } from './ats-end-to-end.ts';
import { benchExtraction } from './ats-extract.ts';
import { notifyIngestion, putInbox, resumeMail } from './ats-mail.ts';
import { benchWorkerMemory } from './ats-memory.ts';
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

/** Mails sent one at a time for the end-to-end figure (issue 20: n ≥ 30). */
const ONE_AT_A_TIME = Number(process.env.ATS_BENCH_SINGLE ?? 30);
/** Batches of 10 mails the worker's memory is measured over, in a process of its own. */
const MEMORY_BATCHES = Number(process.env.ATS_BENCH_MEMORY_BATCHES ?? 5);

export interface AtsBench {
  single: BenchRow[];
  extraction: BenchRow[];
  memory: BenchRow[];
  burst: BenchRow[];
  api: BenchRow[];
}

/**
 * Recruiting (issue 20, brief §6h), on a posting of its own: one résumé end to end, mails sent one at a time over
 * SMTP (ats-end-to-end.ts); text extraction of a 2-page PDF, a 10-page PDF and a DOCX (ats-extract.ts); the worker's
 * memory in a process of its own (ats-memory.ts); all on a quiet queue. Then a burst of mails, each with a 2-page
 * PDF résumé of its own person (so dedup merges none), stored in the inbox bucket under `incoming/` with S3's
 * notification sent to the ingestion queue, exactly as the local SMTP listener does; the local runner's poller runs
 * the real worker. Then the applicants list over two weeks and a month, and one applicant's detail, through the API.
 */
export async function benchAts(options: AtsBenchOptions): Promise<AtsBench> {
  const say = options.say ?? ((line: string) => console.log(line));
  const admin = benchApi(options.url, options.token);
  const run = Date.now().toString(36).slice(-6);
  const alias = `bench-${run}`;
  const posting = await createPosting(admin, alias);
  say(`Recruiting: ${ONE_AT_A_TIME} mails one at a time over SMTP…`);
  const single = await benchOneResume({ admin, alias, run, count: ONE_AT_A_TIME });
  say(`Recruiting: text extraction, ${options.iterations} reads of each file…`);
  const extraction = await benchExtraction(options.iterations);
  say(`Recruiting: the worker's memory over ${MEMORY_BATCHES} batches of 10 mails, then a 5,000-page PDF…`);
  const memory = await benchWorkerMemory({ alias, run, batches: MEMORY_BATCHES });

  if (MAILS > 0) say(`Recruiting: a burst of ${MAILS} mails with 2-page PDF résumés…`);
  const burst = MAILS > 0 ? await benchBurst(options.counters, alias, run) : undefined;
  if (burst) say(`Recruiting: ${JSON.stringify(burst.row)}`);

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

  const [firstApplicant = single.applicantId] = burst?.applicants ?? [];
  const detail = (
    await measureCall(options.counters, 'GET ats/applicants/{id}', options.iterations, () =>
      admin('GET', `ats/applicants/${firstApplicant}`),
    )
  ).row;
  return {
    single: single.rows,
    extraction,
    memory,
    burst: burst ? [burst.row] : [],
    api: [await list(14), await list(30, scale > 0 ? 400 : 200), detail],
  };
}

/** The burst: every mail stored and notified at once, timed until the worker has finished the last one. */
async function benchBurst(
  counters: DynamoCounters,
  alias: string,
  run: string,
): Promise<{ row: BenchRow; applicants: Set<number> }> {
  const mails = await Promise.all(Array.from({ length: MAILS }, (_, i) => resumeMail(i, run, alias)));
  const before = { ...counters };
  const started = performance.now();
  const ids = await dropAll(run, mails);
  const outcome = await waitForAll(ids, started);
  const minutes = (performance.now() - started) / 60_000;
  return {
    applicants: outcome.applicants,
    row: {
      call: `${MAILS} mails dropped at once → worker (local runner)`,
      'total ms': Math.round(minutes * 60_000),
      'résumés/min': round(outcome.done / minutes, 1),
      applicants: outcome.applicants.size,
      'not done': MAILS - outcome.done,
      DLQ: await dlqCount(),
      'DynamoDB requests/mail': round((counters.requests - before.requests) / MAILS, 1),
      'WCU/mail': round((counters.write - before.write) / MAILS, 1),
    },
  };
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

/** Stores every mail and notifies the queue, 20 at a time (what many SES deliveries at once look like). */
async function dropAll(run: string, mails: Buffer[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < mails.length; start += 20) {
    await Promise.all(
      mails.slice(start, start + 20).map(async (raw, offset) => {
        const stored = await putInbox(`incoming/bench-${run}-${start + offset}.eml`, raw);
        await notifyIngestion(stored);
        ids.push(`${stored.bucket}/${stored.key}`);
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
