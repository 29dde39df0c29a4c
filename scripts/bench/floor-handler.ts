/**
 * The floor of a Lambda's cold start (scripts/bench/bundles.ts): what every API family needs before any product
 * code — middy, zod (namespace import, docs/performance.md#lambda-cold-start) and the DynamoDB document client, created at module scope as
 * the functions do. Each family's init is reported as a ratio to this bundle's, measured in the same run.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import middy from '@middy/core';
import * as z from 'zod';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const Params = z.object({ id: z.coerce.number().int() });

export const handler = middy(async (event: { pathParameters?: Record<string, string> }) => {
  const { id } = Params.parse(event.pathParameters ?? {});
  const { Item } = await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: id, sk: id } }));
  return { statusCode: 200, body: JSON.stringify(Item ?? null) };
});
