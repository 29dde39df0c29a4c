import { describe, expect, it } from 'vitest';
import { daysBefore, monthsBefore, monthsUntil } from './months.ts';

describe('retention months', () => {
  it('moves back whole calendar months, keeping the day where the month has it', () => {
    expect(monthsBefore(new Date('2026-11-26T07:30:00Z'), 96).toISOString()).toBe('2018-11-26T07:30:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 24).toISOString()).toBe('2024-01-15T00:00:00.000Z');
  });

  it('counts days back in exact days', () => {
    expect(daysBefore(new Date('2026-11-26T00:00:00Z'), 180).toISOString()).toBe('2026-05-30T00:00:00.000Z');
  });

  it('lists the months from the first up to the cutoff month, oldest first', () => {
    expect(monthsUntil('2025-11', new Date('2026-02-03T00:00:00Z'))).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsUntil('2026-03', new Date('2026-02-03T00:00:00Z'))).toEqual([]);
  });
});
