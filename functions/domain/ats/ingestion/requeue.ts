import { randomUUID } from 'node:crypto';
import { sqs } from '../../../common/aws/sqs.ts';
import { env } from '../../../common/env.ts';

/*
 * Sends a stored mail through the pipeline again (an admin's retry, brief A5): the ingestion queue gets the message
 * S3 would send for the object, so the worker takes it exactly as it takes new mail (the claim decides whether it runs).
 */

/** S3's key encoding in event notifications: URL-encoded, a space as `+` (the worker decodes it back). */
const notificationKey = (key: string) => encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');

/** The body of S3's ObjectCreated notification for one inbox object (the shape the worker's schema parses). */
export function objectCreatedBody(bucket: string, key: string, size: number, at = new Date()): string {
  const record = {
    eventVersion: '2.1',
    eventSource: 'aws:s3',
    awsRegion: process.env.AWS_REGION ?? 'ca-central-1',
    eventTime: at.toISOString(),
    eventName: 'ObjectCreated:Put',
    userIdentity: { principalId: 'shelfline-retry' },
    requestParameters: { sourceIPAddress: '127.0.0.1' },
    responseElements: { 'x-amz-request-id': randomUUID(), 'x-amz-id-2': randomUUID() },
    s3: {
      s3SchemaVersion: '1.0',
      configurationId: 'retry',
      bucket: { name: bucket, ownerIdentity: { principalId: 'shelfline' }, arn: `arn:aws:s3:::${bucket}` },
      object: { key: notificationKey(key), size },
    },
  };
  return JSON.stringify({ Records: [record] });
}

/** Queues the mail at `bucket`/`key` for the ingestion worker. */
export async function requeueMail(mail: { bucket: string; key: string; size: number }): Promise<void> {
  const { sdk, client } = await sqs();
  await client.send(
    new sdk.SendMessageCommand({
      QueueUrl: env.queueUrl('ingestionQueueUrl'),
      MessageBody: objectCreatedBody(mail.bucket, mail.key, mail.size),
    }),
  );
}
