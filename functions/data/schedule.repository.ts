import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../common/aws/dynamo.ts';
import { env } from '../common/env.ts';
import {
  decodeSummary,
  openServicesKey,
  SERVICE_SHARDS,
  SERVICE_TYPE,
  type Service,
  type ServiceSummary,
  serviceIndexAttributes,
  serviceKey,
  servicesOfDayKey,
  servicesOfMerchandiserKey,
  summaryOf,
} from './entities/service.entity.ts';
import { type Audit, fromItem } from './entity.ts';
import { queryItems } from './query-items.ts';
import type { TransactItem } from './repository.ts';
import { countDeltasOf, countItems, type ServiceChange } from './service-counts.repository.ts';
import { inLanes } from './services.repository.ts';

/*
 * Reads and writes of live services for the schedule screens (service.entity.ts has the key design). Lists read
 * compact summaries (gsi4 by day, gsi5 for live unfinished services, gsi1 for one merchandiser) and fetch full
 * services only for what they show or change; every change is a TransactWrite conditioned on the version read.
 */

export type StoredService = Service & Audit & { version: number };

const table = () => env.tableName;
/** Day-shard partitions queried at once (a month is 31 × 4 small queries). */
const READ_LANES = 32;

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Summaries of every service whose earliest date lies in from..to (gsi4, every day × shard in parallel). */
export async function readSummariesOfDays(from: string, to: string): Promise<ServiceSummary[]> {
  const partitions = daysOf(from, to).flatMap((day) =>
    Array.from({ length: SERVICE_SHARDS }, (_, shard) => servicesOfDayKey(day, shard)),
  );
  const parts: ServiceSummary[][] = new Array(partitions.length);
  await inLanes(
    partitions.map((pk, index) => ({ pk, index })),
    READ_LANES,
    async ({ pk, index }) => {
      const found: ServiceSummary[] = [];
      for await (const item of queryItems({
        IndexName: 'gsi4',
        KeyConditionExpression: 'gsi4pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
      })) {
        found.push(decodeSummary(item.row as string));
      }
      parts[index] = found;
    },
  );
  return parts.flat();
}

/**
 * Summaries of live unfinished services (activated, not submitted) whose latest date lies in fromLatest..toLatest
 * (either bound optional), from the sparse compact gsi5: ComingDue and Late.
 */
export async function readOpenServices(range: { fromLatest?: string; toLatest?: string }): Promise<ServiceSummary[]> {
  const condition =
    range.fromLatest && range.toLatest
      ? 'gsi5pk = :pk AND gsi5sk BETWEEN :from AND :to'
      : range.toLatest
        ? 'gsi5pk = :pk AND gsi5sk <= :to'
        : range.fromLatest
          ? 'gsi5pk = :pk AND gsi5sk >= :from'
          : 'gsi5pk = :pk';
  const values: Record<string, string> = {};
  if (range.fromLatest) values[':from'] = range.fromLatest;
  // Sort keys are `<latestDate>#<id>`: '~' sorts after '#', so the whole last day is inside.
  if (range.toLatest) values[':to'] = `${range.toLatest}~`;
  const shards = await Promise.all(
    Array.from({ length: SERVICE_SHARDS }, async (_, shard) => {
      const found: ServiceSummary[] = [];
      for await (const item of queryItems({
        IndexName: 'gsi5',
        KeyConditionExpression: condition,
        ExpressionAttributeValues: { ':pk': openServicesKey(shard), ...values },
      })) {
        found.push(decodeSummary(item.row as string));
      }
      return found;
    }),
  );
  return shards.flat();
}

/** One merchandiser's services (team lead) whose earliest date lies in from..to, either bound optional (gsi1). */
export async function readServicesOfMerchandiser(
  merchandiserId: number,
  range: { from?: string; to?: string } = {},
): Promise<StoredService[]> {
  const values: Record<string, string> = { ':pk': servicesOfMerchandiserKey(merchandiserId) };
  let condition = 'gsi1pk = :pk';
  if (range.from && range.to) {
    condition += ' AND gsi1sk BETWEEN :from AND :to';
    values[':from'] = range.from;
    values[':to'] = `${range.to}~`;
  } else if (range.from) {
    condition += ' AND gsi1sk >= :from';
    values[':from'] = range.from;
  } else if (range.to) {
    condition += ' AND gsi1sk <= :to';
    values[':to'] = `${range.to}~`;
  }
  const found: StoredService[] = [];
  for await (const item of queryItems({
    IndexName: 'gsi1',
    KeyConditionExpression: condition,
    ExpressionAttributeValues: values,
  })) {
    found.push(fromItem<StoredService>(item));
  }
  return found;
}

export const summariesOf = (services: readonly Service[]) => services.map(summaryOf);

export async function getService(id: number): Promise<StoredService | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: table(), Key: serviceKey(id) }));
  return Item ? fromItem<StoredService>(Item) : undefined;
}

/** Full services by id (BatchGet, 100 a request, 8 in flight), in the order of `ids`; missing ones are left out. */
export async function getServices(ids: readonly number[]): Promise<StoredService[]> {
  const unique = [...new Set(ids)];
  const chunks: number[][] = [];
  for (let i = 0; i < unique.length; i += 100) chunks.push(unique.slice(i, i + 100));
  const found = new Map<number, StoredService>();
  await inLanes(chunks, 8, async (chunk) => {
    let keys: Record<string, unknown>[] = chunk.map((id) => ({ ...serviceKey(id) }));
    for (let attempt = 0; keys.length > 0; attempt++) {
      const result = await documentClient().send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: keys } } }));
      for (const item of result.Responses?.[table()] ?? []) {
        const service = fromItem<StoredService>(item);
        found.set(service.id, service);
      }
      keys = (result.UnprocessedKeys?.[table()]?.Keys ?? []) as Record<string, unknown>[];
      if (keys.length > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    }
  });
  return ids.map((id) => found.get(id)).filter((s): s is StoredService => s !== undefined);
}

// -------------------------------------------------------------------------------------------- writes

/** A service changed (or deleted) since it was read: nothing of the transaction was written. */
export class ServiceConflictError extends Error {
  constructor(readonly serviceIds: number[]) {
    super(`Services ${serviceIds.join(', ')} were changed by someone else.`);
    this.name = 'ServiceConflictError';
  }
}

/** Put of a changed service, conditioned on the version it was read at; keys and `row` are recomputed. */
export function replaceServiceItem(before: StoredService, after: Service, by: string, now: string): TransactItem {
  const { createdAt, createdBy } = before;
  return {
    Put: {
      TableName: table(),
      Item: {
        ...after,
        ...serviceKey(after.id),
        ...serviceIndexAttributes(after),
        type: SERVICE_TYPE,
        version: before.version + 1,
        createdAt,
        createdBy,
        modifiedAt: now,
        modifiedBy: by,
      },
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': before.version },
    },
  };
}

/** Delete of a service, conditioned on the version it was read at. */
export function deleteServiceItem(before: StoredService): TransactItem {
  return {
    Delete: {
      TableName: table(),
      Key: serviceKey(before.id),
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': before.version },
    },
  };
}

/**
 * Writes one transaction (at most 100 items with its counter items, see {@link countItemsFor}). The first items must
 * be the service writes (in the order of `serviceIds`): when DynamoDB refuses their version condition,
 * ServiceConflictError names those services. `changes` (each service before and after) adds the service counts'
 * deltas to the same transaction, so the dashboard's counts cannot drift from the services.
 */
export async function writeServiceTransaction(
  items: readonly TransactItem[],
  serviceIds: readonly number[],
  changes: readonly ServiceChange[],
) {
  if (items.length === 0) return;
  const deltas = countDeltasOf(changes);
  for (let attempt = 1; ; attempt++) {
    try {
      // Each attempt picks its counter shard at random: a collision on a counter is not a collision on a service.
      await documentClient().send(new TransactWriteCommand({ TransactItems: [...items, ...countItems(deltas)] }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const refused = reasons
        .map((reason, i) => (reason.Code === 'ConditionalCheckFailed' ? serviceIds[i] : undefined))
        .filter((id): id is number => id !== undefined);
      if (refused.length > 0) throw new ServiceConflictError(refused);
      const onCountersOnly = reasons.every((r, i) => r.Code !== 'TransactionConflict' || i >= items.length);
      if (
        onCountersOnly &&
        attempt < COUNTER_CONFLICT_ATTEMPTS &&
        reasons.some((r) => r.Code === 'TransactionConflict')
      ) {
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
        continue;
      }
      if (reasons.some((r) => r.Code === 'TransactionConflict')) throw new ServiceConflictError([...serviceIds]);
      throw error;
    }
  }
}

/** Tries of a transaction that collided only on its counter items (another writer's counters at the same moment). */
const COUNTER_CONFLICT_ATTEMPTS = 4;
