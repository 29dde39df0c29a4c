import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { parser } from '@aws-lambda-powertools/batch/parser';
import { JSONStringified } from '@aws-lambda-powertools/parser/helpers';
import { S3Schema } from '@aws-lambda-powertools/parser/schemas/s3';
import { SqsRecordSchema } from '@aws-lambda-powertools/parser/schemas/sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { createLogger, type Logger } from '../common/logger.ts';
import { createMetrics } from '../common/metrics.ts';
import { type MailOutcome, processMail } from '../domain/ats/ingestion/process-mail.ts';
import { ENV } from '../registry.ts';

const log = createLogger({ service: 'shelfline-ingestion' });
const metrics = createMetrics('shelfline-ingestion');

/** The message S3 sends once when a notification is configured: acknowledged and dropped. */
const S3TestEventSchema = z.object({ Service: z.literal('Amazon S3'), Event: z.literal('s3:TestEvent') });

/** An SQS record whose body is S3's event notification (Powertools' schemas), or S3's test event. */
const IngestionRecordSchema = SqsRecordSchema.extend({
  body: JSONStringified(z.union([S3Schema, S3TestEventSchema])),
});
type IngestionRecord = z.output<typeof IngestionRecordSchema>;

const processor = new BatchProcessor(EventType.SQS, { parser, schema: IngestionRecordSchema, logger: log });

/** Records processed at once (brief §6g.13): résumé extraction is CPU- and memory-heavy. */
export const INGESTION_CONCURRENCY = 3;
/** A record is not started with less time than this left: it is reported as failed and redelivered instead. */
export const MIN_REMAINING_MS = 20_000;

/**
 * Consumes the ingestion queue: each message is S3's notification that SES stored an e-mail in the inbox bucket.
 * Each mail goes through the mailbox pipeline (functions/domain/ats/ingestion/process-mail.ts): it becomes an
 * applicant or a recorded failure, both acknowledged; only infrastructure errors fail the record, which Powertools
 * Batch reports alone (partial batch failure), so SQS retries it and, after its retries, dead-letters it (redriven
 * daily). Records run three at a time, and none is started with less than 20 s left, so one slow résumé never times
 * out the whole batch (which would redeliver all ten).
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const run = log.forInvocation(context);
  const started = performance.now();
  const outcomes: MailOutcome[] = [];
  const slots = semaphore(INGESTION_CONCURRENCY);
  try {
    return await processPartialResponse(
      event,
      (record: IngestionRecord) =>
        slots(async () => {
          if (context.getRemainingTimeInMillis() < MIN_REMAINING_MS)
            throw new Error('Not started: too little time left in this invocation.');
          outcomes.push(...(await processRecord(record, run)));
        }),
      processor,
      { context },
    );
  } finally {
    processor.failureMessages.forEach((record, i) => {
      run.error('ingestion failed', {
        messageId: (record as SQSRecord).messageId,
        error: processor.errors[i]?.message,
      });
    });
    metrics.publish({
      dimensions: { worker: 'ingestion' },
      counts: {
        runs: 1,
        records: event.Records.length,
        failedRecords: processor.failureMessages.length,
        applicants: outcomes.filter((o) => o === 'done').length,
        rejected: outcomes.filter((o) => o === 'rejected' || o === 'duplicate').length,
      },
      ms: { duration: performance.now() - started },
    });
  }
}

async function processRecord(record: IngestionRecord, log: Logger): Promise<MailOutcome[]> {
  const notification = record.body;
  if (!('Records' in notification)) return [];
  const outcomes: MailOutcome[] = [];
  for (const { s3: stored, eventTime } of notification.Records) {
    const key = decodeURIComponent(stored.object.key.replace(/\+/g, ' '));
    const object = {
      bucket: stored.bucket.name,
      key,
      size: stored.object.size ?? 0,
      receivedAt: new Date(eventTime).toISOString(),
    };
    outcomes.push(await processMail(object, process.env[ENV.inboundDomain], log));
  }
  return outcomes;
}

/** Runs at most `limit` of the given tasks at once, the others waiting their turn in order. */
function semaphore(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
