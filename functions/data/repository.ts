import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../common/aws/dynamo.ts';
import { env } from '../common/env.ts';
import { ConflictError, NotFoundError } from '../common/http-errors.ts';
import { putItems } from './batch.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { counterKey } from './entities/counter.entity.ts';
import { uniqueMarkerItem } from './entities/unique-marker.entity.ts';
import {
  type Audit,
  type EntityDefinition,
  fromItem,
  nextAudit,
  type PatternArgs,
  type Patterns,
  patternQuery,
  toItem,
  uniqueKey,
} from './entity.ts';
import { queryKeyPage } from './query-pattern.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface Page<T> {
  items: T[];
  cursor?: string;
}

/**
 * Generic storage operations for one entity. Entity repositories wrap these in intent-named functions
 * (`findByLoginCode`, `listByRetailer`) that take and return contract types.
 *
 * Uniqueness is enforced atomically: the record and one marker item per unique field are written in a
 * single transaction conditioned on the marker not existing, never by a read-then-write.
 */
export function createRepository<T extends { id: number | string }, P extends Patterns = Record<never, never>>(
  entity: EntityDefinition<T>,
  patterns: P = {} as P,
) {
  const table = () => env.tableName;

  async function get(id: T['id']): Promise<(T & Audit) | undefined> {
    const { Item } = await documentClient().send(new GetCommand({ TableName: table(), Key: entity.key(id) }));
    return Item ? fromItem<T>(Item) : undefined;
  }

  async function getOrThrow(id: T['id'], what = entity.name): Promise<T & Audit> {
    const found = await get(id);
    if (!found) throw new NotFoundError(`${capitalise(what)} ${id} was not found.`);
    return found;
  }

  /**
   * `alsoWrite`: items written in the same transaction (e.g. a worker's `PRIVATE` item, their directory card).
   * When one of them is refused by its own condition, the TransactionCanceledException is rethrown as it is.
   */
  async function create(record: T, by: string, alsoWrite: readonly TransactItem[] = []): Promise<T & Audit> {
    const now = new Date().toISOString();
    const audit: Audit = { version: 1, createdAt: now, createdBy: by, modifiedAt: now, modifiedBy: by };
    const item = toItem(entity, record, audit);
    const items: TransactItem[] = [
      { Put: { TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...uniqueMarkers(record).map((keys) => ({
        Put: {
          TableName: table(),
          Item: uniqueMarkerItem(keys, record.id),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      })),
      ...alsoWrite,
    ];
    await transact(items, record);
    return { ...record, ...audit };
  }

  /** Replaces a record if its stored version is still `expectedVersion` (409 otherwise); `alsoWrite` as for create. */
  async function replace(
    record: T,
    expectedVersion: number,
    by: string,
    alsoWrite: readonly TransactItem[] = [],
  ): Promise<T & Audit> {
    const current = await getOrThrow(record.id);
    if (current.version !== expectedVersion) throw staleError(record.id);
    const audit = nextAudit(current, by);
    const before = new Set(uniqueMarkers(current).map((k) => k.pk));
    const after = uniqueMarkers(record);
    const items: TransactItem[] = [
      {
        Put: {
          TableName: table(),
          Item: toItem(entity, record, audit),
          ConditionExpression: 'version = :expected',
          ExpressionAttributeValues: { ':expected': expectedVersion },
        },
      },
      ...after
        .filter((k) => !before.has(k.pk))
        .map((keys) => ({
          Put: {
            TableName: table(),
            Item: uniqueMarkerItem(keys, record.id),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
      ...uniqueMarkers(current)
        .filter((k) => !after.some((a) => a.pk === k.pk))
        .map((keys) => ({ Delete: { TableName: table(), Key: keys } })),
      ...alsoWrite,
    ];
    await transact(items, record);
    return { ...record, ...audit };
  }

  async function remove(id: T['id'], alsoWrite: readonly TransactItem[] = []): Promise<void> {
    const current = await getOrThrow(id);
    await transact(
      [
        {
          Delete: {
            TableName: table(),
            Key: entity.key(id, current),
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':v': current.version },
          },
        },
        ...uniqueMarkers(current).map((keys) => ({ Delete: { TableName: table(), Key: keys } })),
        ...alsoWrite,
      ],
      current,
    );
  }

  /** One page of access pattern `name` (declared in the entity file) for `args`. */
  async function query<K extends keyof P & string>(
    name: K,
    args: PatternArgs<P, K>,
    options: { limit?: number; cursor?: string; descending?: boolean } = {},
  ): Promise<Page<T & Audit>> {
    const result = await queryKeyPage(patternQuery(patterns, name, args), {
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor),
      ScanIndexForward: !options.descending,
    });
    return {
      items: (result.Items ?? []).map((item) => fromItem<T>(item)),
      cursor: encodeCursor(result.LastEvaluatedKey),
    };
  }

  /** Every page of pattern `name`; for bounded partitions only (a retailer's stores, a province's cities). */
  async function queryAll<K extends keyof P & string>(name: K, ...args: PatternArgs<P, K>): Promise<(T & Audit)[]> {
    const all: (T & Audit)[] = [];
    let cursor: string | undefined;
    do {
      const page = await query(name, args, { cursor });
      all.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    return all;
  }

  /** Bulk load without uniqueness transactions; markers are written alongside. For seeding and imports of checked data. */
  async function putMany(records: readonly T[], by: string): Promise<void> {
    const now = new Date().toISOString();
    const audit: Audit = { version: 1, createdAt: now, createdBy: by, modifiedAt: now, modifiedBy: by };
    const items = records.flatMap((record) => [
      toItem(entity, record, audit) as unknown as Record<string, unknown>,
      ...uniqueMarkers(record).map((keys) => uniqueMarkerItem(keys, record.id)),
    ]);
    await putItems(items);
  }

  function uniqueMarkers(record: T) {
    return (entity.unique ?? []).map((field) => uniqueKey(entity, field, record)).filter((k) => k !== undefined);
  }

  async function transact(items: TransactItem[], record: T): Promise<void> {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      if (error instanceof TransactionCanceledException) {
        const reasons = error.CancellationReasons ?? [];
        const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
        if (failed === 0) throw staleError(record.id);
        // Only a uniqueness marker (a Put) means a duplicate; another conditional `alsoWrite` step (e.g. the worker
        // directory's card update) reaches its caller as DynamoDB's cancellation, to handle as it knows best.
        if (failed > 0 && items[failed]?.Put) throw duplicateError(items[failed], record);
      }
      throw error;
    }
  }

  function duplicateError(item: TransactItem | undefined, record: T): ConflictError {
    const pk = String(item?.Put?.Item?.pk ?? '');
    const field = (entity.unique ?? []).find((f) => uniqueKey(entity, f, record)?.pk === pk);
    const label = field?.label ?? 'value';
    return new ConflictError({
      [label]: [`${capitalise(entity.name)} ${label} '${field?.value(record) ?? ''}' is already used.`],
    });
  }

  function staleError(id: T['id']): ConflictError {
    return new ConflictError(`${capitalise(entity.name)} ${id} was changed by someone else. Reload it and try again.`);
  }

  /** The key condition of pattern `name` for `args`, for a kit helper that runs the Query (name-copies.ts). */
  const patternKey = <K extends keyof P & string>(name: K, ...args: PatternArgs<P, K>) =>
    patternQuery(patterns, name, args);

  return { entity, patterns, patternKey, get, getOrThrow, create, replace, remove, query, queryAll, putMany };
}

/** Next numeric id of an entity, from an atomic counter item (spec ids are numbers). */
export async function nextId(entityName: string, count = 1): Promise<number> {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: counterKey(entityName),
      UpdateExpression: 'ADD #value :count',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value) - count + 1;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
