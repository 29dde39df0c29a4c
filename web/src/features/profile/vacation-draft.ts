import {
  AVAILABILITY_FIRST_MINUTE,
  timeOfMinutes,
  VACATION_STEP_MINUTES,
  type Vacation,
  type VacationInput,
} from '@shelfline/shared/contracts/availability.contract';

/*
 * The vacation form's draft (001 §5): full day by default; a partial day has one date and times from 6:00 AM in
 * 15-minute steps. Saved as local times without an offset.
 */

export interface VacationDraft {
  isVacation: boolean;
  isPartial: boolean;
  startDate: string;
  endDate: string;
  /** Minutes after midnight (partial day). */
  startMinute: number;
  endMinute: number;
}

/** 6:00 AM to 11:45 PM in 15-minute steps. */
export const VACATION_TIMES: readonly { minute: number; label: string }[] = Array.from(
  { length: (24 * 60 - AVAILABILITY_FIRST_MINUTE) / VACATION_STEP_MINUTES },
  (_, i) => {
    const minute = AVAILABILITY_FIRST_MINUTE + i * VACATION_STEP_MINUTES;
    return { minute, label: timeOfMinutes(minute) };
  },
);

const minuteOf = (localTime: string, fallback: number) =>
  localTime.length > 10 ? Number(localTime.slice(11, 13)) * 60 + Number(localTime.slice(14, 16)) : fallback;

export function newVacationDraft(today: string): VacationDraft {
  return {
    isVacation: true,
    isPartial: false,
    startDate: today,
    endDate: today,
    startMinute: 9 * 60,
    endMinute: 17 * 60,
  };
}

export function vacationDraftOf(vacation: Vacation): VacationDraft {
  return {
    isVacation: vacation.isVacation,
    isPartial: vacation.isPartial,
    startDate: vacation.startDate.slice(0, 10),
    endDate: vacation.endDate.slice(0, 10),
    startMinute: minuteOf(vacation.startDate, 9 * 60),
    endMinute: minuteOf(vacation.endDate, 17 * 60),
  };
}

/** Applies a change; an end date before the start date moves to the start date (001 §5). */
export function changeVacation(draft: VacationDraft, patch: Partial<VacationDraft>): VacationDraft {
  const next = { ...draft, ...patch };
  if (next.startDate && next.endDate && next.endDate < next.startDate) next.endDate = next.startDate;
  return next;
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The body of `POST/PUT profile/vacations`: dates for full days, local 'YYYY-MM-DDTHH:mm:00' for a partial day. */
export function vacationInputOf(draft: VacationDraft): VacationInput {
  if (!draft.isPartial) {
    return { isVacation: draft.isVacation, isPartial: false, startDate: draft.startDate, endDate: draft.endDate };
  }
  return {
    isVacation: draft.isVacation,
    isPartial: true,
    startDate: `${draft.startDate}T${hhmm(draft.startMinute)}:00`,
    endDate: `${draft.startDate}T${hhmm(draft.endMinute)}:00`,
  };
}

/** How the table shows a vacation's dates: 'start - end' (one date when equal), times for a partial day. */
export function vacationDatesText(vacation: Pick<Vacation, 'startDate' | 'endDate' | 'isPartial'>): string {
  const start = vacation.startDate.slice(0, 10);
  const end = vacation.endDate.slice(0, 10);
  if (vacation.isPartial && vacation.startDate.length > 10) {
    const from = timeOfMinutes(minuteOf(vacation.startDate, 0));
    const to = timeOfMinutes(minuteOf(vacation.endDate, 0));
    return `${start} ${from} - ${to}`;
  }
  return start === end ? start : `${start} - ${end}`;
}
