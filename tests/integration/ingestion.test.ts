import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/common/aws/dynamo.ts';
import { objectCreatedBody } from '../../functions/domain/ats/ingestion/s3-notification.ts';
import { handler as redrive } from '../../functions/jobs/redrive-ingestion.job.ts';
import { need, s3, sqs } from '../fixtures/mail/inbox-clients.ts';

/** What S3 sends to the queue when SES stores an e-mail in the inbox bucket (the local SMTP listener's builder). */
const s3Notification = (bucket: string, key: string) => objectCreatedBody(bucket, key, 10);

async function inboundMail(bucket: string, key: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: need('TABLE_NAME'), Key: { pk: `INBOUNDMAIL#${bucket}/${key}`, sk: 'MAIL' } }),
    );
    if (Item && Item.status !== 'processing') return Item;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

describe('resume ingestion: S3 → SQS → worker, run by the local runner', () => {
  it('records an e-mail stored in the inbox bucket, delivered as a real SQS event', async () => {
    const bucket = need('INBOX_BUCKET');
    const key = `incoming/test-${Date.now()}.eml`;
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: 'From: a@b.c\r\nSubject: CV\r\n\r\nHello',
        ContentType: 'message/rfc822',
      }),
    );
    await sqs.send(
      new SendMessageCommand({ QueueUrl: need('INGESTION_QUEUE_URL'), MessageBody: s3Notification(bucket, key) }),
    );
    const item = await inboundMail(bucket, key);
    // Routed to no posting: the pipeline records the failure and acknowledges the mail (ats-ingestion.test.ts).
    expect(item).toMatchObject({ type: 'inboundMail', key, status: 'rejected', errorCode: 'ERROR_POSTING_NOT_FOUND' });
  });

  it('keeps a failing message on the queue (partial batch failure) while the good ones go through', async () => {
    const bucket = need('INBOX_BUCKET');
    const goodKey = `incoming/good-${Date.now()}.eml`;
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: goodKey, Body: 'ok' }));
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: need('INGESTION_QUEUE_URL'),
        MessageBody: s3Notification(bucket, 'incoming/missing-object.eml'),
      }),
    );
    await sqs.send(
      new SendMessageCommand({ QueueUrl: need('INGESTION_QUEUE_URL'), MessageBody: s3Notification(bucket, goodKey) }),
    );
    expect(await inboundMail(bucket, goodKey)).toBeDefined();
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: need('INGESTION_QUEUE_URL'),
        AttributeNames: ['ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    // The failed message was not deleted: it is in flight until its visibility timeout ends.
    expect(Number(Attributes?.ApproximateNumberOfMessagesNotVisible)).toBeGreaterThanOrEqual(1);
  });

  it('the daily redrive job moves dead-lettered messages back, and they are then processed', async () => {
    const bucket = need('INBOX_BUCKET');
    const key = `incoming/redriven-${Date.now()}.eml`;
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'late' }));
    await sqs.send(
      new SendMessageCommand({ QueueUrl: need('INGESTION_DLQ_URL'), MessageBody: s3Notification(bucket, key) }),
    );
    const { moved } = await redrive();
    expect(moved).toBeGreaterThanOrEqual(1);
    expect(await inboundMail(bucket, key)).toBeDefined();
  });
});
