import type { Context } from 'aws-lambda';
import { sqs } from '../common/aws/sqs.ts';
import { env } from '../common/env.ts';
import { createLogger } from '../common/logger.ts';
import { createMetrics } from '../common/metrics.ts';

const log = createLogger({ service: 'shelfline-redrive' });
const metrics = createMetrics('shelfline-redrive');

/** Upper bound per run so a poisoned flood cannot keep the job (and its bill) running. */
const MAX_MESSAGES_PER_RUN = 1000;

/**
 * Daily job (EventBridge Scheduler): gives dead-lettered ingestion messages one more try by moving them
 * back to the ingestion queue. Messages are sent before they are deleted, so a crash between the two
 * duplicates a message (harmless: ingestion is idempotent) rather than losing one.
 */
export async function handler(_event?: unknown, context?: Context): Promise<{ moved: number }> {
  const started = performance.now();
  let moved = 0;
  try {
    moved = await redrive();
  } finally {
    metrics.publish({
      dimensions: { job: 'redrive-ingestion' },
      counts: { runs: 1, moved },
      ms: { duration: performance.now() - started },
    });
  }
  log.forInvocation(context).info('redrive finished', { moved });
  return { moved };
}

async function redrive(): Promise<number> {
  const source = env.queueUrl('ingestionDlqUrl');
  const target = env.queueUrl('ingestionQueueUrl');
  const { sdk, client } = await sqs();
  let moved = 0;
  while (moved < MAX_MESSAGES_PER_RUN) {
    const { Messages = [] } = await client.send(
      new sdk.ReceiveMessageCommand({
        QueueUrl: source,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 1,
        VisibilityTimeout: 60,
      }),
    );
    if (Messages.length === 0) break;
    const sent = await client.send(
      new sdk.SendMessageBatchCommand({
        QueueUrl: target,
        Entries: Messages.map((m, i) => ({ Id: String(i), MessageBody: m.Body ?? '' })),
      }),
    );
    const sentIds = new Set((sent.Successful ?? []).map((s) => s.Id));
    const toDelete = Messages.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle ?? '' })).filter((m) =>
      sentIds.has(m.Id),
    );
    if (toDelete.length > 0)
      await client.send(new sdk.DeleteMessageBatchCommand({ QueueUrl: source, Entries: toDelete }));
    moved += toDelete.length;
    if (toDelete.length < Messages.length) break;
  }
  return moved;
}
