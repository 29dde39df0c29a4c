import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * One module per AWS client, so a function's bundle (and its cold start) carries only the SDK clients it imports:
 * one module for all five made every function load Cognito, S3, SES and SQS too (init 260-366 ms against ~130 ms).
 * Clients are created once per container, outside the handlers: the first call of a fresh client costs ~30 ms,
 * later ones ~5 ms (docs/performance.md#lambda-cold-start).
 */
let dynamo: DynamoDBDocumentClient | undefined;

export function documentClient(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return dynamo;
}
