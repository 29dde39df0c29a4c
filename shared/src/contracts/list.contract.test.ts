import { describe, expect, it } from 'vitest';
import { ActiveQuerySchema, activeFilterOf, showsRecord } from './list.contract.ts';

describe("the lists' Active? filter", () => {
  it('reads activeFilter before includeInactive, and active only when neither is sent', () => {
    expect(activeFilterOf({})).toBe('active');
    expect(activeFilterOf({ includeInactive: false })).toBe('active');
    expect(activeFilterOf({ includeInactive: true })).toBe('all');
    expect(activeFilterOf({ includeInactive: true, activeFilter: 'inactive' })).toBe('inactive');
    expect(activeFilterOf({ includeInactive: false, activeFilter: 'all' })).toBe('all');
  });

  it('shows a record by the filter', () => {
    const shown = (activeFilter: 'active' | 'inactive' | 'all') =>
      [false, true].filter((isInactive) => showsRecord({ activeFilter }, isInactive));
    expect(shown('active')).toEqual([false]);
    expect(shown('inactive')).toEqual([true]);
    expect(shown('all')).toEqual([false, true]);
  });

  it('parses the query string and names a wrong value', () => {
    expect(ActiveQuerySchema.parse({ activeFilter: 'inactive' })).toEqual({
      includeInactive: false,
      activeFilter: 'inactive',
    });
    const wrong = ActiveQuerySchema.safeParse({ activeFilter: 'maybe' });
    expect(wrong.error?.issues[0]?.message).toBe('activeFilter must be one of active, inactive, all.');
  });
});
