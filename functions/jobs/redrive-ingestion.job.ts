import type { Message } from '@aws-sdk/client-sqs';
import type { Context } from 'aws-lambda';
import { sqs } from '../common/aws/sqs.ts';
import { env } from '../common/env.ts';
import { createLogger } from '../common/logger.ts';
import { createMetrics } from '../common/metrics.ts';
import { giveUpOnMessage, MAX_REDRIVES, REDRIVE_COUNT_ATTRIBUTE } from '../domain/ats/ingestion/dead-letter.ts';

const log = createLogger({ service: 'shelfline-redrive' });
const metrics = createMetrics('shelfline-redrive');

/** Upper bound per run so a poisoned flood cannot keep the job (and its bill) running. */
const MAX_MESSAGES_PER_RUN = 1000;

export interface RedriveResult {
  /** Messages sent back to the ingestion queue. */
  moved: number;
  /** Messages given up on after MAX_REDRIVES redrives: their mails recorded as failed, the messages deleted. */
  givenUp: number;
}

/**
 * Daily job (EventBridge Scheduler): gives dead-lettered ingestion messages one more try by moving them
 * back to the ingestion queue, counting the trips in the message's `redriveCount` attribute. A message already
 * redriven MAX_REDRIVES times is not sent round again: its mail is recorded as a CRITICAL_INTERNAL failure and
 * marked failed (dead-letter.ts), and the message deleted. Messages are sent (or recorded) before they are deleted,
 * so a crash between the two duplicates a message (harmless: ingestion is idempotent) rather than losing one.
 */
export async function handler(_event?: unknown, context?: Context): Promise<RedriveResult> {
  const started = performance.now();
  const result: RedriveResult = { moved: 0, givenUp: 0 };
  try {
    await redrive(result);
  } finally {
    metrics.publish({
      dimensions: { job: 'redrive-ingestion' },
      counts: { runs: 1, moved: result.moved, givenUp: result.givenUp },
      ms: { duration: performance.now() - started },
    });
  }
  log.forInvocation(context).info('redrive finished', { ...result });
  return result;
}

const redrivesOf = (message: Message) =>
  Number(message.MessageAttributes?.[REDRIVE_COUNT_ATTRIBUTE]?.StringValue ?? 0) || 0;

async function redrive(result: RedriveResult): Promise<void> {
  const source = env.queueUrl('ingestionDlqUrl');
  const target = env.queueUrl('ingestionQueueUrl');
  const { sdk, client } = await sqs();
  while (result.moved + result.givenUp < MAX_MESSAGES_PER_RUN) {
    const { Messages = [] } = await client.send(
      new sdk.ReceiveMessageCommand({
        QueueUrl: source,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 1,
        VisibilityTimeout: 60,
        MessageAttributeNames: [REDRIVE_COUNT_ATTRIBUTE],
      }),
    );
    if (Messages.length === 0) break;
    const entries = Messages.map((message, i) => ({ Id: String(i), message, redrives: redrivesOf(message) }));
    const giveUp = entries.filter((e) => e.redrives >= MAX_REDRIVES);
    const sendBack = entries.filter((e) => e.redrives < MAX_REDRIVES);
    for (const entry of giveUp) await giveUpOnMessage(entry.message.Body ?? '', entry.redrives);
    const sent =
      sendBack.length === 0
        ? { Successful: [] }
        : await client.send(
            new sdk.SendMessageBatchCommand({
              QueueUrl: target,
              Entries: sendBack.map(({ Id, message, redrives }) => ({
                Id,
                MessageBody: message.Body ?? '',
                MessageAttributes: {
                  [REDRIVE_COUNT_ATTRIBUTE]: { DataType: 'Number', StringValue: String(redrives + 1) },
                },
              })),
            }),
          );
    const sentIds = new Set((sent.Successful ?? []).map((s) => s.Id));
    const done = [...giveUp, ...sendBack.filter((e) => sentIds.has(e.Id))];
    if (done.length > 0)
      await client.send(
        new sdk.DeleteMessageBatchCommand({
          QueueUrl: source,
          Entries: done.map(({ Id, message }) => ({ Id, ReceiptHandle: message.ReceiptHandle ?? '' })),
        }),
      );
    result.givenUp += giveUp.length;
    result.moved += done.length - giveUp.length;
    if (done.length < Messages.length) break;
  }
}
