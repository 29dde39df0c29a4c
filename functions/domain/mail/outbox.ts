import { randomUUID } from 'node:crypto';
import { putObject } from '../../common/aws/s3-objects.ts';
import { sqs } from '../../common/aws/sqs.ts';
import { env } from '../../common/env.ts';
import { TooManyRequestsError } from '../../common/http-errors.ts';
import { inLanes } from '../../data/batch.ts';
import type { EmailBatch } from '../../data/entities/email-batch.entity.ts';
import { batchId } from '../../data/entities/email-batch.entity.ts';
import type { EmailMessage } from '../../data/entities/email-message.entity.ts';
import { reserveDailyRecipients, suppressedAmong, writeMessage } from '../../data/mail/outbox.repository.ts';
import { findCompanyInfo } from '../../data/master-data/reference-data.repository.ts';
import { envelopeBatches } from './batches.ts';

/*
 * THE one way any code of the product sends e-mail (brief 5c "Sending", E5): an outbox, never a loop of SES calls in
 * an API call. SES counts its rate per recipient, so a 2,000-recipient blast cannot be sent inside API Gateway's 30 s;
 * the caller gets an answer as soon as the message is queued, and the mail worker (workers/mail.worker.ts) feeds SES
 * at the account's rate, one batch of at most 50 envelope recipients per SQS message.
 */

export interface OutgoingAttachment {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface OutgoingMail {
  /** system = the product's own mails (delivery reports; later invoices, scheduled exports): no daily cap. */
  kind: 'blast' | 'schedule' | 'system';
  /** Username of the caller, or 'system'. */
  sentBy: string;
  /** Display name: '{senderName} via {company name}'. */
  senderName?: string;
  /** The caller's own address. */
  replyTo?: string;
  /** Already validated, lower-cased, de-duplicated (To > Cc > Bcc); To + Cc at most 50. */
  to: string[];
  cc: string[];
  bcc: string[];
  /** Already validated (1-200 characters, no CR/LF). */
  subject: string;
  /** Already sanitised. */
  html: string;
  text: string;
  attachments: OutgoingAttachment[];
}

export interface EnqueuedMail {
  messageId: string;
  /** Recipients the message will be sent to (suppressed ones left out). */
  recipients: number;
  batches: number;
  skipped: { address: string; reason: 'bounced' | 'complained' }[];
}

/** Recipients one user may write to per UTC day (brief E10), blasts and schedule e-mails together. */
export const DAILY_RECIPIENT_CAP = 5_000;

/** The body of one outbox SQS message: which batch of which message to send. */
export interface OutboxJob {
  messageId: string;
  n: number;
}

/** Where the raw MIME of a message is kept in the files bucket (read by the worker for each batch). */
export const mimeKeyOf = (messageId: string) => `mail/outbox/${messageId}/message.eml`;

/**
 * Queues `mail`: drops suppressed addresses (reported in `skipped`), counts the recipients against the sender's
 * daily cap (blast and schedule kinds; 429 when it would pass, before anything is written), writes the MIME once, the
 * message item and its batch items, and sends one SQS message per batch. Nothing is sent here.
 */
export async function enqueueMail(mail: OutgoingMail): Promise<EnqueuedMail> {
  const suppressed = await suppressedAmong([...mail.to, ...mail.cc, ...mail.bcc]);
  const skipped = [...suppressed].map(([address, reason]) => ({ address, reason }));
  const keep = (addresses: readonly string[]) => addresses.filter((a) => !suppressed.has(a));
  const to = keep(mail.to);
  const cc = keep(mail.cc);
  const bcc = keep(mail.bcc);
  const recipients = to.length + cc.length + bcc.length;
  const createdAt = new Date().toISOString();
  const messageId = randomUUID();
  if (recipients === 0) return { messageId, recipients: 0, batches: 0, skipped };

  if (mail.kind !== 'system') {
    const fitted = await reserveDailyRecipients(mail.sentBy, createdAt.slice(0, 10), recipients, DAILY_RECIPIENT_CAP);
    if (!fitted) throw new TooManyRequestsError(`Daily e-mail limit reached (${DAILY_RECIPIENT_CAP} recipients).`);
  }

  const envelopes = envelopeBatches([...to, ...cc], bcc);
  const mimeKey = mimeKeyOf(messageId);
  const message: EmailMessage = {
    id: messageId,
    kind: mail.kind,
    sentBy: mail.sentBy,
    subject: mail.subject,
    recipients,
    batches: envelopes.length,
    skipped: skipped.length,
    mimeKey,
    createdAt,
    batchesSent: 0,
    batchesFailed: 0,
    bounced: 0,
    complained: 0,
    // The product's own mails (the reports themselves among them) get no report.
    ...(mail.kind !== 'system' && mail.replyTo ? { reportTo: mail.replyTo } : {}),
  };
  const batches: EmailBatch[] = envelopes.map((addresses, i) => ({
    id: batchId(messageId, i + 1),
    messageId,
    n: i + 1,
    recipients: addresses,
    status: 'queued',
  }));

  // The MIME keeps the headers as the caller gave them (suppressed addresses included: they are names people read),
  // while envelopes leave the suppressed out.
  // MailComposer is loaded by the calls that send, not at every cold start of the families that can.
  const { buildMime } = await import('./mime.ts');
  const mime = await buildMime(mail, { address: env.mailFrom, name: await displayNameOf(mail.senderName) });
  await Promise.all([
    putObject({ bucket: env.bucket('filesBucket'), key: mimeKey, body: mime, contentType: 'message/rfc822' }),
    writeMessage(message, batches),
  ]);
  await enqueueBatches(batches.map((b) => ({ messageId, n: b.n })));
  return { messageId, recipients, batches: batches.length, skipped };
}

/** '{sender} via {company}', or the company alone for the product's own mails. */
async function displayNameOf(senderName: string | undefined): Promise<string | undefined> {
  const company = (await findCompanyInfo())?.companyName?.trim();
  if (senderName && company) return `${senderName} via ${company}`;
  return senderName || company || undefined;
}

/** One SQS message per batch, SendMessageBatch of 10, two calls in flight. */
async function enqueueBatches(jobs: readonly OutboxJob[]): Promise<void> {
  const { sdk, client } = await sqs();
  const queueUrl = env.queueUrl('mailQueueUrl');
  const tens: OutboxJob[][] = [];
  for (let i = 0; i < jobs.length; i += 10) tens.push(jobs.slice(i, i + 10));
  await inLanes(tens, 2, async (ten) => {
    const result = await client.send(
      new sdk.SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: ten.map((job) => ({ Id: String(job.n), MessageBody: JSON.stringify(job) })),
      }),
    );
    if (result.Failed && result.Failed.length > 0)
      throw new Error(`SQS refused ${result.Failed.length} outbox messages: ${result.Failed[0]?.Message ?? ''}`);
  });
}
