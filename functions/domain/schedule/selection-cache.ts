import type { ScheduleFilter } from '@shelfline/shared/contracts/schedule.contract';
import { type ChangeStamp, readChangeStamp } from '../../data/schedule/service-counts.repository.ts';
import { candidateSourceOf } from './schedule-filter.ts';
import type { ScheduleScope, Selection } from './select-services.ts';

/*
 * The schedule list's selections, kept for a short while inside the function, so that the next page of a filter,
 * or another sort of it, does not read the month again (a month is ~10,000 summaries, 400 RCU; the check below is
 * 4 tiny Queries).
 *
 * A kept selection is used only while nothing of its window changed: the service counts' change stamp of the
 * window's months (raised in the same transaction as every service write) must be the one read beside the
 * selection. GSIs are eventually consistent, so a selection read soon after a write may miss it: a selection is
 * reused only when the last write of its months happened at least SETTLE_MS before the selection was read.
 * ComingDue and Late are selected by latest date from services of any month: their stamp covers every month.
 */

/** How long a selection is kept at most (the user pages and sorts within a minute or so). */
const TTL_MS = 60_000;
/** Writes this recent may not show in the indexes yet (GSI propagation; clock skew between functions). */
const SETTLE_MS = 2_000;
/** Selections kept at once (a month is ~5 MB of summaries): the least recently used goes first. */
const MAX_ENTRIES = 6;

interface Entry {
  selection: Selection;
  stamp: ChangeStamp;
  /** When the selection's reads started (ms since epoch). */
  readAt: number;
}

const entries = new Map<string, Entry>();

/** The window's months (yyyy-mm) whose changes a selection depends on. */
function monthsOf(filter: ScheduleFilter, today: string): { from: string; to: string } {
  const source = candidateSourceOf(filter, today);
  return source.kind === 'days'
    ? { from: source.from.slice(0, 7), to: source.to.slice(0, 7) }
    : { from: '0000-00', to: '9999-99' };
}

/**
 * The selection of `filter` for `scope` on `today`: a kept one when nothing of its window changed since it was read,
 * else `select()` (read beside the window's change stamp) and kept.
 */
export async function cachedSelection(
  filter: ScheduleFilter,
  scope: ScheduleScope,
  today: string,
  select: () => Promise<Selection>,
): Promise<Selection> {
  const key = JSON.stringify([filter, scope, today]);
  const months = monthsOf(filter, today);
  const kept = entries.get(key);
  if (kept && Date.now() - kept.readAt < TTL_MS) {
    const stamp = await readChangeStamp(months.from, months.to);
    if (stamp.changes === kept.stamp.changes && isSettled(stamp, kept.readAt)) {
      entries.delete(key);
      entries.set(key, kept);
      return { ...kept.selection, filtered: [...kept.selection.filtered] };
    }
  }
  const readAt = Date.now();
  // In parallel: a write landing between the two reads is caught by the settle rule (its time is after readAt).
  const [stamp, selection] = await Promise.all([readChangeStamp(months.from, months.to), select()]);
  entries.delete(key);
  entries.set(key, { selection, stamp, readAt });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return { ...selection, filtered: [...selection.filtered] };
}

const isSettled = (stamp: ChangeStamp, readAt: number) =>
  stamp.lastChangeAt === '' || Date.parse(stamp.lastChangeAt) + SETTLE_MS < readAt;
