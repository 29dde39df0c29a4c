import { lazyClient } from './lazy-client.ts';

/** Created once per container, imported on first use (lazy-client.ts). */
export const sqs = lazyClient(
  () => import('@aws-sdk/client-sqs'),
  (sdk) => new sdk.SQSClient({}),
);
