import type { SpecialAvailability, Vacation, Weekday } from '@shelfline/shared/contracts/availability.contract';

/*
 * Date logic of the profile's availability calendar (001 §2, §4, §9): local calendar dates as 'YYYY-MM-DD', weeks
 * Monday to Sunday, and the colour state of each day. Pure functions, so they are unit-tested without a browser.
 */

/** What a calendar day shows: a full-day vacation or off (red), a partial day (orange), special availability (blue). */
export type DayState = 'fullTimeOff' | 'partialTimeOff' | 'special';

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of `date` as 'YYYY-MM-DD'. */
export function isoOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local 'YYYY-MM-DDTHH:mm' of `date` (compared with vacation ends). */
export function localDateTimeOf(date: Date): string {
  return `${isoOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Noon of the day, so daylight-saving changes never move it to another date. */
function dateOf(iso: string): Date {
  return new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)), 12);
}

export function addDays(iso: string, days: number): string {
  const date = dateOf(iso);
  date.setDate(date.getDate() + days);
  return isoOf(date);
}

/** The weekday key of the contract: '0' Sunday … '6' Saturday. */
export function weekdayOf(iso: string): Weekday {
  return String(dateOf(iso).getDay()) as Weekday;
}

/** The Monday..Sunday week that holds `iso`. */
export function weekOf(iso: string): { start: string; end: string } {
  const offset = (dateOf(iso).getDay() + 6) % 7;
  const start = addDays(iso, -offset);
  return { start, end: addDays(start, 6) };
}

/** Every date from `start` to `end`, both included (none when end is before start). */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** A month as weeks of seven cells, Monday first; cells outside the month are null. `month` is 1..12. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = `${year}-${pad(month)}-01`;
  const days = new Date(year, month, 0).getDate();
  const cells: (string | null)[] = Array.from({ length: (dateOf(first).getDay() + 6) % 7 }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${year}-${pad(month)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The year selector: 10 years back and 10 forward (001 §2). */
export function yearChoices(currentYear: number): number[] {
  return Array.from({ length: 21 }, (_, i) => currentYear - 10 + i);
}

const RANK: Record<DayState, number> = { fullTimeOff: 3, partialTimeOff: 2, special: 1 };

/** The state of every coloured day; time off wins over special availability, a full day over a partial one. */
export function dayStates(
  vacations: readonly Pick<Vacation, 'startDate' | 'endDate' | 'isPartial' | 'isDeleted'>[],
  specials: readonly Pick<SpecialAvailability, 'startDate' | 'endDate'>[],
): Map<string, DayState> {
  const states = new Map<string, DayState>();
  const mark = (start: string, end: string, state: DayState) => {
    for (const day of datesBetween(start.slice(0, 10), end.slice(0, 10))) {
      const current = states.get(day);
      if (!current || RANK[current] < RANK[state]) states.set(day, state);
    }
  };
  for (const special of specials) mark(special.startDate, special.endDate, 'special');
  for (const vacation of vacations) {
    if (!vacation.isDeleted)
      mark(vacation.startDate, vacation.endDate, vacation.isPartial ? 'partialTimeOff' : 'fullTimeOff');
  }
  return states;
}

/** The special availability entry that covers any day of the week starting `monday`. */
export function specialOfWeek<T extends Pick<SpecialAvailability, 'startDate' | 'endDate'>>(
  specials: readonly T[],
  monday: string,
): T | undefined {
  const sunday = addDays(monday, 6);
  return specials.find((s) => s.startDate.slice(0, 10) <= sunday && s.endDate.slice(0, 10) >= monday);
}

/** A vacation's end as a local 'YYYY-MM-DDTHH:mm': a full day lasts until the end of its last date. */
export function vacationEnd(vacation: Pick<Vacation, 'endDate' | 'isPartial'>): string {
  return vacation.isPartial && vacation.endDate.length > 10
    ? vacation.endDate.slice(0, 16)
    : `${vacation.endDate.slice(0, 10)}T23:59`;
}

/** Edit and cancel only while the vacation's end is not in the past (001 §4). */
export function isVacationOpen(vacation: Pick<Vacation, 'endDate' | 'isPartial'>, now: Date): boolean {
  return vacationEnd(vacation) >= localDateTimeOf(now);
}
