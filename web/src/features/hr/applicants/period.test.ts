import { describe, expect, it } from 'vitest';
import { periodRange } from './period.ts';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 15, 30);

describe('the applicants Period filter', () => {
  it('starts presets at the computed day with no end', () => {
    const today = day(2026, 11, 26);
    expect(periodRange('today', today)).toEqual({ startDate: '2026-11-26' });
    expect(periodRange('last3Days', today)).toEqual({ startDate: '2026-11-23' });
    expect(periodRange('lastWeek', today)).toEqual({ startDate: '2026-11-19' });
    expect(periodRange('last2Weeks', today)).toEqual({ startDate: '2026-11-12' });
  });

  it('goes one calendar month back, across a year and onto a shorter month', () => {
    expect(periodRange('lastMonth', day(2026, 11, 26))).toEqual({ startDate: '2026-10-26' });
    expect(periodRange('lastMonth', day(2026, 1, 15))).toEqual({ startDate: '2025-12-15' });
    expect(periodRange('lastMonth', day(2026, 3, 31))).toEqual({ startDate: '2026-02-28' });
    expect(periodRange('lastMonth', day(2028, 3, 30))).toEqual({ startDate: '2028-02-29' });
  });

  it('crosses month ends for day counts', () => {
    expect(periodRange('last2Weeks', day(2026, 3, 5))).toEqual({ startDate: '2026-02-19' });
  });

  it('keeps Custom dates as chosen, both optional', () => {
    expect(periodRange('custom', day(2026, 11, 26), { startDate: '2026-01-01', endDate: '2026-02-01' })).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
    expect(periodRange('custom', day(2026, 11, 26))).toEqual({ startDate: undefined, endDate: undefined });
  });
});
