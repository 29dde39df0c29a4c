/*
 * The calendar arithmetic of the retention job: the cutoff instant and the months (yyyy-mm) the month-keyed indexes
 * are walked by. No applicant or failure predates FIRST_MONTH, so walking from it finds every expired one without a
 * Scan, and a run that stopped early is simply continued by the next one (what it purged is gone from the index).
 */

/** The first month the job walks: Shelfline holds nothing received before it. */
export const FIRST_MONTH = '2000-01';

/** `instant` moved back `months` calendar months (UTC; the 31st of a shorter month becomes its last day). */
export function monthsBefore(instant: Date, months: number): Date {
  const at = new Date(instant);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}

export const daysBefore = (instant: Date, days: number) => new Date(instant.getTime() - days * 24 * 60 * 60 * 1000);

/** The months from `first` (yyyy-mm) up to and including the month of `until`, oldest first. */
export function monthsUntil(first: string, until: Date): string[] {
  const last = until.toISOString().slice(0, 7);
  const months: string[] = [];
  for (const at = new Date(`${first}-01T00:00:00Z`); at.toISOString().slice(0, 7) <= last; ) {
    months.push(at.toISOString().slice(0, 7));
    at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return months;
}
