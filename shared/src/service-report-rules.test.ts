import { describe, expect, it } from 'vitest';
import { exceptionsOf, reportedHoursOf } from './service-report-rules.ts';

describe('reported hours', () => {
  it('rounds the time between in and out to the nearest quarter hour', () => {
    expect(reportedHoursOf('09:00', '10:30')).toBe(1.5);
    expect(reportedHoursOf('09:00', '09:07')).toBe(0);
    expect(reportedHoursOf('09:00', '09:08')).toBe(0.25);
    expect(reportedHoursOf('08:50', '17:05')).toBe(8.25);
  });

  it('has none when out is not after in, or a time is malformed', () => {
    expect(reportedHoursOf('10:00', '10:00')).toBeUndefined();
    expect(reportedHoursOf('11:00', '10:00')).toBeUndefined();
    expect(reportedHoursOf('9:00', '10:00')).toBeUndefined();
    expect(reportedHoursOf('09:00', undefined)).toBeUndefined();
  });
});

describe('exceptions of a report', () => {
  const onTime = {
    completedDate: '2026-03-04',
    latestDate: '2026-03-05',
    reportedHours: 2,
    timeLimit: 2,
    dateReportSubmitted: '2026-03-04T18:00:00Z',
  };

  it('has none when completed in the window, within the time limit and reported at once', () => {
    expect(exceptionsOf(onTime)).toEqual([]);
  });

  it('names each exception', () => {
    expect(
      exceptionsOf({ ...onTime, completedDate: '2026-03-06', dateReportSubmitted: '2026-03-06T10:00:00Z' }),
    ).toEqual(['Completed late']);
    expect(exceptionsOf({ ...onTime, reportedHours: 2.25 })).toEqual(['Over time limit']);
    expect(exceptionsOf({ ...onTime, dateReportSubmitted: '2026-03-07T00:00:00Z' })).toEqual(['Late report']);
    expect(exceptionsOf({ ...onTime, dateReportSubmitted: '2026-03-06T23:59:00Z' })).toEqual([]);
  });

  it('ignores a time limit of zero (no limit)', () => {
    expect(exceptionsOf({ ...onTime, timeLimit: 0, reportedHours: 9 })).toEqual([]);
  });
});
