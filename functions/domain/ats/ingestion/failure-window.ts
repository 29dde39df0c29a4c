import { FAILURE_WINDOW_MAX_DAYS, type FailureListQuery } from '@shelfline/shared/contracts/ats-failure.contract';

/*
 * The window of the failure list (002 §9, brief §6a call 28): the last 7 days by default, start of day to end of
 * day (UTC); a date stands for its whole day (from its start, to its end); at most 92 days.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The window's instants, or the field and message of the 400 when it is backwards or too long. */
export function failureWindow(
  query: FailureListQuery,
  now = new Date(),
): { fromUtc: string; toUtc: string } | { field: 'fromUtc' | 'toUtc'; message: string } {
  const today = now.toISOString().slice(0, 10);
  const to = query.toUtc ?? today;
  const toUtc = isDate(to) ? `${to}T23:59:59.999Z` : new Date(to).toISOString();
  const defaultFrom = new Date(Date.parse(`${toUtc.slice(0, 10)}T00:00:00Z`) - 6 * DAY_MS).toISOString().slice(0, 10);
  const from = query.fromUtc ?? defaultFrom;
  const fromUtc = isDate(from) ? `${from}T00:00:00.000Z` : new Date(from).toISOString();
  if (fromUtc > toUtc) return { field: 'toUtc', message: 'The end must not be before the start.' };
  if (Date.parse(toUtc) - Date.parse(fromUtc) >= FAILURE_WINDOW_MAX_DAYS * DAY_MS)
    return { field: 'fromUtc', message: `Choose at most ${FAILURE_WINDOW_MAX_DAYS} days.` };
  return { fromUtc, toUtc };
}
