import type { Recurrence } from '@shelfline/shared/contracts/export-schedule.contract';
import { addDays, dayParts, daysInMonth, wallTimeToInstant, weekdayOf, zonedDay } from './zoned-calendar.ts';

export { zonedDay } from './zoned-calendar.ts';

/**
 * When a schedule runs: slots are wall-clock times in its time zone, so "06:00 in Toronto" stays 06:00 across daylight
 * saving. One slot per matching day: a time the clocks skip runs at the end of the gap, a time they repeat runs once,
 * at its first occurrence (wallTimeToInstant).
 */
export interface ScheduleClock {
  recurrence: Recurrence;
  /** HH:mm */
  time: string;
  timeZone: string;
}

/** Whether the recurrence runs on the calendar day; a monthly day past the month's end runs on its last day. */
function runsOn(recurrence: Recurrence, day: string): boolean {
  switch (recurrence.frequency) {
    case 'daily':
      return true;
    case 'weekly':
      return (recurrence.daysOfWeek ?? []).includes(weekdayOf(day));
    case 'monthly': {
      const [year, month, date] = dayParts(day);
      return date === Math.min(recurrence.dayOfMonth ?? 1, daysInMonth(year, month));
    }
  }
}

/** Every recurrence runs at least once in 31 days; a year is room to spare, and stops a malformed one looping. */
const SEARCH_DAYS = 400;

function slotOn(clock: ScheduleClock, day: string): Date | undefined {
  return runsOn(clock.recurrence, day) ? wallTimeToInstant(day, clock.time, clock.timeZone) : undefined;
}

/** The first slot strictly after `after`. */
export function nextSlotAfter(clock: ScheduleClock, after: Date): Date {
  // From the day before: a gap-shifted slot can fall on the next calendar day's clock (never in practice, but cheap).
  const start = addDays(zonedDay(after, clock.timeZone), -1);
  for (let offset = 0; offset < SEARCH_DAYS; offset += 1) {
    const slot = slotOn(clock, addDays(start, offset));
    if (slot && slot.getTime() > after.getTime()) return slot;
  }
  throw new Error(`The recurrence ${JSON.stringify(clock.recurrence)} has no slot within ${SEARCH_DAYS} days.`);
}

/** The latest slot at or before `at`. */
export function lastSlotAtOrBefore(clock: ScheduleClock, at: Date): Date {
  const start = addDays(zonedDay(at, clock.timeZone), 1);
  for (let offset = 0; offset < SEARCH_DAYS; offset += 1) {
    const slot = slotOn(clock, addDays(start, -offset));
    if (slot && slot.getTime() <= at.getTime()) return slot;
  }
  throw new Error(`The recurrence ${JSON.stringify(clock.recurrence)} has no slot within ${SEARCH_DAYS} days.`);
}
