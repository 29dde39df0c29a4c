import Box from '@cloudscape-design/components/box';
import Select from '@cloudscape-design/components/select';
import Table from '@cloudscape-design/components/table';
import {
  AVAILABILITY_TIMES,
  WEEKDAY_NAMES,
  WEEKDAYS_MONDAY_FIRST,
  type Weekday,
} from '@shelfline/shared/contracts/availability.contract';
import { changeDay, type DayDraft, dayError, hourChoices, type WeekDraft } from './availability-draft.ts';
import { profileStrings as s } from './strings.ts';

const TIME_OPTIONS = [{ value: '', label: s.week.notSet }, ...AVAILABILITY_TIMES.map((t) => ({ value: t, label: t }))];

export interface AvailabilityWeekTableProps {
  draft: WeekDraft;
  onChange: (draft: WeekDraft) => void;
  /** Errors from the schema or the server, by weekday. */
  errors?: Partial<Record<Weekday, string>>;
  disabled?: boolean;
  /** A date under each day's name (a special availability week). */
  dates?: Partial<Record<Weekday, string>>;
  testId?: string;
}

/**
 * One week of availability, Monday to Sunday (001 §2, §5, §9): start and end in 30-minute steps from 6:00 AM,
 * and hours in 0.5 steps up to the window's length (reduced when the window shrinks).
 */
export function AvailabilityWeekTable({
  draft,
  onChange,
  errors,
  disabled,
  dates,
  testId,
}: AvailabilityWeekTableProps) {
  const set = (weekday: Weekday, patch: Partial<DayDraft>) =>
    onChange({ ...draft, [weekday]: changeDay(draft[weekday], patch) });
  const control = (weekday: Weekday, what: string) => s.week.control(WEEKDAY_NAMES[weekday], what);
  const timeSelect = (weekday: Weekday, field: 'start' | 'end', label: string) => {
    const value = draft[weekday][field];
    return (
      <Select
        selectedOption={TIME_OPTIONS.find((o) => o.value === value) ?? null}
        options={TIME_OPTIONS}
        ariaLabel={control(weekday, label)}
        invalid={field === 'start' && (dayError(draft[weekday]) ?? errors?.[weekday]) !== undefined}
        disabled={disabled}
        expandToViewport
        data-testid={`day-${weekday}-${field}`}
        onChange={(event) => set(weekday, { [field]: event.detail.selectedOption.value ?? '' })}
      />
    );
  };
  return (
    <Table<Weekday>
      data-testid={testId ?? 'week-table'}
      variant="embedded"
      trackBy={(weekday) => weekday}
      items={[...WEEKDAYS_MONDAY_FIRST]}
      columnDefinitions={[
        {
          id: 'day',
          header: s.week.day,
          cell: (weekday) => (
            <Box>
              <Box fontWeight="bold">{WEEKDAY_NAMES[weekday]}</Box>
              {dates?.[weekday] ? <Box color="text-body-secondary">{dates[weekday]}</Box> : null}
              {(dayError(draft[weekday]) ?? errors?.[weekday]) ? (
                <Box color="text-status-error" data-testid={`day-error-${weekday}`}>
                  {dayError(draft[weekday]) ?? errors?.[weekday]}
                </Box>
              ) : null}
            </Box>
          ),
        },
        { id: 'start', header: s.week.start, cell: (weekday) => timeSelect(weekday, 'start', s.week.start) },
        { id: 'end', header: s.week.end, cell: (weekday) => timeSelect(weekday, 'end', s.week.end) },
        {
          id: 'hours',
          header: s.week.hours,
          cell: (weekday) => {
            const hours = String(draft[weekday].hours);
            return (
              <Select
                selectedOption={{ value: hours, label: hours }}
                options={hourChoices(draft[weekday]).map((h) => ({ value: String(h), label: String(h) }))}
                ariaLabel={control(weekday, s.week.hours)}
                disabled={disabled}
                expandToViewport
                data-testid={`day-${weekday}-hours`}
                onChange={(event) => set(weekday, { hours: Number(event.detail.selectedOption.value) })}
              />
            );
          },
        },
      ]}
    />
  );
}
