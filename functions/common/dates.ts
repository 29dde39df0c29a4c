/* Calendar dates as the product stores them: 'YYYY-MM-DD' strings, in UTC days (no time zone arithmetic). */

export const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (a time part is ignored). */
export const dayNumber = (date: string) => Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
/** The 'YYYY-MM-DD' of a day number. */
export const dateOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  return dateOfNumber(dayNumber(date) + days);
}

/** Days from `startDate` to `endDate` (negative when the end is earlier). */
export const daysBetween = (startDate: string, endDate: string) => dayNumber(endDate) - dayNumber(startDate);

/** Today as the server sees it: the UTC calendar date (the product's users are all in one region of Canada/US; a few hours' offset at midnight is accepted). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
