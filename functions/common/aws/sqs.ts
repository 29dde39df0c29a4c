import { lazyClient } from './lazy-client.ts';
import { routedByRegion } from './regions.ts';

/**
 * Created once per container, imported on first use (lazy-client.ts). With a mail region of its own, a request goes
 * to the region of its queue (regions.ts): the ingestion queues in the mail region, the others in the main one.
 */
export const sqs = lazyClient(
  () => import('@aws-sdk/client-sqs'),
  (sdk) => routedByRegion((region) => new sdk.SQSClient(region ? { region } : {})),
);
