import { describe, expect, it } from 'vitest';
import { addDays, dayParts, wallClockText, wallTimeToInstant, weekdayOf } from './zoned-calendar.ts';

describe('zoned calendar', () => {
  it('counts calendar days across month, year and leap-day ends', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(dayParts('2027-02-28')).toEqual([2027, 2, 28]);
    expect(weekdayOf('2027-03-14')).toBe(0);
  });

  it('reads the wall clock of an instant in the zone', () => {
    expect(wallClockText(new Date('2027-11-07T05:30:00Z'), 'America/Toronto')).toBe('2027-11-07 01:30');
    expect(wallClockText(new Date('2027-11-07T06:30:00Z'), 'America/Toronto')).toBe('2027-11-07 01:30');
    expect(wallClockText(new Date('2027-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe('2027-07-01 05:30');
  });

  it('turns a wall time into its instant: the first of a repeated one, the gap’s end for a skipped one', () => {
    expect(wallTimeToInstant('2027-11-07', '01:30', 'America/Toronto').toISOString()).toBe('2027-11-07T05:30:00.000Z');
    expect(wallTimeToInstant('2027-03-14', '02:30', 'America/Toronto').toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(wallTimeToInstant('2027-03-14', '02:00', 'America/Toronto').toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(wallTimeToInstant('2027-03-14', '03:00', 'America/Toronto').toISOString()).toBe('2027-03-14T07:00:00.000Z');
    // Lord Howe moves by half an hour.
    expect(wallTimeToInstant('2027-10-03', '02:15', 'Australia/Lord_Howe').toISOString()).toBe(
      '2027-10-02T15:30:00.000Z',
    );
  });
});
