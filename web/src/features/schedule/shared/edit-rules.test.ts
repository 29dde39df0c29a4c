import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { describe, expect, it } from 'vitest';
import { changeOf, payRateChoiceOf, payRateError, rowDateError, timeLimitError } from './edit-rules.ts';

const row = { earliestDate: '2040-03-05', latestDate: '2040-03-09' } as ScheduleRow;

describe('schedule table edits', () => {
  it('accepts time limits in steps of 0.25 only', () => {
    expect(timeLimitError('2.25')).toBeUndefined();
    expect(timeLimitError('0')).toBeUndefined();
    expect(timeLimitError('2.1')).toBeDefined();
    expect(timeLimitError('-1')).toBeDefined();
    expect(timeLimitError('')).toBeDefined();
  });

  it('keeps the earliest date on or before the latest one', () => {
    expect(rowDateError('earliestDate', '2040/03/09', row)).toBeUndefined();
    expect(rowDateError('earliestDate', '2040/03/10', row)).toBeDefined();
    expect(rowDateError('latestDate', '2040/03/04', row)).toBeDefined();
    expect(rowDateError('latestDate', 'soon', row)).toBeDefined();
  });

  it('turns an edited value into the one field group PATCH schedule takes', () => {
    expect(changeOf('timeLimit', '2.5')).toEqual({ timeLimit: 2.5 });
    expect(changeOf('earliestDate', '2040/03/06')).toEqual({ earliestDate: '2040-03-06' });
    expect(changeOf('acctManagerId', null)).toEqual({ acctManagerId: null });
    expect(
      changeOf('merchandiserId', {
        merchandiserId: 4,
        sendBackup: true,
        sendSupply: false,
        markMerchandiserAsTemporary: true,
      }),
    ).toEqual({ merchandiserId: 4, sendBackup: true, sendSupply: false, markMerchandiserAsTemporary: true });
  });

  it('edits a pay rate as flat, per hour or none, clearing the rate the row held', () => {
    const perHour = payRateChoiceOf({ payratePerHour: 18.5 });
    expect(perHour).toEqual({ kind: 'payratePerHour', amount: '18.5', held: 'payratePerHour' });
    expect(changeOf('payrateFlat', { ...perHour, kind: 'payrateFlat', amount: '40' })).toEqual({ payrateFlat: 40 });
    expect(changeOf('payrateFlat', { ...perHour, kind: 'none' })).toEqual({ payratePerHour: null });
    expect(payRateChoiceOf({})).toMatchObject({ kind: 'none', amount: '' });
    expect(payRateError({ kind: 'payrateFlat', amount: '12.34', held: 'payrateFlat' })).toBeUndefined();
    expect(payRateError({ kind: 'payrateFlat', amount: '12.345', held: 'payrateFlat' })).toBeDefined();
    expect(payRateError({ kind: 'payratePerHour', amount: '', held: 'payrateFlat' })).toBeDefined();
    expect(payRateError({ kind: 'none', amount: '', held: 'payrateFlat' })).toBeUndefined();
  });
});
