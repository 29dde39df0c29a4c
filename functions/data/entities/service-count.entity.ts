import { isInMode, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { definePatterns } from '../entity.ts';
import type { Service } from './service.entity.ts';

/**
 * Service counts: counters maintained with every service write, so the dashboard's Services card counts a month
 * without reading its services (a month is ~10,000 compact summaries, 400+ RCU; the counters are a few dozen tiny
 * items), and so a list can tell cheaply whether anything changed since it cached a selection.
 *
 * | access pattern                                          | pattern      | index | key                                          |
 * |---------------------------------------------------------|--------------|-------|----------------------------------------------|
 * | counts by state of the services whose EARLIEST date     | `shardRange` | table | pk `SVCCOUNT#<shard>`, sk `M#<yyyy-mm>`       |
 * | lies in a month, their change counter and last change  |              |       | (NotActivated, Open, Saved, Submitted, changes, |
 * |                                                         |--------------|       | lastChangeAt)                                |
 * | live unfinished services (activated, not submitted) by  | `shardRange` | table | pk `SVCCOUNT#<shard>`, sk `L#<yyyy-mm-dd>`    |
 * | LATEST date (ComingDue, Late)                            |              |       | (open)                                       |
 *
 * Each count also has an `#Online` twin (`Open#Online`, `open#Online`) counting the Online services only: the card
 * splits every mode into All / Manual / Online (Manual = All - Online), still without reading a service. Counters
 * written before the twins existed need `npm run schedule:rebuild-counts` once.
 *
 * Why sharded: a transaction that writes services also ADDs its deltas to the counters, in the SAME transaction,
 * so the counts cannot drift from the services. Two transactions touching one item at once collide
 * (TransactionConflict), so each transaction picks one of {@link COUNT_SHARDS} partitions at random: concurrent
 * bulk steps rarely meet, and no single item takes every write of a 6,000-service export. A reader sums the shards.
 * `changes` rises with every write of a service of the month (any field): a cached selection of a window is still
 * good while the sum of its months' `changes` is the same.
 */

/** Partitions the counters are spread over; a reader queries each. */
export const COUNT_SHARDS = 4;
/** The states a month is counted by (they partition the services: isInMode of each static mode). */
export const COUNTED_STATES = ['NotActivated', 'Open', 'Saved', 'Submitted'] as const satisfies readonly ScheduleMode[];
export type CountedState = (typeof COUNTED_STATES)[number];

export const serviceCountPartition = (shard: number) => `SVCCOUNT#${shard}`;
export const monthCountKey = (month: string) => `M#${month}`;
export const latestCountKey = (latestDate: string) => `L#${latestDate}`;
/** The attribute of the open count on an `L#` item. */
export const OPEN_COUNT = 'open';
/** The twin of a count attribute that counts Online services only. */
export const onlineCount = (attribute: string) => `${attribute}#Online`;
/** The attribute every write of a month's service raises on its `M#` item. */
export const CHANGES = 'changes';
/** When a service of the month was last written (ISO time), on its `M#` items. */
export const LAST_CHANGE_AT = 'lastChangeAt';

/** The counted state of a service (the static modes; ComingDue and Late are counted by latest date). */
export function countedStateOf(service: Pick<Service, 'isActivated' | 'isSubmitted' | 'isSaved' | 'latestDate'>) {
  const state = { ...service, isSaved: service.isSaved === true };
  // "today" does not matter for the static modes.
  return COUNTED_STATES.find((mode) => isInMode(mode, state, service.latestDate)) as CountedState;
}

/** Whether a service counts as live and unfinished (ComingDue or Late, by its latest date). */
export const isOpenService = (service: Pick<Service, 'isActivated' | 'isSubmitted'>) =>
  service.isActivated && !service.isSubmitted;

/** The access patterns of the table above, by name (`queryPattern`). */
export const ServiceCountPatterns = definePatterns({
  /** every counter item of a shard */
  shard: { index: 'table', key: (shard: number) => ({ pk: serviceCountPartition(shard) }) },
  /** the counter items of one kind (`M#` months, `L#` latest dates) of a shard within from..to */
  shardRange: {
    index: 'table',
    key: (shard: number, prefix: 'M#' | 'L#', from: string, to: string) => ({
      pk: serviceCountPartition(shard),
      sk: { between: [prefix + from, `${prefix}${to}~`] },
    }),
  },
});
