import { definePatterns } from '../entity.ts';

/**
 * The worker directory's shards: a compact card of every worker, for the lists, the pickers and the search
 * (worker-directory.ts keeps the cards, their size limits and their writes).
 *
 * | access pattern                                  | pattern | index | key                                              |
 * |-------------------------------------------------|---------|-------|--------------------------------------------------|
 * | every worker's card (lists, pickers, search)    | `all`   | table | pk `WORKERDIR`, sk `SHARD#<nn>` (nn = id mod 16) |
 * | one shard (a card's write)                      |         | table | pk `WORKERDIR`, sk `SHARD#<nn>`                  |
 */
export const WORKER_DIRECTORY_PARTITION = 'WORKERDIR';
export const DIRECTORY_SHARDS = 16;
export const SHARD_SK_PREFIX = 'SHARD#';
export const WORKER_DIRECTORY_SHARD_TYPE = 'workerDirectoryShard';

export const shardLabel = (shard: number) => String(shard).padStart(2, '0');
export const shardKey = (shard: number) => ({
  pk: WORKER_DIRECTORY_PARTITION,
  sk: `${SHARD_SK_PREFIX}${shardLabel(shard)}`,
});
export const shardOfKey = (sk: unknown) => Number(String(sk).slice(SHARD_SK_PREFIX.length));

/** The access patterns of the table above, by name (`queryPattern`). */
export const WorkerDirectoryPatterns = definePatterns({
  /** every shard (16 items: the whole directory) */
  all: { index: 'table', key: () => ({ pk: WORKER_DIRECTORY_PARTITION }) },
});
