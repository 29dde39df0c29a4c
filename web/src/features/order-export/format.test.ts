import { describe, expect, it } from 'vitest';
import { dateTime, money, thisMonth } from './format.ts';

describe('Order Maintenance formats', () => {
  it('writes money with 2 decimals and nothing for a No Count Required row', () => {
    expect(money(1.5)).toBe('1.50');
    expect(money(0)).toBe('0.00');
    expect(money(null)).toBe('');
  });

  it('writes export dates as MM/DD/YYYY h:mm A in local time', () => {
    const at = new Date(2026, 10, 3, 0, 7);
    expect(dateTime(at.toISOString())).toBe('11/03/2026 12:07 AM');
    expect(dateTime(new Date(2026, 0, 9, 15, 30).toISOString())).toBe('01/09/2026 3:30 PM');
    expect(dateTime('')).toBe('');
  });

  it('defaults History to the start of the month to today', () => {
    expect(thisMonth(new Date(2026, 10, 26, 10))).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-26' });
  });
});
