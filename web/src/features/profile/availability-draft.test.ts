import { describe, expect, it } from 'vitest';
import { changeDay, dailyInputOf, dayError, hourChoices, maxHoursOf, weekDraftOf } from './availability-draft.ts';
import { changeVacation, newVacationDraft, vacationDatesText, vacationInputOf } from './vacation-draft.ts';

describe('week availability draft', () => {
  it('offers hours in 0.5 steps up to the window, 24 while it is not set', () => {
    expect(maxHoursOf({ start: '', end: '' })).toBe(24);
    expect(hourChoices({ start: '', end: '' })).toHaveLength(49);
    expect(hourChoices({ start: '9:00 AM', end: '11:30 AM' })).toEqual([0, 0.5, 1, 1.5, 2, 2.5]);
  });

  it('reduces the hours when the window shrinks, and flags a start after the end', () => {
    const day = changeDay({ start: '', end: '', hours: 8 }, { start: '9:00 AM', end: '5:00 PM' });
    expect(day.hours).toBe(8);
    const shorter = changeDay(day, { end: '12:30 PM' });
    expect(shorter).toEqual({ start: '9:00 AM', end: '12:30 PM', hours: 3.5 });
    const reversed = changeDay(shorter, { start: '1:00 PM' });
    expect(dayError(reversed)).toBe('Start must not be later than end.');
    expect(dayError(shorter)).toBeUndefined();
  });

  it('reads and writes the contract days', () => {
    const draft = weekDraftOf({
      '1': { start: '9:00 AM', end: '5:00 PM', availableHours: 8, desiredHours: null, startTicks: 0, endTicks: 0 },
    });
    expect(draft['1']).toEqual({ start: '9:00 AM', end: '5:00 PM', hours: 8 });
    expect(draft['0']).toEqual({ start: '', end: '', hours: 0 });
    const input = dailyInputOf(draft);
    expect(input['1']).toEqual({ start: '9:00 AM', end: '5:00 PM', availableHours: 8 });
    expect(input['6']).toEqual({ start: null, end: null, availableHours: 0 });
  });
});

describe('vacation draft', () => {
  it('moves an end before the start to the start date', () => {
    const draft = changeVacation(newVacationDraft('2026-12-01'), { startDate: '2026-12-10' });
    expect(draft.endDate).toBe('2026-12-10');
    expect(changeVacation(draft, { endDate: '2026-12-05' }).endDate).toBe('2026-12-10');
  });

  it('sends dates for full days and local times without an offset for a partial day', () => {
    const full = { ...newVacationDraft('2026-12-01'), endDate: '2026-12-03' };
    expect(vacationInputOf(full)).toEqual({
      isVacation: true,
      isPartial: false,
      startDate: '2026-12-01',
      endDate: '2026-12-03',
    });
    const partial = { ...full, isPartial: true, isVacation: false, startMinute: 6 * 60 + 15, endMinute: 13 * 60 };
    expect(vacationInputOf(partial)).toEqual({
      isVacation: false,
      isPartial: true,
      startDate: '2026-12-01T06:15:00',
      endDate: '2026-12-01T13:00:00',
    });
    expect(vacationDatesText({ ...vacationInputOf(partial), isPartial: true })).toBe('2026-12-01 6:15 AM - 1:00 PM');
    expect(vacationDatesText({ startDate: '2026-12-01', endDate: '2026-12-03', isPartial: false })).toBe(
      '2026-12-01 - 2026-12-03',
    );
  });
});
