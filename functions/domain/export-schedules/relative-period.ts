import type { RelativePeriod } from '@shelfline/shared/contracts/export-schedule.contract';
import { addDays, dayParts, daysInMonth, weekdayOf, zonedDay } from './zoned-calendar.ts';

export interface DateRange {
  /** YYYY-MM-DD, inclusive */
  fromDate: string;
  /** YYYY-MM-DD, inclusive */
  toDate: string;
}

/** Monday of the week holding `day` (weeks run Monday to Sunday). */
const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

function weekFrom(monday: string): DateRange {
  return { fromDate: monday, toDate: addDays(monday, 6) };
}

/** The month `shift` months from the month of `day`. */
function monthOf(day: string, shift: number): DateRange {
  const [year, month] = dayParts(day);
  const first = new Date(Date.UTC(year, month - 1 + shift, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth() + 1;
  const prefix = `${y}-${String(m).padStart(2, '0')}`;
  return { fromDate: `${prefix}-01`, toDate: `${prefix}-${String(daysInMonth(y, m)).padStart(2, '0')}` };
}

/**
 * The dates a schedule's relative period means at `at`, in the schedule's calendar: "yesterday" of a 06:00 Toronto run
 * is Toronto's yesterday, whatever the UTC date. lastNDays is the N days before today; nextNDays is today and N-1 after.
 */
export function resolvePeriod(period: RelativePeriod, at: Date, timeZone: string): DateRange {
  const today = zonedDay(at, timeZone);
  const days = period.days ?? 1;
  switch (period.type) {
    case 'today':
      return { fromDate: today, toDate: today };
    case 'yesterday':
      return { fromDate: addDays(today, -1), toDate: addDays(today, -1) };
    case 'thisWeek':
      return weekFrom(mondayOf(today));
    case 'lastWeek':
      return weekFrom(addDays(mondayOf(today), -7));
    case 'nextWeek':
      return weekFrom(addDays(mondayOf(today), 7));
    case 'thisMonth':
      return monthOf(today, 0);
    case 'previousMonth':
      return monthOf(today, -1);
    case 'nextMonth':
      return monthOf(today, 1);
    case 'lastNDays':
      return { fromDate: addDays(today, -days), toDate: addDays(today, -1) };
    case 'nextNDays':
      return { fromDate: today, toDate: addDays(today, days - 1) };
  }
}
