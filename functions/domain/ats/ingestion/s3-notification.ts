import { randomUUID } from 'node:crypto';

/*
 * The message S3 sends the ingestion queue when a mail lands in the inbox bucket. The local SMTP listener sends it for
 * each mail it stores (as S3 would in AWS), and an admin's retry sends it again for a stored mail (brief A5): the
 * worker cannot tell them apart, which is the point.
 */

/** S3's key encoding in event notifications: URL-encoded, a space as `+` (the worker decodes it back). */
const notificationKey = (key: string) => encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');

/** Who sends the notification: S3's configuration id for the inbox's rule, or `retry` for an admin's retry. */
export type NotificationSource = 'inbox' | 'retry';

/** The body of S3's ObjectCreated notification for one inbox object (the shape the worker's schema parses). */
export function objectCreatedBody(
  bucket: string,
  key: string,
  size: number,
  { at = new Date(), source = 'inbox' }: { at?: Date; source?: NotificationSource } = {},
): string {
  const record = {
    eventVersion: '2.1',
    eventSource: 'aws:s3',
    awsRegion: process.env.AWS_REGION ?? 'ca-central-1',
    eventTime: at.toISOString(),
    eventName: 'ObjectCreated:Put',
    userIdentity: { principalId: source === 'retry' ? 'shelfline-retry' : 'AWS:AROAEXAMPLE' },
    requestParameters: { sourceIPAddress: source === 'retry' ? '127.0.0.1' : 's3.amazonaws.com' },
    responseElements: { 'x-amz-request-id': randomUUID(), 'x-amz-id-2': randomUUID() },
    s3: {
      s3SchemaVersion: '1.0',
      configurationId: source,
      bucket: { name: bucket, ownerIdentity: { principalId: 'shelfline' }, arn: `arn:aws:s3:::${bucket}` },
      object: { key: notificationKey(key), size },
    },
  };
  return JSON.stringify({ Records: [record] });
}
