import type { EmailMessageRow, SendEmailResult } from '@shelfline/shared/contracts/email.contract';
import { type BenchRow, benchApi, type DynamoCounters } from './measure.ts';

export interface MailBenchOptions {
  url: string;
  /** admin's token. */
  token: string;
  counters: DynamoCounters;
  say?: (line: string) => void;
}

const RECIPIENTS = 2000;
/** Two blasts: the sender's daily cap (5,000 recipients) leaves room for no third. */
const BLASTS = 2;
const DRAIN_LIMIT_MS = 5 * 60_000;

/**
 * The e-mail blaster at the scale: `POST email` to 2,000 Bcc recipients must answer at once (it only fills the
 * outbox: the message written once, 40 batches, 40 SQS messages), then the mail worker drains the outbox into the
 * local SES at the pace the local stack sets (MAIL_SEND_RATE, 200 recipients/s unless set): time until
 * `GET email/messages` shows every batch sent.
 */
export async function benchMail(options: MailBenchOptions): Promise<BenchRow[]> {
  const say = options.say ?? ((line: string) => console.log(line));
  const admin = benchApi(options.url, options.token);
  const rate = Number(process.env.MAIL_SEND_RATE ?? 200);
  const rows: BenchRow[] = [];
  for (let blast = 1; blast <= BLASTS; blast++) {
    say(`Blast ${blast}: ${RECIPIENTS.toLocaleString('en-CA')} recipients…`);
    const before = { ...options.counters };
    const started = performance.now();
    const answer = await sendBlast(options, blast);
    const answeredMs = Math.round(performance.now() - started);
    const drainedMs = await waitUntilSent(admin, answer.messageId, started);
    rows.push({
      call: `POST email (${RECIPIENTS.toLocaleString('en-CA')} Bcc, ${answer.batches} batches) → 202`,
      'answer ms': answeredMs,
      'DynamoDB requests (answer + drain)': options.counters.requests - before.requests,
      'WCU (answer + drain)': Math.round(options.counters.write - before.write),
      'drained ms (every batch sent)': drainedMs,
      'rate-bound ms': Math.round((RECIPIENTS / rate) * 1000),
    });
  }
  return rows;
}

async function sendBlast(options: MailBenchOptions, blast: number): Promise<SendEmailResult> {
  const form = new FormData();
  form.set('To', '');
  form.set('Cc', '');
  form.set('Bcc', Array.from({ length: RECIPIENTS }, (_, i) => `bench${blast}-${i}@example.com`).join('; '));
  form.set('Subject', `Bench blast ${blast}`);
  form.set('Body', '<p>Planogram changes for next week: see the attached notes.</p>');
  const response = await fetch(`${options.url}/api/email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.token}` },
    body: form,
  });
  if (response.status !== 202) throw new Error(`POST email answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as SendEmailResult;
}

async function waitUntilSent(admin: ReturnType<typeof benchApi>, messageId: string, started: number): Promise<number> {
  while (performance.now() - started < DRAIN_LIMIT_MS) {
    const page = await admin<{ items: EmailMessageRow[] }>('GET', 'email/messages?pageNumber=1&pageSize=10');
    const row = page.body.items.find((item) => item.messageId === messageId);
    if (row?.status === 'sent') return Math.round(performance.now() - started);
    if (row?.status === 'partlyFailed') throw new Error(`blast ${messageId} partly failed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`blast ${messageId} not drained in ${DRAIN_LIMIT_MS / 1000} s`);
}
