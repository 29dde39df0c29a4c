/*
 * A report's date range cut into calendar months: the work reports read a month of day partitions at a time and keep
 * only the compact part of what passes their filter, so a year's report never holds a year of full items.
 */

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** from..to as consecutive ranges, each within one month (the first and last ones partial). */
export function monthsOf(from: string, to: string): { from: string; to: string }[] {
  const months: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const end = lastDayOf(Number(start.slice(0, 4)), Number(start.slice(5, 7)));
    months.push({ from: start, to: end < to ? end : to });
    start = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return months;
}
