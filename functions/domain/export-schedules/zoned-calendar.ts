/*
 * Calendar days and wall-clock times in an IANA time zone, through Intl.DateTimeFormat (no date package). A calendar
 * day is a 'YYYY-MM-DD' string; its arithmetic is done on UTC midnights, where every day has 24 hours.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in the zone, as if it were UTC (ms): the zone's offset is `wallClockMs - instant`. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(instant));
  const read = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(read('year'), read('month') - 1, read('day'), read('hour'), read('minute'), read('second'));
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The YYYY-MM-DD of `instant` in the zone. */
export function zonedDay(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** [year, month 1-12, day of month] of a YYYY-MM-DD day. */
export function dayParts(day: string): [number, number, number] {
  const date = new Date(dayMs(day));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

export function addDays(day: string, days: number): string {
  return new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(dayMs(day)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The first instant whose wall clock in the zone reads `time` (HH:mm) or later on `day`: an ordinary time is its one
 * instant; an ambiguous one (clocks go back) is its first occurrence; a time that does not exist (clocks go forward)
 * is the end of the gap, e.g. 02:30 on a spring-forward night in Toronto is 03:00.
 */
export function wallTimeToInstant(day: string, time: string, timeZone: string): Date {
  const hours = Number(time.slice(0, 2));
  const minutes = Number(time.slice(3, 5));
  const wall = dayMs(day) + hours * 3_600_000 + minutes * MINUTE_MS;
  // The offsets a day either side cover every offset the wall time can have (zones change at most once a day).
  const offsets = [
    wallClockMs(wall - DAY_MS, timeZone) - (wall - DAY_MS),
    wallClockMs(wall + DAY_MS, timeZone) - (wall + DAY_MS),
  ];
  const exact = offsets.map((offset) => wall - offset).filter((instant) => wallClockMs(instant, timeZone) === wall);
  if (exact.length > 0) return new Date(Math.min(...exact));
  // In a gap: the earliest instant reading later than `wall`, between the two readings' candidates, to the minute.
  let low = Math.min(...offsets.map((offset) => wall - offset));
  let high = Math.max(...offsets.map((offset) => wall - offset));
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (wallClockMs(middle, timeZone) >= wall) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/** 'YYYY-MM-DD HH:mm' of `instant` on the zone's wall clock (messages that name when something happened). */
export function wallClockText(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 16).replace('T', ' ');
}
