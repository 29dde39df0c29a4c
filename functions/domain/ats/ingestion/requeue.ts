import { sqs } from '../../../common/aws/sqs.ts';
import { env } from '../../../common/env.ts';
import { objectCreatedBody } from './s3-notification.ts';

/*
 * Sends a stored mail through the pipeline again (an admin's retry, brief A5): the ingestion queue gets the message
 * S3 would send for the object, so the worker takes it exactly as it takes new mail (the claim decides whether it runs).
 */

/** Queues the mail at `bucket`/`key` for the ingestion worker. */
export async function requeueMail(mail: { bucket: string; key: string; size: number }): Promise<void> {
  const { sdk, client } = await sqs();
  await client.send(
    new sdk.SendMessageCommand({
      QueueUrl: env.queueUrl('ingestionQueueUrl'),
      MessageBody: objectCreatedBody(mail.bucket, mail.key, mail.size, { source: 'retry' }),
    }),
  );
}
