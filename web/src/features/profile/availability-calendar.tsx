import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CSSProperties } from 'react';
import { type DayState, monthGrid, yearChoices } from './calendar-dates.ts';
import { profileStrings as s } from './strings.ts';

/** 001 §9: special availability blue, full-day time off red, partial-day time off orange. */
const COLOURS: Record<DayState, string> = { special: '#0972d3', fullTimeOff: '#d91515', partialTimeOff: '#ec7211' };
const LABELS: Record<DayState, string> = {
  special: s.calendar.special,
  fullTimeOff: s.calendar.fullTimeOff,
  partialTimeOff: s.calendar.partialTimeOff,
};

const cellStyle: CSSProperties = { width: '14.28%', padding: 1, textAlign: 'center' };
const dayStyle = (state: DayState | undefined, today: boolean): CSSProperties => ({
  width: '100%',
  minHeight: 28,
  border: today ? '2px solid #000716' : '1px solid transparent',
  borderRadius: 4,
  cursor: 'pointer',
  font: 'inherit',
  background: state ? COLOURS[state] : 'transparent',
  color: state ? '#ffffff' : 'inherit',
});

export interface AvailabilityCalendarProps {
  year: number;
  onYearChange: (year: number) => void;
  states: ReadonlyMap<string, DayState>;
  today: string;
  /** A day was chosen: the parent opens that day's week. */
  onDayClick: (date: string) => void;
}

/**
 * A year of month grids, Monday first (001 §2, §9). Each day is a button named by its date and state, so the
 * keyboard and screen readers reach it; the year selector spans 10 years back and 10 forward.
 */
export function AvailabilityCalendar({ year, onYearChange, states, today, onDayClick }: AvailabilityCalendarProps) {
  const years = yearChoices(Number(today.slice(0, 4))).map((y) => ({ value: String(y), label: String(y) }));
  return (
    <Container
      data-testid="availability-calendar"
      header={
        <Header
          variant="h2"
          actions={
            <FormField label={s.calendar.year}>
              <Select
                selectedOption={{ value: String(year), label: String(year) }}
                options={years}
                ariaLabel={s.calendar.year}
                onChange={(event) => onYearChange(Number(event.detail.selectedOption.value))}
                data-testid="calendar-year"
              />
            </FormField>
          }
        >
          {s.calendar.title}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <Legend />
        <Grid gridDefinition={s.calendar.months.map(() => ({ colspan: { default: 12, xs: 6, m: 4, xl: 3 } }))}>
          {s.calendar.months.map((name, index) => (
            <Month
              key={name}
              name={`${name} ${year}`}
              weeks={monthGrid(year, index + 1)}
              states={states}
              today={today}
              onDayClick={onDayClick}
            />
          ))}
        </Grid>
      </SpaceBetween>
    </Container>
  );
}

function Month({
  name,
  weeks,
  states,
  today,
  onDayClick,
}: {
  name: string;
  weeks: (string | null)[][];
  states: ReadonlyMap<string, DayState>;
  today: string;
  onDayClick: (date: string) => void;
}) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={name}>
      <caption>
        <Box variant="h4" textAlign="center">
          {name}
        </Box>
      </caption>
      <thead>
        <tr>
          {s.calendar.weekdays.map((day) => (
            <th key={day} scope="col" style={cellStyle}>
              <Box variant="small">{day}</Box>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((d) => d !== null)}>
            {s.calendar.weekdays.map((column, i) => {
              const date = week[i];
              if (!date) return <td key={column} style={cellStyle} />;
              const state = states.get(date);
              return (
                <td key={column} style={cellStyle}>
                  <button
                    type="button"
                    style={dayStyle(state, date === today)}
                    aria-label={`${date}, ${state ? LABELS[state] : s.calendar.available}`}
                    aria-current={date === today ? 'date' : undefined}
                    data-date={date}
                    data-state={state ?? 'none'}
                    onClick={() => onDayClick(date)}
                  >
                    {Number(date.slice(8, 10))}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Legend() {
  return (
    <SpaceBetween direction="horizontal" size="l">
      {(Object.keys(COLOURS) as DayState[]).map((state) => (
        <SpaceBetween key={state} direction="horizontal" size="xxs" alignItems="center">
          <span
            aria-hidden="true"
            style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: COLOURS[state] }}
          />
          <Box variant="small">{LABELS[state]}</Box>
        </SpaceBetween>
      ))}
    </SpaceBetween>
  );
}
