import nodemailer from 'nodemailer';
import { env } from '../../functions/common/env.ts';
import { getMail } from '../../functions/data/ats/ingestion.repository.ts';
import { SMTP_PORT } from '../local/stack.ts';
import { benchInboundDomain, resumeMail } from './ats-mail.ts';
import type { BenchRow, benchApi } from './measure.ts';
import { round, summarise } from './stats.ts';

/** How often the bench looks at the mail while it waits: small, so the wait adds little to what is measured. */
const LOOK_EVERY_MS = 20;
const GIVE_UP_MS = 60_000;

/** One mail's timeline, in ms from the moment the sender's SMTP client started sending. */
interface Timeline {
  /** The listener answered 250: the mail is in the inbox bucket and its notification in the queue. */
  accepted: number;
  /** The worker claimed the mail (its lease taken): the queue's delivery to the local poller. */
  claimed: number;
  /** The applicant was created (its createdUtc, in the intake transaction that ends the mail). */
  created: number;
  /** `GET ats/applicants/{id}` answered 200. */
  readable: number;
}

/**
 * Issue 20's "one résumé end to end" (p95 ≤ 1.5 s): mails sent one at a time over SMTP to the local listener (the
 * stand-in for SES receiving: inbox bucket + S3 notification to the queue), each with a 2-page PDF résumé of its own
 * person; the local runner's poller hands it to the real ingestion worker, and the bench waits until the applicant
 * is readable through the API. The phases come from the listener's answer, the mail item's creation (the worker's claim) and the applicant's
 * createdUtc, so it says where the time goes.
 */
export async function benchOneResume(options: {
  admin: ReturnType<typeof benchApi>;
  alias: string;
  run: string;
  count: number;
}): Promise<{ rows: BenchRow[]; applicantId: number }> {
  const smtp = nodemailer.createTransport({
    host: '127.0.0.1',
    port: Number(process.env[SMTP_PORT]),
    secure: false,
    ignoreTLS: true,
  });
  const timelines: Timeline[] = [];
  let applicantId = 0;
  for (let i = 0; i < options.count; i++) {
    // Built before the clock starts: composing the mail is the sender's work, not the product's.
    const raw = await resumeMail(100_000 + i, options.run, options.alias);
    const measured = await oneMail(options.admin, smtp, raw, `${options.alias}@${benchInboundDomain()}`);
    timelines.push(measured.timeline);
    applicantId = measured.applicantId;
  }
  smtp.close();
  const phase = (name: string, pick: (t: Timeline) => number): BenchRow => {
    const samples = timelines.map(pick);
    const { median, p95, n } = summarise(samples);
    return { measure: name, n, 'p50 ms': median, 'p95 ms': p95, 'max ms': round(Math.max(...samples)) };
  };
  return {
    applicantId,
    rows: [
      phase('one résumé: SMTP send → applicant readable (GET ats/applicants/{id} 200)', (t) => t.readable),
      phase('  SMTP send → accepted (stored in the inbox, notified)', (t) => t.accepted),
      phase('  accepted → claimed by the worker (queue + local poller)', (t) => t.claimed - t.accepted),
      phase('  claimed → applicant created (MIME, résumé stored, text read, scored)', (t) => t.created - t.claimed),
      phase('  created → readable (mail noted, bench sees it, GET)', (t) => t.readable - t.created),
    ],
  };
}

async function oneMail(
  admin: ReturnType<typeof benchApi>,
  smtp: nodemailer.Transporter,
  raw: Buffer,
  to: string,
): Promise<{ timeline: Timeline; applicantId: number }> {
  const startedAt = Date.now();
  const started = performance.now();
  const info = await smtp.sendMail({ envelope: { from: 'bench@example.com', to: [to] }, raw });
  const accepted = performance.now() - started;
  const key = /Stored as (incoming\/\S+)/.exec(String(info.response))?.[1];
  if (!key) throw new Error(`the SMTP listener answered ${info.response}`);
  const id = `${env.bucket('inboxBucket')}/${key}`;
  for (;;) {
    const mail = await getMail(id);
    if (mail && mail.status !== 'received' && mail.status !== 'processing' && mail.status !== 'done')
      throw new Error(`mail ${key} ended ${mail.status} (${mail.errorCode ?? ''})`);
    if (mail?.applicantId) {
      const answer = await admin<{ createdUtc: string }>('GET', `ats/applicants/${mail.applicantId}`);
      if (answer.status !== 200) throw new Error(`GET ats/applicants/${mail.applicantId} answered ${answer.status}`);
      const readable = performance.now() - started;
      // Wall-clock instants the product wrote, against the wall clock at the start (same machine, ms precision).
      // The mail item is created by the worker's first claim (createdAt), so that is when the worker took it.
      const claimed = Date.parse(mail.createdAt) - startedAt;
      const created = Date.parse(answer.body.createdUtc) - startedAt;
      return { timeline: { accepted, claimed, created, readable }, applicantId: mail.applicantId };
    }
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`mail ${key} not done after ${GIVE_UP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}
