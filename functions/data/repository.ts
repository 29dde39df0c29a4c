import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../common/aws/dynamo.ts';
import { env } from '../common/env.ts';
import { ConflictError, NotFoundError } from '../common/http-errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { type Audit, type EntityDefinition, fromItem, nextAudit, toItem, uniqueKey } from './entity.ts';
import type { IndexName } from './table.ts';

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
export function createRepository<T extends { id: number | string }>(entity: EntityDefinition<T>) {
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
          Item: { ...keys, type: 'unique', ownerId: record.id },
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
            Item: { ...keys, type: 'unique', ownerId: record.id },
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

  async function query(
    index: IndexName | 'table',
    pk: string,
    options: { skBeginsWith?: string; limit?: number; cursor?: string; descending?: boolean } = {},
  ): Promise<Page<T & Audit>> {
    const pkName = index === 'table' ? 'pk' : `${index}pk`;
    const skName = index === 'table' ? 'sk' : `${index}sk`;
    const result = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        IndexName: index === 'table' ? undefined : index,
        KeyConditionExpression: options.skBeginsWith ? '#pk = :pk AND begins_with(#sk, :sk)' : '#pk = :pk',
        ExpressionAttributeNames: options.skBeginsWith ? { '#pk': pkName, '#sk': skName } : { '#pk': pkName },
        ExpressionAttributeValues: options.skBeginsWith ? { ':pk': pk, ':sk': options.skBeginsWith } : { ':pk': pk },
        Limit: options.limit,
        ExclusiveStartKey: decodeCursor(options.cursor),
        ScanIndexForward: !options.descending,
      }),
    );
    return {
      items: (result.Items ?? []).map((item) => fromItem<T>(item)),
      cursor: encodeCursor(result.LastEvaluatedKey),
    };
  }

  /** Every page of a query; for bounded partitions only (a retailer's stores, a province's cities). */
  async function queryAll(index: IndexName | 'table', pk: string, skBeginsWith?: string): Promise<(T & Audit)[]> {
    const all: (T & Audit)[] = [];
    let cursor: string | undefined;
    do {
      const page = await query(index, pk, { skBeginsWith, cursor });
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
      ...uniqueMarkers(record).map((keys) => ({ ...keys, type: 'unique', ownerId: record.id })),
    ]);
    await batchWrite(items);
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

  return { entity, get, getOrThrow, create, replace, remove, query, queryAll, putMany };
}

/** Writes items 25 at a time, retrying what DynamoDB leaves unprocessed. */
export async function batchWrite(items: readonly Record<string, unknown>[]): Promise<void> {
  const tableName = env.tableName;
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      const result = await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
      if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    }
  }
}

/** Next numeric id of an entity, from an atomic counter item (spec ids are numbers). */
export async function nextId(entityName: string, count = 1): Promise<number> {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: { pk: `COUNTER#${entityName}`, sk: 'COUNTER' },
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
