/**
 * The Period filter of /hr/applicants (002 §2 HR, brief 6b): Today, Last 3 Days, Last Week (7 days), Last 2 Weeks
 * (the default), Last Month (one calendar month back) or Custom. A preset starts at midnight of the computed day and
 * has no end; Custom takes the optional start and end the user picks.
 */
export const PERIODS = ['today', 'last3Days', 'lastWeek', 'last2Weeks', 'lastMonth', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 'last2Weeks';

/** A local calendar day as YYYY-MM-DD. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const DAYS_BACK: Partial<Record<Period, number>> = { today: 0, last3Days: 3, lastWeek: 7, last2Weeks: 14 };

/** One calendar month before `day`, the last day of that month when it is shorter (March 31 → February 28 or 29). */
function monthBefore(day: Date): Date {
  const year = day.getMonth() === 0 ? day.getFullYear() - 1 : day.getFullYear();
  const month = (day.getMonth() + 11) % 12;
  const lastDay = new Date(year, month + 1, 0).getDate();
  return new Date(year, month, Math.min(day.getDate(), lastDay));
}

/**
 * The days a period covers, seen on `today` (the browser's day): `startDate` (its midnight is the start) and, for
 * Custom only, the chosen `endDate`. Custom without dates leaves both open.
 */
export function periodRange(
  period: Period,
  today: Date,
  custom: { startDate?: string; endDate?: string } = {},
): { startDate?: string; endDate?: string } {
  if (period === 'custom') return { startDate: custom.startDate, endDate: custom.endDate };
  if (period === 'lastMonth') return { startDate: isoDay(monthBefore(today)) };
  const back = DAYS_BACK[period] ?? 14;
  return { startDate: isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - back)) };
}
