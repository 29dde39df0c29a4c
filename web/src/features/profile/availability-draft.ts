import {
  type DailyAvailability,
  type DailyAvailabilityInput,
  HOURS_STEP,
  minutesOfTime,
  WEEKDAYS_MONDAY_FIRST,
  type Weekday,
} from '@shelfline/shared/contracts/availability.contract';

/*
 * The week editor's draft (general availability and a special availability week, 001 §2, §5, §9): per weekday a
 * start and end time ('' = not set) and the hours, chosen in 0.5 steps up to the window's length.
 */

export interface DayDraft {
  start: string;
  end: string;
  hours: number;
}
export type WeekDraft = Record<Weekday, DayDraft>;

const EMPTY_DAY: DayDraft = { start: '', end: '', hours: 0 };

/** The hours a day's window allows: its length, or 24 while start or end is unset (or start is after end). */
export function maxHoursOf(day: Pick<DayDraft, 'start' | 'end'>): number {
  const start = day.start ? minutesOfTime(day.start) : undefined;
  const end = day.end ? minutesOfTime(day.end) : undefined;
  if (start === undefined || end === undefined || start > end) return 24;
  return (end - start) / 60;
}

/** The selectable hours: 0 up to the window's length in 0.5 steps. */
export function hourChoices(day: Pick<DayDraft, 'start' | 'end'>): number[] {
  const max = maxHoursOf(day);
  return Array.from({ length: Math.floor(max / HOURS_STEP) + 1 }, (_, i) => i * HOURS_STEP);
}

/** Applies a change to one day; hours shrink to fit when the window gets shorter. */
export function changeDay(day: DayDraft, patch: Partial<DayDraft>): DayDraft {
  const next = { ...day, ...patch };
  const max = maxHoursOf(next);
  return next.hours > max ? { ...next, hours: Math.floor(max / HOURS_STEP) * HOURS_STEP } : next;
}

/** 'Start must not be later than end.' while the day's start is after its end. */
export function dayError(day: DayDraft): string | undefined {
  const start = day.start ? minutesOfTime(day.start) : undefined;
  const end = day.end ? minutesOfTime(day.end) : undefined;
  return start !== undefined && end !== undefined && start > end ? 'Start must not be later than end.' : undefined;
}

export function weekDraftOf(days: Partial<Record<Weekday, DailyAvailability>> | undefined): WeekDraft {
  const draft = {} as WeekDraft;
  for (const weekday of WEEKDAYS_MONDAY_FIRST) {
    const day = days?.[weekday];
    draft[weekday] = day ? { start: day.start ?? '', end: day.end ?? '', hours: day.availableHours } : { ...EMPTY_DAY };
  }
  return draft;
}

/** The draft as `dailyAvailabilities` of the input schemas: every weekday, unset times as null. */
export function dailyInputOf(draft: WeekDraft): Partial<Record<Weekday, DailyAvailabilityInput>> {
  const days: Partial<Record<Weekday, DailyAvailabilityInput>> = {};
  for (const weekday of WEEKDAYS_MONDAY_FIRST) {
    const day = draft[weekday];
    days[weekday] = { start: day.start || null, end: day.end || null, availableHours: day.hours };
  }
  return days;
}

/** Errors of the schemas' `dailyAvailabilities.<weekday>.*` issues, by weekday (first message wins). */
export function dayErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<Weekday, string>> = {};
  for (const issue of issues) {
    if (issue.path[0] !== 'dailyAvailabilities') continue;
    const weekday = String(issue.path[1]) as Weekday;
    errors[weekday] ??= issue.message;
  }
  return errors;
}
