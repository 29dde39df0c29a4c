import { SQSClient } from '@aws-sdk/client-sqs';

/** Created once per container (see dynamo.ts for why each client has its own module). */
let sqs: SQSClient | undefined;

export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({});
  return sqs;
}
