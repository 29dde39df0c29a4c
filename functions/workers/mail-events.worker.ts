import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { parser } from '@aws-lambda-powertools/batch/parser';
import { JSONStringified } from '@aws-lambda-powertools/parser/helpers';
import { EventBridgeSchema } from '@aws-lambda-powertools/parser/schemas/eventbridge';
import { SqsRecordSchema } from '@aws-lambda-powertools/parser/schemas/sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { createLogger, type Logger } from '../common/logger.ts';
import { createMetrics } from '../common/metrics.ts';
import type { EmailEvent } from '../data/entities/email-event.entity.ts';
import { batchOfSesMessage, recordEvent, suppress } from '../data/mail/outbox.repository.ts';

const log = createLogger({ service: 'shelfline-mail-events' });
const metrics = createMetrics('shelfline-mail-events');

/** The part of SES's event JSON this worker reads (configuration-set events; identity notifications alike). */
const SesEventSchema = z.object({
  eventType: z.string().optional(),
  notificationType: z.string().optional(),
  mail: z.object({ messageId: z.string() }),
  bounce: z
    .object({
      bounceType: z.string(),
      bouncedRecipients: z.array(z.object({ emailAddress: z.string() })),
      timestamp: z.string().optional(),
    })
    .optional(),
  complaint: z
    .object({ complainedRecipients: z.array(z.object({ emailAddress: z.string() })), timestamp: z.string().optional() })
    .optional(),
  delivery: z.object({ recipients: z.array(z.string()), timestamp: z.string().optional() }).optional(),
});
type SesEvent = z.infer<typeof SesEventSchema>;

/**
 * An SQS record whose body is SES's event as it reaches the queue: inside EventBridge's envelope (`detail`, how the
 * stack routes it), inside SNS's (`Message`, a JSON string), or bare (SNS raw delivery).
 */
const MailEventRecordSchema = SqsRecordSchema.extend({
  body: JSONStringified(
    z.union([
      EventBridgeSchema.extend({ detail: SesEventSchema }),
      z.object({ Type: z.literal('Notification'), Message: JSONStringified(SesEventSchema) }),
      SesEventSchema,
    ]),
  ),
});
type MailEventRecord = z.output<typeof MailEventRecordSchema>;

const sesEventOf = (body: MailEventRecord['body']): SesEvent =>
  'detail' in body ? body.detail : 'Message' in body ? body.Message : body;

const processor = new BatchProcessor(EventType.SQS, { parser, schema: MailEventRecordSchema, logger: log });

/**
 * Consumes SES's sending events (brief 5c "Suppression", E7): a permanent bounce or a complaint suppresses the
 * address (the outbox skips it from then on and reports it in `skipped`), and bounces, complaints and deliveries are
 * counted on the outbox message whose batch SES sent (found by SES's message id). Each recipient's event is recorded
 * once, so a redelivered event counts once. Rejects and delivery delays are only logged (counts, no addresses).
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const run = log.forInvocation(context);
  const started = performance.now();
  try {
    return await processPartialResponse(event, (record: MailEventRecord) => recordSesEvent(record, run), processor, {
      context,
    });
  } finally {
    processor.failureMessages.forEach((record, i) => {
      run.error('mail event failed', {
        messageId: (record as SQSRecord).messageId,
        error: processor.errors[i]?.message,
      });
    });
    metrics.publish({
      dimensions: { worker: 'mail-events' },
      counts: { runs: 1, records: event.Records.length, failedRecords: processor.failureMessages.length },
      ms: { duration: performance.now() - started },
    });
  }
}

async function recordSesEvent(record: MailEventRecord, run: Logger): Promise<void> {
  const ses = sesEventOf(record.body);
  const type = ses.eventType ?? ses.notificationType ?? 'unknown';
  const at = new Date().toISOString();
  const outcomes: {
    address: string;
    kind: EmailEvent['kind'];
    detail?: string;
    suppress?: 'bounced' | 'complained';
  }[] = [];
  if (type === 'Bounce' && ses.bounce) {
    const permanent = ses.bounce.bounceType === 'Permanent';
    for (const r of ses.bounce.bouncedRecipients)
      outcomes.push({
        address: r.emailAddress,
        kind: 'bounced',
        detail: ses.bounce.bounceType,
        suppress: permanent ? 'bounced' : undefined,
      });
  } else if (type === 'Complaint' && ses.complaint) {
    for (const r of ses.complaint.complainedRecipients)
      outcomes.push({ address: r.emailAddress, kind: 'complained', suppress: 'complained' });
  } else if (type === 'Delivery' && ses.delivery) {
    for (const address of ses.delivery.recipients) outcomes.push({ address, kind: 'delivered' });
  } else {
    run.info('mail event logged', { type, sesMessageId: ses.mail.messageId });
    return;
  }

  const batch = await batchOfSesMessage(ses.mail.messageId);
  let counted = 0;
  for (const outcome of outcomes) {
    const address = outcome.address.trim().toLowerCase();
    if (outcome.suppress)
      await suppress({ id: address, reason: outcome.suppress, sesMessageId: ses.mail.messageId, at });
    if (
      batch &&
      (await recordEvent({
        id: `${batch.messageId}#${outcome.kind}#${address}`,
        messageId: batch.messageId,
        kind: outcome.kind,
        address,
        detail: outcome.detail,
        at,
      }))
    )
      counted++;
  }
  run.info('mail event recorded', { type, recipients: outcomes.length, counted, ours: batch !== undefined });
}
