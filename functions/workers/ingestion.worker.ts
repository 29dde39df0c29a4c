import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { parser } from '@aws-lambda-powertools/batch/parser';
import { JSONStringified } from '@aws-lambda-powertools/parser/helpers';
import { S3Schema } from '@aws-lambda-powertools/parser/schemas/s3';
import { SqsRecordSchema } from '@aws-lambda-powertools/parser/schemas/sqs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { documentClient } from '../common/aws/dynamo.ts';
import { s3 } from '../common/aws/s3.ts';
import { env } from '../common/env.ts';
import { createLogger, type Logger } from '../common/logger.ts';
import { createMetrics } from '../common/metrics.ts';

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

/**
 * Consumes the ingestion queue: each message is S3's notification that SES stored an e-mail (with a
 * résumé attached) in the inbox bucket. Every received e-mail is recorded as an inbound-mail item the
 * recruiting screens list and process; recording is idempotent (keyed by the object key), so a redelivered
 * message does no harm. Powertools Batch reports failed records one by one (partial batch failure, with
 * ReportBatchItemFailures on the event source), so one bad message neither blocks nor repeats the others; a
 * message that is not an S3 notification fails its parse and goes, after its retries, to the dead-letter queue.
 *
 * | access pattern            | index | key                                      |
 * |---------------------------|-------|------------------------------------------|
 * | inbound mail by object key| table | `INBOUNDMAIL#<bucket>/<key>` / `MAIL`     |
 * | inbound mail by day       | gsi1  | `INBOUNDMAIL#<yyyy-mm-dd>` / `<time>#<key>`|
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const run = log.forInvocation(context);
  const started = performance.now();
  try {
    return await processPartialResponse(event, (record: IngestionRecord) => recordMessage(record, run), processor, {
      context,
    });
  } finally {
    processor.failureMessages.forEach((record, i) => {
      run.error('ingestion failed', {
        messageId: (record as SQSRecord).messageId,
        error: processor.errors[i]?.message,
      });
    });
    metrics.publish({
      dimensions: { worker: 'ingestion' },
      counts: { runs: 1, records: event.Records.length, failedRecords: processor.failureMessages.length },
      ms: { duration: performance.now() - started },
    });
  }
}

async function recordMessage(record: IngestionRecord, log: Logger): Promise<void> {
  const notification = record.body;
  if (!('Records' in notification)) return;
  const { sdk, client } = await s3();
  for (const { s3: stored } of notification.Records) {
    const key = decodeURIComponent(stored.object.key.replace(/\+/g, ' '));
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: stored.bucket.name, Key: key }));
    const receivedAt = (head.LastModified ?? new Date()).toISOString();
    await documentClient().send(
      new PutCommand({
        TableName: env.tableName,
        Item: {
          pk: `INBOUNDMAIL#${stored.bucket.name}/${key}`,
          sk: 'MAIL',
          type: 'inboundMail',
          gsi1pk: `INBOUNDMAIL#${receivedAt.slice(0, 10)}`,
          gsi1sk: `${receivedAt}#${key}`,
          bucket: stored.bucket.name,
          key,
          size: head.ContentLength ?? 0,
          contentType: head.ContentType,
          receivedAt,
          status: 'received',
        },
      }),
    );
    log.info('inbound mail recorded', { key, size: head.ContentLength });
  }
}
