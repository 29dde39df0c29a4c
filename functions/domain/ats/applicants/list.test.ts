import { describe, expect, it } from 'vitest';
import { listWindow, monthsOf, NARROW_THE_PERIOD } from './list.ts';

describe('the applicants list window (brief A12)', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');

  it('defaults to the last 14 days; dates run from 00:00 to 23:59:59.999 UTC', () => {
    expect(listWindow({}, now)).toEqual({ from: '2026-11-12T12:00:00.000Z', to: '2026-11-26T12:00:00.000Z' });
    expect(listWindow({ startDate: '2026-01-01', endDate: '2026-01-31' }, now)).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-31T23:59:59.999Z',
    });
  });

  it('allows 12 months and refuses more, and a start after the end', () => {
    expect(() => listWindow({ startDate: '2025-01-01', endDate: '2025-12-31' }, now)).not.toThrow();
    expect(() => listWindow({ startDate: '2025-01-01', endDate: '2026-01-01' }, now)).toThrow(NARROW_THE_PERIOD);
    expect(() => listWindow({ startDate: '2026-02-01', endDate: '2026-01-01' }, now)).toThrow();
  });

  it('reads each month the window touches, across a year end', () => {
    expect(monthsOf('2025-11-20T00:00:00.000Z', '2026-02-01T00:00:00.000Z')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
