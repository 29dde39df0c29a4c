import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { deleteItems } from '../batch.ts';
import type { Service } from '../entities/service.entity.ts';
import {
  CHANGES,
  COUNT_SHARDS,
  COUNTED_STATES,
  type CountedState,
  countedStateOf,
  isOpenService,
  LAST_CHANGE_AT,
  latestCountKey,
  monthCountKey,
  OPEN_COUNT,
  onlineCount,
  ServiceCountPatterns,
  serviceCountPartition,
} from '../entities/service-count.entity.ts';
import type { Keys } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';

/*
 * Service counts (service-count.entity.ts): the deltas a write of services makes, as items of the writer's own
 * transaction, and the reads of the dashboard and of the list's selection cache.
 */

/** A service write: before (absent for a new service) and after (absent for a delete). */
type Counted = Pick<Service, 'earliestDate' | 'latestDate' | 'isActivated' | 'isSubmitted' | 'isSaved' | 'category'>;
export interface ServiceChange {
  before?: Counted;
  after?: Counted;
}

/** A count of all services and of the Online ones (Manual = all - Online). */
export interface CategoryCount {
  all: number;
  online: number;
}

/** A counter item summed over the shards: numbers by attribute, and the latest `lastChangeAt`. */
type Counter = Record<string, number> & { lastChangeAt?: string };

/** Deltas by counter item (sort key) and attribute. */
export type CountDeltas = Map<string, Map<string, number>>;

const bump = (deltas: CountDeltas, sk: string, attribute: string, by: number) => {
  const item = deltas.get(sk) ?? new Map<string, number>();
  item.set(attribute, (item.get(attribute) ?? 0) + by);
  deltas.set(sk, item);
};

/** Adds the deltas of `changes` to `deltas` (a new map when absent) and answers it. */
export function countDeltasOf(changes: readonly ServiceChange[], deltas: CountDeltas = new Map()): CountDeltas {
  for (const { before, after } of changes) {
    for (const [service, sign] of [
      [before, -1],
      [after, 1],
    ] as const) {
      if (!service) continue;
      const month = monthCountKey(service.earliestDate.slice(0, 7));
      const online = service.category === 'Online';
      const count = (sk: string, attribute: string) => {
        bump(deltas, sk, attribute, sign);
        if (online) bump(deltas, sk, onlineCount(attribute), sign);
      };
      count(month, countedStateOf(service));
      bump(deltas, month, CHANGES, 1);
      if (isOpenService(service)) count(latestCountKey(service.latestDate), OPEN_COUNT);
    }
  }
  // A state that went -1 and +1 on one item adds nothing; `changes` always stays.
  for (const [sk, item] of deltas) {
    for (const [attribute, value] of item) if (value === 0 && attribute !== CHANGES) item.delete(attribute);
    if (item.size === 0) deltas.delete(sk);
  }
  return deltas;
}

/** The counter items a transaction adds (one Update per counter item, all on one random shard). */
export function countItems(deltas: CountDeltas, shard = randomShard()): TransactItem[] {
  return [...deltas].map(([sk, attributes]) => ({ Update: addDeltas(sk, attributes, shard) }));
}

const randomShard = () => Math.floor(Math.random() * COUNT_SHARDS);

function addDeltas(sk: string, attributes: Map<string, number>, shard: number) {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const parts = [...attributes].map(([attribute, value], i) => {
    names[`#a${i}`] = attribute;
    values[`:a${i}`] = value;
    return `#a${i} :a${i}`;
  });
  // When the month last changed: a list's cached selection is trusted only when read well after it (GSI lag).
  const stamp = sk.startsWith('M#') ? `SET ${LAST_CHANGE_AT} = :now ` : '';
  return {
    TableName: env.tableName,
    Key: { pk: serviceCountPartition(shard), sk },
    UpdateExpression: `${stamp}ADD ${parts.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: stamp ? { ...values, ':now': new Date().toISOString() } : values,
  };
}

/**
 * Adds deltas outside a transaction (loads that write services with BatchWrite: demo data, benchmarks, the counts
 * rebuild). ADD is atomic on the item, so concurrent writers never lose an update.
 */
export async function addCounts(deltas: CountDeltas): Promise<void> {
  const shard = randomShard();
  await Promise.all(
    [...deltas].map(([sk, attributes]) => documentClient().send(new UpdateCommand(addDeltas(sk, attributes, shard)))),
  );
}

/** Every counter item of one kind (`M#` months or `L#` latest dates) within from..to, summed over the shards. */
async function readCounters(prefix: 'M#' | 'L#', from: string, to: string): Promise<Map<string, Counter>> {
  const sums = new Map<string, Counter>();
  await Promise.all(
    Array.from({ length: COUNT_SHARDS }, async (_, shard) => {
      for await (const item of queryPattern(ServiceCountPatterns, 'shardRange', [shard, prefix, from, to])) {
        const key = String(item.sk).slice(prefix.length);
        const sum = sums.get(key) ?? {};
        for (const [attribute, value] of Object.entries(item))
          if (typeof value === 'number') sum[attribute] = (sum[attribute] ?? 0) + value;
        const changedAt = item[LAST_CHANGE_AT];
        if (typeof changedAt === 'string' && changedAt > (sum.lastChangeAt ?? '')) sum.lastChangeAt = changedAt;
        sums.set(key, sum);
      }
    }),
  );
  return sums;
}

const categoryCount = (sum: Counter, attribute: string): CategoryCount => ({
  all: sum[attribute] ?? 0,
  online: sum[onlineCount(attribute)] ?? 0,
});

/** Services whose earliest date lies in `month` (yyyy-mm), by counted state. */
export async function readMonthCounts(month: string): Promise<Record<CountedState, CategoryCount>> {
  const sum = (await readCounters('M#', month, month)).get(month) ?? {};
  return Object.fromEntries(COUNTED_STATES.map((state) => [state, categoryCount(sum, state)])) as Record<
    CountedState,
    CategoryCount
  >;
}

/** Live unfinished services by latest date, for latest dates up to `toLatest` (inclusive). */
export async function readOpenCountsByLatest(toLatest: string): Promise<Map<string, CategoryCount>> {
  const counters = await readCounters('L#', '0000', toLatest);
  return new Map([...counters].map(([day, sum]) => [day, categoryCount(sum, OPEN_COUNT)]));
}

/** What the services of some months have seen: how many writes, and when the last one was made. */
export interface ChangeStamp {
  /** The sum of the months' `changes` counters: it only grows, so an equal sum means no write in between. */
  changes: number;
  /** ISO time of the last write (the writer's clock), '' when none. */
  lastChangeAt: string;
}

/**
 * The change stamp of the services whose earliest date lies in the months fromMonth..toMonth (yyyy-mm): a write
 * raises `changes` in the same transaction as the service, so equal stamps mean no service of those months changed.
 */
export async function readChangeStamp(fromMonth: string, toMonth: string): Promise<ChangeStamp> {
  const stamp: ChangeStamp = { changes: 0, lastChangeAt: '' };
  for (const sum of (await readCounters('M#', fromMonth, toMonth)).values()) {
    stamp.changes += sum[CHANGES] ?? 0;
    if ((sum.lastChangeAt ?? '') > stamp.lastChangeAt) stamp.lastChangeAt = sum.lastChangeAt ?? '';
  }
  return stamp;
}

/**
 * Replaces every counter with `deltas` (the counts of every service, from a rebuild): deletes the counter items of
 * each shard, then adds the new counts. Only for a table loaded by other means and with no writers meanwhile.
 */
export async function replaceAllCounts(deltas: CountDeltas): Promise<void> {
  for (let shard = 0; shard < COUNT_SHARDS; shard++) {
    const keys: Keys[] = [];
    for await (const item of queryPattern(ServiceCountPatterns, 'shard', [shard], { ProjectionExpression: 'pk, sk' })) {
      keys.push({ pk: String(item.pk), sk: String(item.sk) });
    }
    await deleteItems(keys);
  }
  await addCounts(deltas);
}

/** The counter items of `deltas` as whole items, for a load into a table that holds no counters yet (demo data). */
export function countItemsForNewTable(deltas: CountDeltas): Record<string, unknown>[] {
  return [...deltas].map(([sk, attributes]) => ({
    pk: serviceCountPartition(0),
    sk,
    ...Object.fromEntries(attributes),
  }));
}
