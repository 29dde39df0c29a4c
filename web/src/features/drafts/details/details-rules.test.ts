import type { DraftDetail } from '@shelfline/shared/contracts/draft.contract';
import { describe, expect, it } from 'vitest';
import {
  fieldChange,
  fieldValue,
  hoursError,
  rowDateError,
  sortedWorkers,
  statusDisabledReason,
} from './details-rules.ts';
import { detailsStrings as s } from './strings.ts';

describe('hoursError', () => {
  it('accepts 0 or more in steps of 0.25', () => {
    for (const ok of ['0', '0.25', '3.5', '8', '744']) expect(hoursError(ok), ok).toBeUndefined();
  });
  it('refuses blanks, negatives, other steps and more than a month', () => {
    for (const bad of ['', ' ', '-1', '0.3', 'abc', '745']) expect(hoursError(bad), bad).toBe(s.hoursInvalid);
  });
});

describe('rowDateError', () => {
  const row = { startDate: '2031-03-03', endDate: '2031-03-07' };
  it("keeps start on or before the row's end and end on or after its start", () => {
    expect(rowDateError('startDate', '2031-03-07', row)).toBeUndefined();
    expect(rowDateError('startDate', '2031-03-08', row)).toBe('Start date cannot be after end date.');
    expect(rowDateError('endDate', '2031-03-03', row)).toBeUndefined();
    expect(rowDateError('endDate', '2031-03-02', row)).toBe('End date cannot be before start date.');
  });
  it('allows clearing a date and any date when the other is not set', () => {
    expect(rowDateError('startDate', '', row)).toBeUndefined();
    expect(rowDateError('endDate', '2020-01-01', {})).toBeUndefined();
  });
});

describe('sortedWorkers', () => {
  it('puts team leads first, then sorts by name', () => {
    const w = (id: number, name: string, isTeamLead: boolean) => ({
      id,
      rowId: 1,
      name,
      isTeamLead,
      isTemporary: false,
      isSpecialProjects: false,
    });
    expect(sortedWorkers([w(1, 'Zoe', false), w(2, 'Bob', true), w(3, 'Ann', false)]).map((x) => x.id)).toEqual([
      2, 3, 1,
    ]);
  });
});

describe('statusDisabledReason', () => {
  it('disables the current status, refused moves and Exported', () => {
    expect(statusDisabledReason({ status: 'InProgress' }, 'InProgress', [])).toBe(s.currentStatus);
    expect(statusDisabledReason({ status: 'InProgress' }, 'Exported', [])).toBe(s.exportFromList);
    expect(statusDisabledReason({ status: 'Completed' }, 'ReadyForSupervisor', [])).toBe(s.notAllowed);
    expect(statusDisabledReason({ status: 'Exported' }, 'InProgress', [])).toBe(s.notAllowed);
  });
  it('enables the moves the table allows', () => {
    expect(statusDisabledReason({ status: 'InProgress' }, 'ReadyForSupervisor', ['2 rows have no hours.'])).toBe(
      undefined,
    );
    expect(statusDisabledReason({ status: 'Completed' }, 'InProgress', [])).toBeUndefined();
    expect(statusDisabledReason({ status: 'ReadyForSupervisor' }, 'Completed', [])).toBeUndefined();
  });
  it('keeps Completed disabled while rows are not ready or still being checked', () => {
    expect(statusDisabledReason({ status: 'InProgress' }, 'Completed', ['2 rows have no hours.'])).toBe(
      `${s.completionProblems} 2 rows have no hours.`,
    );
    expect(statusDisabledReason({ status: 'InProgress' }, 'Completed', [], true)).toBe(s.checkingRows);
  });
});

describe('fieldChange', () => {
  it('sends numbers for service type and hours, text or nothing for the others', () => {
    expect(fieldChange('serviceTypeId', '4')).toEqual({ field: 'serviceTypeId', value: 4 });
    expect(fieldChange('hours', 3.5)).toEqual({ field: 'hours', value: 3.5 });
    expect(fieldChange('trait', 'Aisle 5')).toEqual({ field: 'trait', value: 'Aisle 5' });
    expect(fieldChange('startDate', '')).toEqual({ field: 'startDate', value: undefined });
    expect(fieldChange('endDate', undefined)).toEqual({ field: 'endDate', value: undefined });
  });
  it("reads a row's value of each field (Apply to all fields)", () => {
    const row = { serviceTypeId: 2, hours: 1.25, trait: 'Aisle 5', startDate: '2031-03-03' } as DraftDetail;
    expect(fieldValue(row, 'serviceTypeId')).toBe(2);
    expect(fieldValue(row, 'hours')).toBe(1.25);
    expect(fieldValue(row, 'trait')).toBe('Aisle 5');
    expect(fieldValue(row, 'endDate')).toBeUndefined();
  });
});
