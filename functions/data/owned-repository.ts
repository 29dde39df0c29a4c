import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../common/aws/dynamo.ts';
import { env } from '../common/env.ts';
import { ConflictError, NotFoundError } from '../common/http-errors.ts';
import { type Audit, fromItem, type Keys, keyQuery, nextAudit } from './entity.ts';
import { queryKeyPage } from './query-pattern.ts';
import { nextId } from './repository.ts';
import type { IndexName } from './table.ts';

/**
 * Records that live in their owner's partition (a worker's comments, vacations, special availability weeks, pay
 * rate overrides, scheduled work): `pk` is the owner's, `sk` is `<PREFIX>#<sort part>`. One Query on the owner's
 * partition reads them all — the worker view and the availability computation need exactly that.
 *
 * Ids are still numbers from one counter per kind (the API's `{commentId}` etc.), and every path names the owner
 * too, so a record is always addressed as (owner, id): another owner's id is simply not found.
 */
export interface OwnedDefinition<T extends { id: number }> {
  /** Stored in `type`, and the name of the id counter. */
  name: string;
  /** What users call it in messages ("Comment 12 was not found."). */
  label: string;
  ownerKey(ownerId: number): string;
  /** Sort key prefix, e.g. `COMMENT#`; the full sort key is prefix + `sortPart(record)`. */
  prefix: string;
  /** Sort part after the prefix. Must end with the id so the key is unique; must not change on update. */
  sortPart(record: T): string;
  /** Secondary index keys, for kinds also read across owners (scheduled work by job). */
  indexes?: Partial<Record<IndexName, (record: T, ownerId: number) => Keys | undefined>>;
}

export type Owned<T> = T & Audit;

export function createOwnedRepository<T extends { id: number }>(definition: OwnedDefinition<T>) {
  const table = () => env.tableName;
  const keysOf = (ownerId: number, record: T): Keys => ({
    pk: definition.ownerKey(ownerId),
    sk: `${definition.prefix}${definition.sortPart(record)}`,
  });
  /** Keys plus index keys: everything that places the item. */
  const placement = (ownerId: number, record: T): Record<string, string> => {
    const placed: Record<string, string> = { ...keysOf(ownerId, record) };
    for (const [index, keysOfIndex] of Object.entries(definition.indexes ?? {})) {
      const keys = keysOfIndex?.(record, ownerId);
      if (keys) {
        placed[`${index}pk`] = keys.pk;
        placed[`${index}sk`] = keys.sk;
      }
    }
    return placed;
  };

  /** Every record of the owner, in sort-key order. */
  async function list(ownerId: number, options: { descending?: boolean } = {}): Promise<Owned<T>[]> {
    return queryRange(ownerId, undefined, undefined, options);
  }

  /** Records whose sort part lies between `from` and `to` (inclusive, string order). */
  async function queryRange(
    ownerId: number,
    from: string | undefined,
    to: string | undefined,
    options: { descending?: boolean; limit?: number } = {},
  ): Promise<Owned<T>[]> {
    const all: Owned<T>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    const lower = `${definition.prefix}${from ?? ''}`;
    // '\uffff' sorts after every character a sort part uses.
    const upper = `${definition.prefix}${to ?? ''}\uffff`;
    const key = keyQuery('table', { pk: definition.ownerKey(ownerId), sk: { between: [lower, upper] } });
    do {
      const result = await queryKeyPage(key, {
        ScanIndexForward: !options.descending,
        ExclusiveStartKey,
        Limit: options.limit,
      });
      for (const item of result.Items ?? []) all.push(fromItem<T>(item));
      ExclusiveStartKey = options.limit && all.length >= options.limit ? undefined : result.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return all;
  }

  /**
   * The owner's record with this id. The sort key embeds more than the id (a date), so the id is looked up
   * among the owner's records: owners hold tens of them, one Query.
   */
  async function get(ownerId: number, id: number): Promise<Owned<T> | undefined> {
    const records = await list(ownerId);
    return records.find((r) => r.id === id);
  }

  async function getOrThrow(ownerId: number, id: number): Promise<Owned<T>> {
    const found = await get(ownerId, id);
    if (!found) throw new NotFoundError(`${definition.label} ${id} was not found.`);
    return found;
  }

  /** Reads one record by its full sort part (no Query): for kinds whose sort part is known, e.g. a singleton. */
  async function getBySortPart(ownerId: number, sortPart: string): Promise<Owned<T> | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: table(),
        Key: { pk: definition.ownerKey(ownerId), sk: `${definition.prefix}${sortPart}` },
      }),
    );
    return Item ? fromItem<T>(Item) : undefined;
  }

  /** Creates a record with a new id (or the one given, for singletons and seeding). */
  async function create(ownerId: number, record: Omit<T, 'id'> & { id?: number }, by: string): Promise<Owned<T>> {
    const full = { ...record, id: record.id ?? (await nextId(definition.name)) } as T;
    const now = new Date().toISOString();
    const audit: Audit = { version: 1, createdAt: now, createdBy: by, modifiedAt: now, modifiedBy: by };
    try {
      await documentClient().send(
        new PutCommand({
          TableName: table(),
          Item: { ...full, ...audit, type: definition.name, ...placement(ownerId, full) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) {
        throw new ConflictError(`${definition.label} was created by someone else meanwhile. Reload and try again.`, {
          cause: error,
        });
      }
      throw error;
    }
    return { ...full, ...audit };
  }

  /**
   * Replaces `current` (as read) with `record` if nobody changed it since (409 otherwise). When the sort part
   * changes (a vacation moved to other dates), the old item is deleted in the same conditional step.
   */
  async function replace(ownerId: number, current: Owned<T>, record: T, expectedVersion: number, by: string) {
    if (current.version !== expectedVersion) throw stale(current.id);
    const audit = nextAudit(current, by);
    const oldKeys = keysOf(ownerId, current);
    const newKeys = keysOf(ownerId, record);
    const item = { ...record, ...audit, type: definition.name, ...placement(ownerId, record) };
    try {
      if (oldKeys.sk === newKeys.sk) {
        await documentClient().send(
          new PutCommand({
            TableName: table(),
            Item: item,
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':v': expectedVersion },
          }),
        );
      } else {
        await documentClient().send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: table(),
                  Key: oldKeys,
                  ConditionExpression: 'version = :v',
                  ExpressionAttributeValues: { ':v': expectedVersion },
                },
              },
              { Put: { TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
            ],
          }),
        );
      }
    } catch (error) {
      if (isConditionFailure(error)) throw stale(current.id, error);
      throw error;
    }
    return { ...record, ...audit } as Owned<T>;
  }

  /** Deletes `current` (as read) if nobody changed it since. */
  async function remove(ownerId: number, current: Owned<T>): Promise<void> {
    try {
      await documentClient().send(
        new DeleteCommand({
          TableName: table(),
          Key: keysOf(ownerId, current),
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': current.version },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw stale(current.id, error);
      throw error;
    }
  }

  /** Items for a bulk load (demo data): the records with keys and audit, ready for `batchWrite`. */
  function itemsFor(ownerId: number, records: readonly T[], by: string): Record<string, unknown>[] {
    const now = new Date().toISOString();
    return records.map((record) => ({
      ...record,
      version: 1,
      createdAt: now,
      createdBy: by,
      modifiedAt: now,
      modifiedBy: by,
      type: definition.name,
      ...placement(ownerId, record),
    }));
  }

  function stale(id: number, cause?: unknown): ConflictError {
    return new ConflictError(`${definition.label} ${id} was changed by someone else. Reload it and try again.`, {
      cause,
    });
  }

  return { definition, list, queryRange, get, getOrThrow, getBySortPart, create, replace, remove, itemsFor, keysOf };
}

function isConditionFailure(error: unknown): boolean {
  if (error instanceof ConditionalCheckFailedException) return true;
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'TransactionCanceledException' || name === 'ConditionalCheckFailedException';
}
