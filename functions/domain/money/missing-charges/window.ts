import { addDays, todayIso } from '../../../common/dates.ts';

/** The default From Date of both lists (A31): the first day of the previous month. */
export function defaultFromDate(today = todayIso()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
  return `${previous.y}-${String(previous.m).padStart(2, '0')}-01`;
}

/** fromDate..today of a list; a fromDate after today gives an empty window. */
export function windowOf(fromDate: string | undefined, today = todayIso()) {
  return { from: fromDate ?? defaultFromDate(today), to: today };
}

/**
 * Services are indexed by their earliest date, but listed by their completed (or latest) date: one that started up to
 * this many days before the window may have been done inside it.
 */
export const EARLIEST_DATE_LOOKBACK_DAYS = 31;
export const lookbackStart = (from: string) => addDays(from, -EARLIEST_DATE_LOOKBACK_DAYS);
