import { type Recurrence, WEEKDAY_LABELS } from './contracts/export-schedule.contract.ts';

/** Weeks read Monday to Sunday, as the relative periods count them. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * A schedule's recurrence in words, e.g. 'Weekly on Mon, Thu at 06:00 (America/Toronto)': the list of schedules and
 * the SPA show it, so both say the same.
 */
export function describeRecurrence(clock: { recurrence: Recurrence; time: string; timeZone: string }): string {
  const at = `at ${clock.time} (${clock.timeZone})`;
  const { recurrence } = clock;
  switch (recurrence.frequency) {
    case 'daily':
      return `Daily ${at}`;
    case 'weekly': {
      const days = WEEK_ORDER.filter((day) => recurrence.daysOfWeek?.includes(day)).map((day) => WEEKDAY_LABELS[day]);
      return `Weekly on ${days.join(', ')} ${at}`;
    }
    case 'monthly':
      return `Monthly on day ${recurrence.dayOfMonth} ${at}`;
  }
}
