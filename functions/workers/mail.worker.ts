import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { parser } from '@aws-lambda-powertools/batch/parser';
import { JSONStringified } from '@aws-lambda-powertools/parser/helpers';
import { SqsRecordSchema } from '@aws-lambda-powertools/parser/schemas/sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { isAwsError } from '../common/aws/lazy-client.ts';
import { s3 } from '../common/aws/s3.ts';
import { ses } from '../common/aws/ses.ts';
import { env } from '../common/env.ts';
import { createLogger, type Logger } from '../common/logger.ts';
import { createMetrics } from '../common/metrics.ts';
import { getBatch, markBatchFailed, markBatchSent } from '../data/mail/outbox.repository.ts';
import { QUEUES } from '../data/table.ts';
import { reportIfEndedWithProblems } from '../domain/mail/delivery-report.ts';
import { mimeKeyOf } from '../domain/mail/outbox.ts';
import { createPacer, instanceSendRate, type Pacer } from '../domain/mail/pacing.ts';

const log = createLogger({ service: 'shelfline-mail' });
const metrics = createMetrics('shelfline-mail');

const OutboxRecordSchema = SqsRecordSchema.extend({
  body: JSONStringified(z.object({ messageId: z.uuid(), n: z.number().int().min(1) })),
});
type OutboxRecord = z.output<typeof OutboxRecordSchema>;

const processor = new BatchProcessor(EventType.SQS, { parser, schema: OutboxRecordSchema, logger: log });

/** SES errors that the same call would get again: the batch is recorded as failed at once, not retried. */
const REFUSED = ['MessageRejected', 'BadRequestException', 'MailFromDomainNotVerifiedException', 'NotFoundException'];

/** The instance's pacer, made on first use (its rate asks SES once per container). */
let pacer: Promise<Pacer> | undefined;
/** The raw MIME of the last message read: consecutive batches are mostly of one message. */
let lastMime: { messageId: string; bytes: Uint8Array } | undefined;

/**
 * Consumes the outbox (functions/domain/mail/outbox.ts): each SQS message names one batch of one e-mail. A batch is
 * sent once: one already `sent` is skipped, and marking it sent is conditioned on it not being sent yet (a crash
 * between SES's answer and the mark repeats at most that batch, never loses one). The raw MIME goes to SES v2
 * SendEmail as `Content.Raw` with the batch's addresses as `Destination`: SES delivers to those (the envelope), while
 * the To/Cc headers stay as written and no Bcc header exists — what nodemailer's own SES transport does too.
 * Throttling (and any other error SES or S3 may not repeat) is reported as a failed item (partial batch response), so SQS retries it later. A batch still failing
 * on its last receive (QUEUES.mail.maxReceiveCount) is recorded as failed on the message before it goes to the
 * dead-letter queue, so the history shows it without a DLQ consumer. When the last batch of a message is done and
 * something went wrong, the sender gets a short delivery report (domain/mail/delivery-report.ts).
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const run = log.forInvocation(context);
  const started = performance.now();
  try {
    return await processPartialResponse(event, (record: OutboxRecord) => sendBatch(record, run), processor, {
      context,
      processInParallel: false,
    });
  } finally {
    processor.failureMessages.forEach((record, i) => {
      run.warn('mail batch not sent', {
        messageId: (record as SQSRecord).messageId,
        error: processor.errors[i]?.message,
      });
    });
    metrics.publish({
      dimensions: { worker: 'mail' },
      counts: { runs: 1, records: event.Records.length, failedRecords: processor.failureMessages.length },
      ms: { duration: performance.now() - started },
    });
  }
}

async function sendBatch(record: OutboxRecord, run: Logger): Promise<void> {
  const { messageId, n } = record.body;
  const batch = await getBatch(messageId, n);
  if (batch?.status !== 'queued') {
    run.info('mail batch skipped', { messageId, n, status: batch?.status ?? 'missing' });
    // A redelivery after the report failed to queue gets it out now (it is claimed once, see delivery-report.ts).
    if (batch) await reportIfEndedWithProblems(messageId);
    return;
  }
  const lastReceive = Number(record.attributes.ApproximateReceiveCount) >= QUEUES.mail.maxReceiveCount;
  let sesMessageId: string | undefined;
  try {
    const raw = await mimeOf(messageId);
    pacer ??= instanceSendRate().then((rate) => createPacer(rate));
    await (await pacer).take(batch.recipients.length);
    const { sdk, client } = await ses();
    const sent = await client.send(
      new sdk.SendEmailCommand({
        Destination: { ToAddresses: batch.recipients },
        Content: { Raw: { Data: raw } },
        ConfigurationSetName: env.mailConfigurationSet,
      }),
    );
    sesMessageId = sent.MessageId;
  } catch (error) {
    const refused = isAwsError(error, ...REFUSED);
    if (refused || lastReceive) {
      await markBatchFailed(messageId, n, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      run.error('mail batch failed for good', { messageId, n, recipients: batch.recipients.length, refused });
      await reportIfEndedWithProblems(messageId);
      if (refused) return;
    }
    throw error;
  }
  const marked = await markBatchSent(messageId, n, sesMessageId ?? '');
  if (!marked) run.warn('mail batch was sent by another delivery too', { messageId, n });
  run.info('mail batch sent', { messageId, n, recipients: batch.recipients.length });
  if (await reportIfEndedWithProblems(messageId)) run.info('delivery report queued', { messageId });
}

async function mimeOf(messageId: string): Promise<Uint8Array> {
  if (lastMime?.messageId === messageId) return lastMime.bytes;
  const { sdk, client } = await s3();
  const object = await client.send(
    new sdk.GetObjectCommand({ Bucket: env.bucket('filesBucket'), Key: mimeKeyOf(messageId) }),
  );
  const bytes = await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray();
  lastMime = { messageId, bytes };
  return bytes;
}
