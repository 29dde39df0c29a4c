import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dataRegion } from './regions.ts';

/*
 * One module per AWS client, so a function's bundle (and its cold start) carries only the SDK clients it imports:
 * one module for all five made every function load Cognito, S3, SES and SQS too (init 260-366 ms against ~130 ms).
 * Clients are created once per container, outside the handlers: the first call of a fresh client costs ~30 ms,
 * later ones ~5 ms (docs/performance.md#lambda-cold-start).
 */
let dynamo: DynamoDBDocumentClient | undefined;

/** The table's client: in DATA_REGION when the function runs in a mail region of its own (regions.ts). */
export function documentClient(): DynamoDBDocumentClient {
  const region = dataRegion();
  dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient(region ? { region } : {}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return dynamo;
}
