import { describe, expect, it } from 'vitest';
import type { StoredRow } from '../../data/entities/draft.entity.ts';
import { applyField, dateProblem, END_BEFORE_START, START_AFTER_END } from './apply-field.ts';

const row: StoredRow = {
  id: 10_000_001,
  storeId: 5,
  draftJobId: 1001,
  serviceTypeId: 2,
  trait: 'Endcap',
  hours: 1.5,
  startDate: '2026-12-01',
  endDate: '2026-12-05',
  workers: [],
  version: 3,
};

describe('applyField', () => {
  it('sets each editable field on a copy', () => {
    expect(applyField(row, { field: 'serviceTypeId', value: 7 }).serviceTypeId).toBe(7);
    expect(applyField(row, { field: 'hours', value: 2.25 }).hours).toBe(2.25);
    expect(applyField(row, { field: 'trait', value: 'Aisle 4' }).trait).toBe('Aisle 4');
    expect(applyField(row, { field: 'startDate', value: '2026-12-02' }).startDate).toBe('2026-12-02');
    expect(applyField(row, { field: 'endDate', value: '2026-12-09' }).endDate).toBe('2026-12-09');
    expect(row.hours).toBe(1.5);
    expect(row.trait).toBe('Endcap');
  });

  it('clears a trait or a date given no value', () => {
    expect('trait' in applyField(row, { field: 'trait', value: undefined })).toBe(false);
    expect('startDate' in applyField(row, { field: 'startDate', value: undefined })).toBe(false);
    expect('endDate' in applyField(row, { field: 'endDate', value: undefined })).toBe(false);
  });
});

describe('dateProblem', () => {
  it('accepts start before, on or without an end', () => {
    expect(dateProblem({ startDate: '2026-12-01', endDate: '2026-12-05' }, 'startDate')).toBeUndefined();
    expect(dateProblem({ startDate: '2026-12-05', endDate: '2026-12-05' }, 'endDate')).toBeUndefined();
    expect(dateProblem({ startDate: '2026-12-05' }, 'startDate')).toBeUndefined();
    expect(dateProblem({ endDate: '2026-12-05' }, 'endDate')).toBeUndefined();
  });

  it('refuses a start after the end, worded for the field changed', () => {
    const moved = applyField(row, { field: 'startDate', value: '2026-12-06' });
    expect(dateProblem(moved, 'startDate')).toBe(START_AFTER_END);
    const cut = applyField(row, { field: 'endDate', value: '2026-11-30' });
    expect(dateProblem(cut, 'endDate')).toBe(END_BEFORE_START);
    expect(END_BEFORE_START).toBe('End date cannot be before start date.');
    expect(START_AFTER_END).toBe('Start date cannot be after end date.');
  });
});
