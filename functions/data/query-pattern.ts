import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../common/aws/dynamo.ts';
import { env } from '../common/env.ts';
import { type KeyQuery, type PatternArgs, type Patterns, patternQuery } from './entity.ts';

/**
 * The one way the data layer runs a Query: a named access pattern of an entity file (or a key condition the kit
 * builds), plus what the caller adds (filter, projection, limit, order, consistency, start key).
 */
export type QueryOptions = Omit<QueryCommandInput, 'TableName' | 'IndexName' | 'KeyConditionExpression'>;

function input(key: KeyQuery, options: QueryOptions): QueryCommandInput {
  return {
    TableName: env.tableName,
    ...options,
    IndexName: key.IndexName,
    KeyConditionExpression: key.KeyConditionExpression,
    ExpressionAttributeNames: { ...key.ExpressionAttributeNames, ...options.ExpressionAttributeNames },
    ExpressionAttributeValues: { ...key.ExpressionAttributeValues, ...options.ExpressionAttributeValues },
  };
}

/** One page of a Query. */
export function queryKeyPage(key: KeyQuery, options: QueryOptions = {}): Promise<QueryCommandOutput> {
  return documentClient().send(new QueryCommand(input(key, options)));
}

/**
 * Every item of a Query, page after page: a partition read whole (a worker's records, the worker directory) can pass
 * DynamoDB's 1 MB page, so stopping after the first page would silently drop items.
 */
export async function* queryKey(key: KeyQuery, options: QueryOptions = {}): AsyncGenerator<Record<string, unknown>> {
  let ExclusiveStartKey = options.ExclusiveStartKey;
  do {
    const page = await queryKeyPage(key, { ...options, ExclusiveStartKey });
    yield* page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** Every item of pattern `name` for `args` (see `queryKey`). */
export function queryPattern<P extends Patterns, K extends keyof P & string>(
  patterns: P,
  name: K,
  args: PatternArgs<P, K>,
  options: QueryOptions = {},
): AsyncGenerator<Record<string, unknown>> {
  return queryKey(patternQuery(patterns, name, args), options);
}

/** One page of pattern `name` for `args`. */
export function queryPatternPage<P extends Patterns, K extends keyof P & string>(
  patterns: P,
  name: K,
  args: PatternArgs<P, K>,
  options: QueryOptions = {},
): Promise<QueryCommandOutput> {
  return queryKeyPage(patternQuery(patterns, name, args), options);
}

/** How many items pattern `name` holds for `args`: a COUNT Query, page after page (nothing is read back). */
export async function countPattern<P extends Patterns, K extends keyof P & string>(
  patterns: P,
  name: K,
  args: PatternArgs<P, K>,
): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryPatternPage(patterns, name, args, { Select: 'COUNT', ExclusiveStartKey: start });
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}
