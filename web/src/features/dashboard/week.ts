import type { NotificationItem } from '@shelfline/shared/contracts/schedule.contract';

/*
 * The merchandiser's weekly grid (000 §2.4): weeks run Monday to Sunday; dates are ISO days (YYYY-MM-DD) compared as
 * text. A service confirmed with a date sits in that date's column; one confirmed without a date sits in its earliest
 * date's column, or Monday when it started before the week, highlighted.
 */

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The browser's date as an ISO day. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface WeekCell {
  item: NotificationItem;
  /** Confirmed without a date: the cell is highlighted. */
  highlighted: boolean;
}

/** The services of each day of the week (index 0 = Monday); services outside the week are left out. */
export function placeInWeek(items: readonly NotificationItem[], monday: string): WeekCell[][] {
  const days = weekDays(monday);
  const sunday = days[6] as string;
  const columns: WeekCell[][] = days.map(() => []);
  for (const item of items) {
    const estimated = item.serviceConfirmation?.estimatedDate?.slice(0, 10);
    const highlighted = !estimated;
    let day: string;
    if (estimated) day = estimated;
    else {
      const earliest = item.earliestDate.slice(0, 10);
      const latest = item.latestDate.slice(0, 10);
      if (earliest > sunday || latest < monday) continue;
      day = earliest < monday ? monday : earliest;
    }
    const index = days.indexOf(day);
    if (index >= 0) columns[index]?.push({ item, highlighted });
  }
  return columns;
}
