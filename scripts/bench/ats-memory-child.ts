import { randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { objectCreatedBody } from '../../functions/domain/ats/ingestion/s3-notification.ts';
import { INGESTION_WORKER } from '../../functions/registry.ts';
import { handler } from '../../functions/workers/ingestion.worker.ts';
import { lambdaContext } from '../local/lambda-context.ts';
import type { InboxObject } from './ats-mail.ts';

/*
 * The ingestion worker's memory, in a process of its own (scripts/bench/ats-memory.ts starts it): the worker's
 * handler is called with each batch of stored mails as Lambda's SQS event source would call it, while RSS (the
 * process with its extraction threads) and the main heap are sampled every 5 ms. Prints one JSON line.
 */
const { batches } = JSON.parse(process.argv[2] ?? '{}') as { batches: InboxObject[][] };
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

// Loaded before the start is taken, as a warm Lambda has its modules loaded.
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
gc();
const start = process.memoryUsage();
let peakRss = start.rss;
let peakHeap = start.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 5);
const started = performance.now();
let failures = 0;
for (const batch of batches) {
  const response = (await handler(sqsEvent(batch), workerContext())) as SQSBatchResponse;
  failures += response.batchItemFailures.length;
}
const ms = Math.round(performance.now() - started);
clearInterval(sampler);
gc();
const end = process.memoryUsage();
console.log(
  JSON.stringify({
    mails: batches.flat().length,
    failures,
    ms,
    startRssMb: mb(start.rss),
    peakRssMb: mb(peakRss),
    endRssMb: mb(end.rss),
    startHeapMb: mb(start.heapUsed),
    peakHeapMb: mb(peakHeap),
    endHeapMb: mb(end.heapUsed),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
process.exit(0);

function sqsEvent(objects: InboxObject[]): SQSEvent {
  return {
    Records: objects.map((object) => ({
      messageId: randomUUID(),
      receiptHandle: randomUUID(),
      body: objectCreatedBody(object.bucket, object.key, object.size),
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(Date.now()),
        SenderId: 'AIDAEXAMPLE',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:ca-central-1:000000000000:ingestion',
      awsRegion: 'ca-central-1',
    })),
  };
}

/** The worker's Lambda context with its own timeout (120 s), so no record is turned away for lack of time. */
function workerContext(): Context {
  const deadline = Date.now() + (INGESTION_WORKER.timeoutSeconds ?? 120) * 1000;
  return {
    ...lambdaContext('shelfline-ingestion-worker'),
    memoryLimitInMB: String(INGESTION_WORKER.memoryMb ?? 2048),
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
}
