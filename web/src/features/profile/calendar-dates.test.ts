import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  dayStates,
  isVacationOpen,
  monthGrid,
  specialOfWeek,
  weekdayOf,
  weekOf,
  yearChoices,
} from './calendar-dates.ts';

const vacation = (startDate: string, endDate: string, isPartial = false, isDeleted = false) => ({
  startDate,
  endDate,
  isPartial,
  isDeleted,
});

describe('calendar dates', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesBetween('2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('finds the Monday..Sunday week of a day and the contract weekday keys', () => {
    expect(weekOf('2026-11-21')).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // a Saturday
    expect(weekOf('2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // Sunday ends the week
    expect(weekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // Monday starts one
    expect(weekOf('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(weekdayOf('2026-11-22')).toBe('0');
    expect(weekdayOf('2026-11-23')).toBe('1');
  });

  it('lays a month out in weeks starting on Monday', () => {
    const november = monthGrid(2026, 11); // 1 November 2026 is a Sunday
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(november.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(november.flat().filter(Boolean)).toHaveLength(30);
    const february = monthGrid(2027, 2); // starts on a Monday, 28 days: four full weeks
    expect(february).toHaveLength(4);
    expect(february[0]?.[0]).toBe('2027-02-01');
    expect(monthGrid(2028, 2).flat().filter(Boolean)).toHaveLength(29);
  });

  it('offers 10 years back and 10 forward', () => {
    const years = yearChoices(2026);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2036);
  });

  it('colours days: full time off over partial over special availability, cancelled vacations not at all', () => {
    const states = dayStates(
      [
        vacation('2026-12-01', '2026-12-03'),
        vacation('2026-12-03T09:00:00', '2026-12-03T12:00:00', true),
        vacation('2026-12-08T09:00:00', '2026-12-08T12:00:00', true),
        vacation('2026-12-20', '2026-12-21', false, true),
      ],
      [{ startDate: '2026-12-07', endDate: '2026-12-13' }],
    );
    expect(states.get('2026-12-01')).toBe('fullTimeOff');
    expect(states.get('2026-12-03')).toBe('fullTimeOff');
    expect(states.get('2026-12-07')).toBe('special');
    expect(states.get('2026-12-08')).toBe('partialTimeOff');
    expect(states.get('2026-12-13')).toBe('special');
    expect(states.get('2026-12-14')).toBeUndefined();
    expect(states.get('2026-12-20')).toBeUndefined();
  });

  it('finds the special availability of a week', () => {
    const specials = [
      { id: 1, startDate: '2026-12-07', endDate: '2026-12-13' },
      { id: 2, startDate: '2026-12-16', endDate: '2026-12-16' },
    ];
    expect(specialOfWeek(specials, '2026-12-07')?.id).toBe(1);
    expect(specialOfWeek(specials, '2026-12-14')?.id).toBe(2);
    expect(specialOfWeek(specials, '2026-11-30')).toBeUndefined();
  });

  it('keeps a vacation editable until its end has passed', () => {
    const now = new Date(2026, 10, 21, 15, 30);
    expect(isVacationOpen({ endDate: '2026-11-21', isPartial: false }, now)).toBe(true);
    expect(isVacationOpen({ endDate: '2026-11-20', isPartial: false }, now)).toBe(false);
    expect(isVacationOpen({ endDate: '2026-11-21T16:00:00', isPartial: true }, now)).toBe(true);
    expect(isVacationOpen({ endDate: '2026-11-21T12:00:00', isPartial: true }, now)).toBe(false);
  });
});
