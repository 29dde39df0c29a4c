import { DeleteMessageBatchCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { FunctionDefinition } from '../../functions/registry.ts';
import { lambdaContext } from './lambda-context.ts';
import { loadFunction } from './local-functions.ts';

/** How long a poller waits after finding its queue empty: four queues polled five times a second when idle. */
const EMPTY_QUEUE_PAUSE_MS = 200;

/**
 * Stands in for Lambda's SQS event source mapping: polls a queue, invokes the handler with a real
 * SQS event, and deletes only the messages the handler did not report as failed (`batchItemFailures`, the
 * partial batch response that ReportBatchItemFailures enables on the event source). Failed ones reappear after their visibility timeout and reach the dead-letter queue after
 * maxReceiveCount receives, as in AWS.
 */
export function startSqsPoller(options: {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  name: string;
  definition: FunctionDefinition;
  log: (entry: Record<string, unknown>) => void;
}): { stop(): Promise<void> } {
  let running = true;
  const loop = (async () => {
    const fn = await loadFunction(options.name, options.definition);
    while (running) {
      try {
        const { Messages = [] } = await options.sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: 10,
            // Lambda's event source answers as soon as a message is there; the emulator's long poll returns early only
            // with a full batch of 10, so a lone message waited out the whole wait (~0.9 s of a résumé's 1.4 s).
            // Short polls with a short pause when empty keep a lone message's wait under EMPTY_QUEUE_PAUSE_MS.
            WaitTimeSeconds: 0,
            MessageSystemAttributeNames: ['All'],
            // The emulator (local-aws-sqs) reads only the older name; without the attributes the record would lack
            // what Lambda's SQS event carries (ApproximateReceiveCount, SentTimestamp, SenderId…) and fail its parse.
            AttributeNames: ['All'],
          }),
        );
        if (Messages.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, EMPTY_QUEUE_PAUSE_MS));
          continue;
        }
        const event: SQSEvent = {
          Records: Messages.map((m) => ({
            messageId: m.MessageId ?? '',
            receiptHandle: m.ReceiptHandle ?? '',
            body: m.Body ?? '',
            attributes: (m.Attributes ?? {}) as SQSEvent['Records'][number]['attributes'],
            messageAttributes: {},
            md5OfBody: m.MD5OfBody ?? '',
            eventSource: 'aws:sqs',
            eventSourceARN: options.queueArn,
            awsRegion: 'ca-central-1',
          })),
        };
        let failed = new Set<string>();
        try {
          const response = (await fn.handler(event, lambdaContext(fn.name))) as SQSBatchResponse | undefined;
          failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (error) {
          // A thrown handler fails the whole batch, as with Lambda.
          options.log({ level: 'error', message: 'sqs handler threw', function: fn.name, error: String(error) });
          failed = new Set(Messages.map((m) => m.MessageId ?? ''));
        }
        const done = Messages.filter((m) => !failed.has(m.MessageId ?? ''));
        if (done.length > 0) {
          await options.sqs.send(
            new DeleteMessageBatchCommand({
              QueueUrl: options.queueUrl,
              Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle ?? '' })),
            }),
          );
        }
      } catch (error) {
        if (!running) break;
        options.log({ level: 'warn', message: 'sqs poll failed', error: String(error) });
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}
