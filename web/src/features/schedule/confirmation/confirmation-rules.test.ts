import { describe, expect, it } from 'vitest';
import { canConfirm, canSet, isoOf } from './confirmation-rules.ts';

describe('canSet', () => {
  it('waits for a choice, and for By Date for a date within earliest..latest (inclusive)', () => {
    expect(canSet(undefined, '', '2040-03-01', '2040-03-05')).toBe(false);
    expect(canSet('none', '', '2040-03-01', '2040-03-05')).toBe(true);
    expect(canSet('date', '', '2040-03-01', '2040-03-05')).toBe(false);
    expect(canSet('date', '2040-03-0', '2040-03-01', '2040-03-05')).toBe(false);
    expect(canSet('date', '2040-03-01', '2040-03-01', '2040-03-05')).toBe(true);
    expect(canSet('date', '2040-03-05', '2040-03-01', '2040-03-05')).toBe(true);
    expect(canSet('date', '2040-02-29', '2040-03-01', '2040-03-05')).toBe(false);
    expect(canSet('date', '2040-03-06', '2040-03-01', '2040-03-05')).toBe(false);
  });

  it('reads the picked day in local time', () => {
    expect(isoOf(new Date(2040, 0, 9, 23, 59))).toBe('2040-01-09');
  });
});

describe('canConfirm', () => {
  it('offers the confirmation only on activated services that are not submitted', () => {
    expect(canConfirm({ isActivated: true, isSubmitted: false })).toBe(true);
    expect(canConfirm({ isActivated: false, isSubmitted: false })).toBe(false);
    expect(canConfirm({ isActivated: true, isSubmitted: true })).toBe(false);
  });
});
