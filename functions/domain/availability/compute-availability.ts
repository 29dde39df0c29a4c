import {
  type Availability,
  type AvailabilityDay,
  type AvailabilityStatus,
  minutesOfTime,
  timeOfMinutes,
} from '@shelfline/shared/contracts/availability.contract';
import { DAY_MS, dateOfNumber, dayNumber } from '../../common/dates.ts';

/*
 * A worker's availability for a date window — the product's definition (000 §2.7, 001 §3 Availability and
 * vacation). Pure: the caller reads the inputs (functions/data/availability.repository.ts) and passes them in.
 *
 * Per day of the window (startDate..endDate, both included; dates are calendar dates, no time zone):
 * 1. Offered hours. If a special availability week covers the date, that week's entry for the weekday
 *    (`availableHours`; a weekday without an entry offers 0) — source 'special'. Otherwise the general
 *    availability's weekday entry (a weekday without an entry offers 0) — source 'general'. A worker who has
 *    NEVER saved a general availability and has no special week covering the date is 'notSet': unconstrained,
 *    counted as 8 hours a day (NOT_SET_HOURS_PER_DAY) so they can still be scheduled.
 * 2. Time off. A full-day vacation or off day covering the date removes every offered hour ('full'). A
 *    partial-day one removes its overlap with the day's start..end window, or its whole length when the day
 *    has no window (special/general entry without times, or 'notSet') — never more than what is offered
 *    ('partial'). `availableHours` of the day is what remains.
 * 3. Assigned hours. Each scheduled work row (a service the worker is on) spreads its hours evenly over every
 *    calendar day of its own startDate..endDate; the days that fall inside the window count. Planned and live
 *    services both count.
 *
 * Status of the window, first match wins (precedence Inactive > FullyBlocked > OverAllocated >
 * PartiallyBlocked > Available):
 * - Inactive: the worker is inactive.
 * - FullyBlocked: time off removes all the hours offered in the window, or the worker offers no hour at all
 *   in the window.
 * - OverAllocated: on some day the assigned hours exceed the hours available (after time off), or in some
 *   Monday–Sunday week the assigned hours (of the window's days in that week) exceed the general
 *   availability's weekly maximum, when one is set.
 * - PartiallyBlocked: time off removes some, not all, of the offered hours. Time off on a day offering no
 *   hours blocks nothing and does not count.
 * - Available: none of the above.
 * `details` holds one plain sentence per reason, the status's own reasons first: "Inactive",
 * "Vacation 2026-12-01 to 2026-12-05", "Off 2026-12-03 9:00 AM to 12:00 PM", "No hours offered 2026-12-01 to
 * 2026-12-07", "2026-12-08: 10 h assigned, 8 h available", "Week of 2026-12-07: 46 h assigned, 40 h maximum".
 * Totals: `availableHours` = offered minus time off over the window, `assignedHours` = assigned over the window.
 * Hours are rounded to 2 decimals.
 */

export const NOT_SET_HOURS_PER_DAY = 8;

interface DayPattern {
  start?: string | null;
  end?: string | null;
  availableHours: number;
}
type WeekPattern = Partial<Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', DayPattern>>;

export interface AvailabilityInputs {
  employeeId: number;
  inactive: boolean;
  /** Undefined when the worker never saved one ('Daily Availability Not Set'). */
  general?: { dailyAvailabilities: WeekPattern; weeklyHoursMaximum?: number | null };
  specialWeeks: readonly { startDate: string; endDate: string; dailyAvailabilities: WeekPattern }[];
  /** Dates 'YYYY-MM-DD' (full day) or 'YYYY-MM-DDTHH:mm[:ss]' local time (partial day). */
  timeOff: readonly { startDate: string; endDate: string; isVacation: boolean; isPartial: boolean }[];
  work: readonly { startDate: string; endDate: string; hours: number }[];
  startDate: string;
  endDate: string;
}

const EPSILON = 0.005;
const MINUTES_PER_DAY = 24 * 60;

const round2 = (n: number) => Math.round(n * 100) / 100;
const hoursText = (n: number) => String(round2(n));

/** The longest window the availability calls compute (AvailabilityQuerySchema's limit). */
export const MAX_WINDOW_DAYS = 366;

/** Minutes after midnight of a local 'YYYY-MM-DDTHH:mm' time; undefined for a date only. */
const minutesOfLocal = (value: string) =>
  value.length > 10 ? Number(value.slice(11, 13)) * 60 + Number(value.slice(14, 16)) : undefined;

function timeOffSentence(t: AvailabilityInputs['timeOff'][number]): string {
  const kind = t.isVacation ? 'Vacation' : 'Off';
  const startDay = t.startDate.slice(0, 10);
  const endDay = t.endDate.slice(0, 10);
  if (t.isPartial) {
    const from = minutesOfLocal(t.startDate);
    const to = minutesOfLocal(t.endDate);
    const times = from !== undefined && to !== undefined ? ` ${timeOfMinutes(from)} to ${timeOfMinutes(to)}` : '';
    return startDay === endDay ? `${kind} ${startDay}${times}` : `${kind} ${startDay} to ${endDay}${times}`;
  }
  return startDay === endDay ? `${kind} ${startDay}` : `${kind} ${startDay} to ${endDay}`;
}

/** The Monday of the week of a day number (day 0, 1970-01-01, was a Thursday). */
const mondayOf = (n: number) => n - ((((n + 3) % 7) + 7) % 7);

export function computeAvailability(inputs: AvailabilityInputs): Availability {
  const first = dayNumber(inputs.startDate);
  const last = dayNumber(inputs.endDate);
  const days: AvailabilityDay[] = [];
  const offeredByDay: number[] = [];
  const blockingTimeOff = new Set<number>();

  for (let n = first; n <= last; n++) {
    const date = dateOfNumber(n);
    const weekday = String(new Date(n * DAY_MS).getUTCDay()) as keyof WeekPattern;
    const special = inputs.specialWeeks.find((s) => s.startDate <= date && date <= s.endDate);
    let source: AvailabilityDay['source'];
    let pattern: DayPattern | undefined;
    if (special) {
      source = 'special';
      pattern = special.dailyAvailabilities[weekday];
    } else if (inputs.general) {
      source = 'general';
      pattern = inputs.general.dailyAvailabilities[weekday];
    } else {
      source = 'notSet';
    }
    const offered = source === 'notSet' ? NOT_SET_HOURS_PER_DAY : (pattern?.availableHours ?? 0);
    const windowStart = pattern?.start ? minutesOfTime(pattern.start) : undefined;
    const windowEnd = pattern?.end ? minutesOfTime(pattern.end) : undefined;

    let timeOff: AvailabilityDay['timeOff'] = 'none';
    let removed = 0;
    for (const [index, t] of inputs.timeOff.entries()) {
      const startDay = t.startDate.slice(0, 10);
      const endDay = t.endDate.slice(0, 10);
      if (date < startDay || date > endDay) continue;
      let hours: number;
      if (!t.isPartial) {
        timeOff = 'full';
        hours = offered;
      } else {
        if (timeOff === 'none') timeOff = 'partial';
        const from = date === startDay ? (minutesOfLocal(t.startDate) ?? 0) : 0;
        const to = date === endDay ? (minutesOfLocal(t.endDate) ?? MINUTES_PER_DAY) : MINUTES_PER_DAY;
        const overlap =
          windowStart !== undefined && windowEnd !== undefined
            ? Math.min(to, windowEnd) - Math.max(from, windowStart)
            : to - from;
        hours = Math.max(0, overlap) / 60;
      }
      if (hours > 0 && offered > 0) blockingTimeOff.add(index);
      removed += hours;
    }
    const available = Math.max(0, offered - removed);
    offeredByDay.push(offered);
    days.push({ date, availableHours: available, assignedHours: 0, timeOff, source });
  }

  // Assigned hours. A service runs between its earliest and latest date and the worker does it on the days they
  // can: the part of its hours that falls inside the window (by its share of days) fills the hours still free on
  // its days, in proportion to them; only what does not fit is spread evenly on top (and shows as over-allocated).
  // Spreading evenly over every day would call a worker with one day off in a Monday–Friday service over-allocated.
  for (const row of inputs.work) {
    const rowFirst = dayNumber(row.startDate);
    const rowLast = Math.max(rowFirst, dayNumber(row.endDate));
    const from = Math.max(first, rowFirst);
    const to = Math.min(last, rowLast);
    if (from > to) continue;
    const inside = days.slice(from - first, to - first + 1);
    const portion = (row.hours * inside.length) / (rowLast - rowFirst + 1);
    const free = inside.map((day) => Math.max(0, day.availableHours - day.assignedHours));
    const capacity = free.reduce((a, b) => a + b, 0);
    const fitted = Math.min(portion, capacity);
    const excessPerDay = (portion - fitted) / inside.length;
    inside.forEach((day, i) => {
      day.assignedHours += (capacity > 0 ? (fitted * (free[i] ?? 0)) / capacity : 0) + excessPerDay;
    });
  }

  const offeredTotal = offeredByDay.reduce((a, b) => a + b, 0);
  const availableTotal = days.reduce((a, d) => a + d.availableHours, 0);
  const assignedTotal = days.reduce((a, d) => a + d.assignedHours, 0);

  const timeOffDetails = inputs.timeOff.filter((_, i) => blockingTimeOff.has(i)).map(timeOffSentence);
  const overDetails: string[] = [];
  const maximum = inputs.general?.weeklyHoursMaximum;
  const weekly = new Map<number, number>();
  days.forEach((day, i) => {
    const monday = mondayOf(first + i);
    weekly.set(monday, (weekly.get(monday) ?? 0) + day.assignedHours);
  });
  if (maximum !== undefined && maximum !== null) {
    for (const [monday, assigned] of weekly) {
      if (assigned > maximum + EPSILON) {
        overDetails.push(
          `Week of ${dateOfNumber(monday)}: ${hoursText(assigned)} h assigned, ${hoursText(maximum)} h maximum`,
        );
      }
    }
  }
  for (const day of days) {
    if (day.assignedHours > day.availableHours + EPSILON) {
      overDetails.push(
        `${day.date}: ${hoursText(day.assignedHours)} h assigned, ${hoursText(day.availableHours)} h available`,
      );
    }
  }

  let status: AvailabilityStatus;
  let details: string[];
  if (inputs.inactive) {
    status = 'Inactive';
    details = ['Inactive', ...timeOffDetails, ...overDetails];
  } else if (offeredTotal <= EPSILON) {
    status = 'FullyBlocked';
    details = [`No hours offered ${inputs.startDate} to ${inputs.endDate}`, ...overDetails];
  } else if (availableTotal <= EPSILON && timeOffDetails.length > 0) {
    status = 'FullyBlocked';
    details = [...timeOffDetails, ...overDetails];
  } else if (overDetails.length > 0) {
    status = 'OverAllocated';
    details = [...overDetails, ...timeOffDetails];
  } else if (timeOffDetails.length > 0) {
    status = 'PartiallyBlocked';
    details = timeOffDetails;
  } else {
    status = 'Available';
    details = [];
  }

  return {
    employeeId: inputs.employeeId,
    status,
    details,
    startDate: inputs.startDate,
    endDate: inputs.endDate,
    availableHours: round2(availableTotal),
    assignedHours: round2(assignedTotal),
    days: days.map((d) => ({ ...d, availableHours: round2(d.availableHours), assignedHours: round2(d.assignedHours) })),
  };
}

/** Hours free in the window: available minus assigned, never below 0 (the search's `minimumAvailability`). */
export function freeHours(availability: Pick<Availability, 'availableHours' | 'assignedHours'>): number {
  return round2(Math.max(0, availability.availableHours - availability.assignedHours));
}
