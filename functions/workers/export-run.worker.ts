import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { parser } from '@aws-lambda-powertools/batch/parser';
import { JSONStringified } from '@aws-lambda-powertools/parser/helpers';
import { SqsRecordSchema } from '@aws-lambda-powertools/parser/schemas/sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { sqs } from '../common/aws/sqs.ts';
import { env } from '../common/env.ts';
import { createLogger, type Logger } from '../common/logger.ts';
import { createMetrics } from '../common/metrics.ts';
import { runExportAttempt } from '../domain/export-schedules/run-export.ts';

const log = createLogger({ service: 'shelfline-export-runs' });
const metrics = createMetrics('shelfline-export-runs');

const ExportRunRecordSchema = SqsRecordSchema.extend({
  body: JSONStringified(z.object({ scheduleId: z.number().int().positive(), runId: z.string().min(1) })),
});
type ExportRunRecord = z.output<typeof ExportRunRecordSchema>;

const processor = new BatchProcessor(EventType.SQS, { parser, schema: ExportRunRecordSchema, logger: log });

/** Thrown to report a record as failed (partial batch response) so that SQS hands it back after its backoff. */
class RetryLater extends Error {}

/**
 * Consumes the export runs queue (one message `{ scheduleId, runId }` per run, functions/domain/export-schedules/
 * dispatch.ts); AWS hands it one message at a time, two workers at most. Each message is one attempt
 * (run-export.ts): a duplicate is acknowledged without doing anything; a failed attempt that may be retried puts
 * its message back with a backoff (ChangeMessageVisibility: about 2, then 10 minutes) and reports it as a batch item
 * failure; the last attempt's failure is recorded, the admins told, and the message acknowledged.
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const run = log.forInvocation(context);
  const started = performance.now();
  try {
    return await processPartialResponse(event, (record: ExportRunRecord) => attempt(record, event, run), processor, {
      context,
      processInParallel: false,
      // One message per invocation in AWS: a retry is a planned batch item failure, not an invocation error.
      throwOnFullBatchFailure: false,
    });
  } finally {
    metrics.publish({
      dimensions: { worker: 'export-runs' },
      counts: { runs: 1, records: event.Records.length, failedRecords: processor.failureMessages.length },
      ms: { duration: performance.now() - started },
    });
  }
}

async function attempt(record: ExportRunRecord, event: SQSEvent, run: Logger): Promise<void> {
  const { scheduleId, runId } = record.body;
  const result = await runExportAttempt(scheduleId, runId, run);
  if (result.outcome !== 'retry') return;
  await backOff(
    event.Records.find((r) => r.messageId === record.messageId),
    result.delaySeconds,
    run,
  );
  throw new RetryLater(`Run ${runId} of schedule ${scheduleId} will be retried: ${result.error}`);
}

/**
 * Keeps the message out of sight for `seconds` (from now) before SQS hands it out again. Best effort: without it the
 * queue's own visibility timeout applies, which only delays the retry (and a record handed to the handler by a test
 * has no receipt SQS knows).
 */
async function backOff(record: SQSRecord | undefined, seconds: number, run: Logger): Promise<void> {
  if (!record) return;
  try {
    const { sdk, client } = await sqs();
    await client.send(
      new sdk.ChangeMessageVisibilityCommand({
        QueueUrl: env.queueUrl('exportRunsQueueUrl'),
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: seconds,
      }),
    );
  } catch (error) {
    run.warn('export run retry: visibility not changed', { messageId: record.messageId, error: String(error) });
  }
}
