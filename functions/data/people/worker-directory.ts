import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { EMPLOYEE_FLAGS } from '@shelfline/shared/contracts/employee-flag.contract';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { putItems } from '../batch.ts';
import { type Employee, employeeNameKey } from '../entities/employee.entity.ts';
import {
  DIRECTORY_SHARDS,
  shardKey,
  shardLabel,
  shardOfKey,
  WORKER_DIRECTORY_SHARD_TYPE,
  WorkerDirectoryPatterns,
} from '../entities/worker-directory.entity.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import { employees } from './people.repository.ts';

export { DIRECTORY_SHARDS, shardKey, WORKER_DIRECTORY_PARTITION } from '../entities/worker-directory.entity.ts';

/**
 * The worker directory: a compact copy of every worker, for the lists, the pickers and the search (PERFORMANCE.md:
 * filter and sort on a compact copy, fetch full records only for what is shown).
 *
 * Keys and access patterns: worker-directory.entity.ts (pk `WORKERDIR`, sk `SHARD#<nn>`, nn = id mod 16).
 *
 * A shard item holds `cards`, a map worker id → {@link WorkerCard}, and `revision`, a counter every card write
 * raises (the rebuild uses it to notice writes made while it ran). Reading the directory is ONE Query of pk
 * `WORKERDIR`: 16 items, all the cards, instead of every full worker record of the `EMPLOYEES` partition.
 *
 * Capacity: a stored card is about 250-350 bytes (false flags and empty lists are left out), so 300 workers are
 * about 100 KB, 6 KB a shard. A DynamoDB item is at most 400 KB; we stop a shard at {@link MAX_CARDS_PER_SHARD}
 * cards (1,000 × ~350 B ≈ 350 KB, leaving room for long travel-city lists), which gives 16 × 1,000 = 16,000
 * workers. Beyond that, raise {@link DIRECTORY_SHARDS} and run the rebuild (`npm run workers:rebuild-directory`).
 * A write that would pass the limit fails with {@link WorkerDirectoryFullError} (the whole transaction with it:
 * the worker record is not written either), never silently.
 *
 * Consistency: a card is written in the SAME transaction as the worker record (`workerCardPut` /
 * `workerCardRemove` in the repository's `alsoWrite`), so the directory cannot disagree with the records. The
 * nested `SET cards.#id` of concurrent transactions on one shard are serialised by DynamoDB; a transaction that
 * collides with another one on the same shard is cancelled (`TransactionConflict`) and retried by
 * {@link withWorkerCard}, so no update is lost.
 */

export const MAX_CARDS_PER_SHARD = 1_000;
/** What a batch-built shard (load, rebuild) may weigh; DynamoDB's limit is 400 KB. */
export const SHARD_SOFT_LIMIT_BYTES = 350_000;

/** The contract's role and worker flags (one list), plus `inactive`: what a card carries as true/false. */
const FLAGS = [...EMPLOYEE_FLAGS, 'inactive'] as const satisfies readonly (keyof Employee)[];

const OPTIONAL = [
  'email',
  'supervisorId',
  'dateStarted',
  'cityId',
  'city',
  'provinceId',
  'province',
  'latitude',
  'longitude',
  'hasCar',
  'maximumTravelDistance',
  'travelCityIds',
  'commodityIds',
  'servedRetailerIds',
] as const satisfies readonly (keyof Employee)[];

/** What lists, pickers and the search filter, sort and show of a worker. */
export type WorkerCard = Pick<Employee, 'id' | 'code' | 'firstName' | 'lastName' | (typeof FLAGS)[number]> &
  Partial<Pick<Employee, (typeof OPTIONAL)[number]>>;

export class WorkerDirectoryFullError extends Error {
  constructor(shard: number, detail: string) {
    super(
      `Worker directory shard ${shardLabel(shard)} is full (${detail}): raise DIRECTORY_SHARDS in ` +
        'functions/data/entities/worker-directory.entity.ts and run `npm run workers:rebuild-directory`.',
    );
    this.name = 'WorkerDirectoryFullError';
  }
}

// ------------------------------------------------------------------------------------------- pure parts

export const shardOf = (workerId: number) => ((workerId % DIRECTORY_SHARDS) + DIRECTORY_SHARDS) % DIRECTORY_SHARDS;

/**
 * A worker's card: the directory's fields of the record, nothing else. Flags are true or false; optional fields
 * are left out when empty (no '', [] or `hasCar: false`), so a card read back equals the card written.
 */
export function cardOf(worker: Employee | WorkerCard): WorkerCard {
  const card: Record<string, unknown> = {
    id: worker.id,
    code: worker.code,
    firstName: worker.firstName,
    lastName: worker.lastName,
  };
  for (const flag of FLAGS) card[flag] = worker[flag] === true;
  for (const field of OPTIONAL) {
    const value: unknown = worker[field];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    card[field] = value;
  }
  return card as WorkerCard;
}

/** The stored form of a card: false flags left out (they would be a good part of a card's weight otherwise). */
export function storedCard(card: WorkerCard): Record<string, unknown> {
  return Object.fromEntries(Object.entries(cardOf(card)).filter(([, value]) => value !== false));
}

/** A stored card back as a {@link WorkerCard} (missing flags are false). */
export function cardFromStored(stored: Record<string, unknown>): WorkerCard {
  return cardOf(stored as unknown as WorkerCard);
}

/** Directory order: the order of the `EMPLOYEES` index (last name, first name, id; case-insensitive). */
export function byDirectoryOrder(a: WorkerCard, b: WorkerCard): number {
  const ka = employeeNameKey(a);
  const kb = employeeNameKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * The 16 shard items holding the cards of `workers`, for a batch load (demo data) or the rebuild. Every shard is
 * built, empty ones too, so later card writes find their item. Throws when a shard would pass the limits.
 */
export function directoryShardItems(
  workers: readonly (Employee | WorkerCard)[],
  by = 'system',
  revisions: ReadonlyMap<number, number> = new Map(),
): Record<string, unknown>[] {
  const cards = Array.from({ length: DIRECTORY_SHARDS }, () => ({}) as Record<string, Record<string, unknown>>);
  for (const worker of workers) {
    const shard = cards[shardOf(worker.id)];
    if (shard) shard[String(worker.id)] = storedCard(cardOf(worker));
  }
  const now = new Date().toISOString();
  return cards.map((shardCards, shard) => {
    const count = Object.keys(shardCards).length;
    if (count > MAX_CARDS_PER_SHARD) throw new WorkerDirectoryFullError(shard, `${count} cards`);
    const item = {
      ...shardKey(shard),
      type: WORKER_DIRECTORY_SHARD_TYPE,
      cards: shardCards,
      revision: (revisions.get(shard) ?? 0) + 1,
      modifiedAt: now,
      modifiedBy: by,
    };
    const bytes = dynamoSize(item);
    if (bytes > SHARD_SOFT_LIMIT_BYTES) throw new WorkerDirectoryFullError(shard, `${bytes} bytes`);
    return item;
  });
}

/**
 * The size DynamoDB bills an item at, closely enough to guard the item limit: names and strings in UTF-8 bytes,
 * numbers about one byte per two digits plus one, 3 bytes per map or list plus 1 per element.
 */
export function dynamoSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace(/[.-]/g, '').length / 2) + 1;
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, v) => sum + 1 + dynamoSize(v), 0);
  if (typeof value === 'object') {
    return (
      3 +
      Object.entries(value).reduce(
        (sum, [name, v]) => (v === undefined ? sum : sum + 1 + Buffer.byteLength(name, 'utf8') + dynamoSize(v)),
        0,
      )
    );
  }
  return 0;
}

// ------------------------------------------------------------------------------------------------ reading

/**
 * Every worker's card in directory order: one Query of 16 small items (~100 KB for 300 workers: 12 RCU, or 24
 * with `consistent`, which the Workers list uses so an administrator sees the worker just saved; pickers and the
 * search read eventually consistently). A directory with shards missing was never built for this table (workers
 * written before it, or loaded without it): it is rebuilt from the records first, once.
 */
export async function readWorkerDirectory(options: { consistent?: boolean } = {}): Promise<WorkerCard[]> {
  let shards = await readShards(options.consistent ?? false);
  if (shards.length < DIRECTORY_SHARDS) {
    await rebuildWorkerDirectory('directory-init');
    shards = await readShards(true);
  }
  return shards.flatMap((s) => s.cards).sort(byDirectoryOrder);
}

interface ShardRead {
  shard: number;
  revision: number;
  cards: WorkerCard[];
}

async function readShards(consistent: boolean): Promise<ShardRead[]> {
  const shards: ShardRead[] = [];
  for await (const item of queryPattern(WorkerDirectoryPatterns, 'all', [], { ConsistentRead: consistent })) {
    const cards = (item.cards ?? {}) as Record<string, Record<string, unknown>>;
    shards.push({
      shard: shardOfKey(item.sk),
      revision: Number(item.revision ?? 0),
      cards: Object.values(cards).map(cardFromStored),
    });
  }
  return shards;
}

// ------------------------------------------------------------------------------------------------ writing

/**
 * The transaction step that sets a worker's card: put LAST in the `alsoWrite` of the worker record's write
 * (employees.repository.ts), inside {@link withWorkerCard}. Refused when the shard item is missing or full.
 */
export function workerCardPut(worker: Employee | WorkerCard): TransactItem {
  return {
    Update: {
      TableName: env.tableName,
      Key: shardKey(shardOf(worker.id)),
      UpdateExpression: 'SET cards.#id = :card ADD revision :one',
      ConditionExpression: 'attribute_exists(pk) AND (size(cards) < :max OR attribute_exists(cards.#id))',
      ExpressionAttributeNames: { '#id': String(worker.id) },
      ExpressionAttributeValues: { ':card': storedCard(cardOf(worker)), ':one': 1, ':max': MAX_CARDS_PER_SHARD },
    },
  };
}

/** The transaction step that removes a worker's card (put LAST in `alsoWrite`, inside {@link withWorkerCard}). */
export function workerCardRemove(workerId: number): TransactItem {
  return {
    Update: {
      TableName: env.tableName,
      Key: shardKey(shardOf(workerId)),
      UpdateExpression: 'REMOVE cards.#id ADD revision :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#id': String(workerId) },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

const ensured = new Map<number, Promise<void>>();

/** Creates the shard item if it does not exist yet (idempotent; once per process and shard). */
export function ensureShard(shard: number): Promise<void> {
  let done = ensured.get(shard);
  if (!done) {
    done = putShardIfMissing(shard).catch((error: unknown) => {
      ensured.delete(shard);
      throw error;
    });
    ensured.set(shard, done);
  }
  return done;
}

async function putShardIfMissing(shard: number): Promise<void> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: env.tableName,
        Item: { ...shardKey(shard), type: WORKER_DIRECTORY_SHARD_TYPE, cards: {}, revision: 0 },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

const CONFLICT_ATTEMPTS = 8;

/**
 * Runs a worker-record write whose LAST transaction step is {@link workerCardPut} or {@link workerCardRemove}:
 * makes sure the shard item exists first, retries when the transaction collided with another one on the same
 * shard (nothing was written), and turns the shard's refusals into clear errors.
 */
export async function withWorkerCard<T>(workerId: number, write: () => Promise<T>): Promise<T> {
  const shard = shardOf(workerId);
  await ensureShard(shard);
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const own = reasons[reasons.length - 1]?.Code;
      if (reasons.some((r) => r.Code === 'TransactionConflict') && attempt < CONFLICT_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * Math.random()));
        continue;
      }
      if (own === 'ValidationError') throw new WorkerDirectoryFullError(shard, 'DynamoDB refused the item size');
      if (own === 'ConditionalCheckFailed' && attempt < CONFLICT_ATTEMPTS) {
        const { Item } = await documentClient().send(
          new GetCommand({ TableName: env.tableName, Key: shardKey(shard), ConsistentRead: true }),
        );
        if (!Item) {
          // The shard item went away (a table emptied under a running process): create it again and retry.
          ensured.delete(shard);
          await ensureShard(shard);
          continue;
        }
        const count = Object.keys((Item.cards ?? {}) as object).length;
        if (count >= MAX_CARDS_PER_SHARD) throw new WorkerDirectoryFullError(shard, `${count} cards`);
      }
      throw error;
    }
  }
}

// ------------------------------------------------------------------------------------------------ rebuild

export interface RebuildResult {
  workers: number;
  /** Bytes of each shard item as written. */
  shardBytes: number[];
  ms: number;
}

/** Live card writes (workers created while it runs) restart a rebuild; it backs off a little longer each time. */
const REBUILD_ATTEMPTS = 8;

/**
 * Rebuilds every shard from the worker records (a deployed table with workers written before the directory, the
 * demo load, a repair). Idempotent and safe beside live writes: each shard is replaced only if no card write
 * touched it since it was read (`revision`); otherwise the whole rebuild runs again. Workers are the `EMPLOYEES`
 * partition plus any card whose record the (eventually consistent) index did not show yet, each re-read strongly
 * consistently.
 */
export async function rebuildWorkerDirectory(by = 'rebuild'): Promise<RebuildResult> {
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    const before = await readShards(true);
    const listed = await employees.queryAll('all');
    const listedIds = new Set(listed.map((e) => e.id));
    const unlisted = before.flatMap((s) => s.cards.map((c) => c.id)).filter((id) => !listedIds.has(id));
    const confirmed = (await Promise.all(unlisted.map((id) => employeeConsistently(id)))).filter(
      (e): e is Employee => e !== undefined,
    );
    const revisions = new Map(before.map((s) => [s.shard, s.revision]));
    const items = directoryShardItems([...listed, ...confirmed], by, revisions);
    try {
      await Promise.all(
        items.map((item) => {
          const shard = shardOfKey(item.sk);
          const seen = revisions.get(shard);
          return documentClient().send(
            new PutCommand({
              TableName: env.tableName,
              Item: item,
              ConditionExpression: seen === undefined ? 'attribute_not_exists(pk)' : 'revision = :seen',
              ExpressionAttributeValues: seen === undefined ? undefined : { ':seen': seen },
            }),
          );
        }),
      );
      for (let shard = 0; shard < DIRECTORY_SHARDS; shard++) ensured.set(shard, Promise.resolve());
      return {
        workers: listed.length + confirmed.length,
        shardBytes: items.map(dynamoSize),
        ms: Math.round(performance.now() - started),
      };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || attempt >= REBUILD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 100 + Math.random() * 200));
    }
  }
}

async function employeeConsistently(id: number): Promise<Employee | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: employees.entity.key(id), ConsistentRead: true }),
  );
  return Item as Employee | undefined;
}

/** Writes batch-built shard items (see {@link directoryShardItems}) unconditionally: for loads into a quiet table. */
export const putDirectoryShards = (items: readonly Record<string, unknown>[]) => putItems(items);
