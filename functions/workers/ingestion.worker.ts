import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { documentClient } from '../common/aws/dynamo.ts';
import { s3 } from '../common/aws/s3.ts';
import { env } from '../common/env.ts';
import { createLogger } from '../common/logger.ts';

const log = createLogger({ service: 'shelfline-ingestion' });

/** The part of an S3 event notification we read; S3 also sends an `s3:TestEvent` we acknowledge and drop. */
const S3NotificationSchema = z.object({
  Records: z
    .array(
      z.object({ s3: z.object({ bucket: z.object({ name: z.string() }), object: z.object({ key: z.string() }) }) }),
    )
    .optional(),
  Event: z.string().optional(),
});

/**
 * Consumes the ingestion queue: each message is S3's notification that SES stored an e-mail (with a
 * résumé attached) in the inbox bucket. Every received e-mail is recorded as an inbound-mail item the
 * recruiting screens list and process; recording is idempotent (keyed by the object key), so a redelivered
 * message does no harm. Failed records are reported one by one (partial batch failure), so one bad
 * message neither blocks nor repeats the others.
 *
 * | access pattern            | index | key                                      |
 * |---------------------------|-------|------------------------------------------|
 * | inbound mail by object key| table | `INBOUNDMAIL#<bucket>/<key>` / `MAIL`     |
 * | inbound mail by day       | gsi1  | `INBOUNDMAIL#<yyyy-mm-dd>` / `<time>#<key>`|
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchItemFailure[] = [];
  for (const record of event.Records) {
    try {
      await recordMessage(record.body);
    } catch (error) {
      log.error('ingestion failed', {
        messageId: record.messageId,
        error: error instanceof Error ? error.message : String(error),
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

async function recordMessage(body: string): Promise<void> {
  const notification = S3NotificationSchema.parse(JSON.parse(body));
  if (notification.Event === 's3:TestEvent') return;
  const { sdk, client } = await s3();
  for (const { s3: stored } of notification.Records ?? []) {
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
