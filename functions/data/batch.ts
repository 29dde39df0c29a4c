import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../common/aws/dynamo.ts';
import { env } from '../common/env.ts';
import type { Keys } from './entity.ts';

/*
 * The one batch helper of the data layer: BatchWriteItem (25 requests a call) and BatchGetItem (100 keys a call), in
 * lanes, each retrying what DynamoDB leaves unprocessed under ONE policy: exponential backoff with full jitter
 * (a random wait in 0..min(cap, base × 2^attempt)), so throttled writers spread out instead of retrying in step,
 * giving up with a clear error after a fixed number of attempts rather than looping for ever.
 */

export interface RetryPolicy {
  /** Calls at most, the first one included. */
  attempts: number;
  baseMs: number;
  capMs: number;
}

export const RETRY_POLICY: RetryPolicy = { attempts: 10, baseMs: 50, capMs: 1000 };

export type Sleep = (ms: number) => Promise<void>;

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before retry `attempt` (0 for the first retry): full jitter under the capped exponential. */
export function backoffDelay(attempt: number, random: () => number = Math.random, policy = RETRY_POLICY): number {
  return random() * Math.min(policy.capMs, policy.baseMs * 2 ** attempt);
}

export interface RetryDeps {
  sleep?: Sleep;
  random?: () => number;
  policy?: RetryPolicy;
}

/**
 * Sends `pending` and then what each call answers as unprocessed, waiting `backoffDelay` between calls; throws
 * after `policy.attempts` calls that still left some (`what` names them in the message).
 */
export async function retryUnprocessed<R>(
  pending: readonly R[],
  send: (pending: readonly R[]) => Promise<readonly R[]>,
  what: string,
  { sleep: wait = sleep, random = Math.random, policy = RETRY_POLICY }: RetryDeps = {},
): Promise<void> {
  let left = pending;
  for (let attempt = 0; left.length > 0; attempt++) {
    left = await send(left);
    if (left.length === 0) return;
    if (attempt + 1 >= policy.attempts) {
      throw new Error(`DynamoDB left ${left.length} ${what} unprocessed after ${policy.attempts} attempts.`);
    }
    await wait(backoffDelay(attempt, random, policy));
  }
}

/**
 * Runs `work` over `items`, `lanes` at a time. On a failure the lanes stop taking items, and it waits for the
 * ones in flight before rethrowing: when it throws, nothing of it is still writing (an undo may follow safely).
 */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(lanes, items.length) }, lane));
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejected) throw rejected.reason;
}

export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Keys } };

const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
};

/** Writes the requests 25 a call, `lanes` calls in flight (1: in order). */
export async function batchWrite(requests: readonly WriteRequest[], { lanes = 1 }: { lanes?: number } = {}) {
  const table = env.tableName;
  await inLanes(chunksOf(requests, 25), lanes, (chunk) =>
    retryUnprocessed(
      chunk,
      async (pending) => {
        const result = await documentClient().send(
          new BatchWriteCommand({ RequestItems: { [table]: pending as WriteRequest[] } }),
        );
        return (result.UnprocessedItems?.[table] ?? []) as WriteRequest[];
      },
      'writes',
    ),
  );
}

/** Puts whole items (no conditions): loads of checked data, new ids. */
export const putItems = (items: readonly Record<string, unknown>[], options?: { lanes?: number }) =>
  batchWrite(
    items.map((Item) => ({ PutRequest: { Item } })),
    options,
  );

/** Deletes keys; deleting a key that is not there is a no-op. */
export const deleteItems = (keys: readonly Keys[], options?: { lanes?: number }) =>
  batchWrite(
    keys.map((Key) => ({ DeleteRequest: { Key } })),
    options,
  );

/**
 * The items of `keys` (100 a call, `lanes` calls in flight), handed to `onItem` as they arrive, in no particular
 * order; missing keys are simply not handed. `fields`: only these attributes are read.
 */
export async function batchGet(
  keys: readonly Keys[],
  onItem: (item: Record<string, unknown>) => void,
  { lanes = 1, fields }: { lanes?: number; fields?: readonly string[] } = {},
): Promise<void> {
  const table = env.tableName;
  const projection = fields
    ? {
        ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(fields.map((name, i) => [`#f${i}`, name])),
      }
    : {};
  await inLanes(chunksOf(keys, 100), lanes, (chunk) =>
    retryUnprocessed(
      chunk as unknown as readonly Record<string, unknown>[],
      async (pending) => {
        const result = await documentClient().send(
          new BatchGetCommand({ RequestItems: { [table]: { Keys: [...pending], ...projection } } }),
        );
        for (const item of result.Responses?.[table] ?? []) onItem(item);
        return (result.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
      },
      'reads',
    ),
  );
}
