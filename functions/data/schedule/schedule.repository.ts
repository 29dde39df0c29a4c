import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { batchGet, inLanes } from '../batch.ts';
import {
  decodeSummary,
  SERVICE_SHARDS,
  type Service,
  ServiceEntity,
  ServicePatterns,
  type ServiceSummary,
  serviceKey,
  summaryOf,
} from '../entities/service.entity.ts';
import { type Audit, fromItem, nextAudit, toItem } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import { countDeltasOf, countItems, type ServiceChange } from './service-counts.repository.ts';

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
    Array.from({ length: SERVICE_SHARDS }, (_, shard) => ({ day, shard })),
  );
  const parts: ServiceSummary[][] = new Array(partitions.length);
  await inLanes(
    partitions.map((partition, index) => ({ ...partition, index })),
    READ_LANES,
    async ({ day, shard, index }) => {
      const found: ServiceSummary[] = [];
      for await (const item of queryPattern(ServicePatterns, 'ofDay', [day, shard])) {
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
  const shards = await Promise.all(
    Array.from({ length: SERVICE_SHARDS }, async (_, shard) => {
      const found: ServiceSummary[] = [];
      for await (const item of queryPattern(ServicePatterns, 'open', [shard, range])) {
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
  const found: StoredService[] = [];
  for await (const item of queryPattern(ServicePatterns, 'ofMerchandiser', [merchandiserId, range])) {
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
  const found = new Map<number, StoredService>();
  await batchGet(
    [...new Set(ids)].map(serviceKey),
    (item) => {
      const service = fromItem<StoredService>(item);
      found.set(service.id, service);
    },
    { lanes: 8 },
  );
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
  return {
    Put: {
      TableName: table(),
      Item: toItem(ServiceEntity, after, nextAudit(before, by, now)),
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
      // An item written beside the services (a report, an order head) changed since it was read: the services are
      // retried on fresh reads like a version conflict, and the fresh read decides (e.g. an order just submitted).
      if (reasons.some((r, i) => r.Code === 'ConditionalCheckFailed' && i < items.length))
        throw new ServiceConflictError([...serviceIds]);
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
