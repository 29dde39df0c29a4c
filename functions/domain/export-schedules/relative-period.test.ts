import { describe, expect, it } from 'vitest';
import { resolvePeriod } from './relative-period.ts';

// Wednesday 2027-03-03, 02:00 UTC: still Tuesday 2027-03-02 in Toronto (21:00), already Wednesday in London.
const AT = new Date('2027-03-03T02:00:00Z');
const TORONTO = 'America/Toronto';

describe('resolvePeriod', () => {
  it('reads today in the schedule’s zone', () => {
    expect(resolvePeriod({ type: 'today' }, AT, TORONTO)).toEqual({ fromDate: '2027-03-02', toDate: '2027-03-02' });
    expect(resolvePeriod({ type: 'today' }, AT, 'Europe/London')).toEqual({
      fromDate: '2027-03-03',
      toDate: '2027-03-03',
    });
    expect(resolvePeriod({ type: 'yesterday' }, AT, TORONTO)).toEqual({ fromDate: '2027-03-01', toDate: '2027-03-01' });
  });

  it('counts weeks Monday to Sunday', () => {
    expect(resolvePeriod({ type: 'thisWeek' }, AT, TORONTO)).toEqual({ fromDate: '2027-03-01', toDate: '2027-03-07' });
    expect(resolvePeriod({ type: 'lastWeek' }, AT, TORONTO)).toEqual({ fromDate: '2027-02-22', toDate: '2027-02-28' });
    expect(resolvePeriod({ type: 'nextWeek' }, AT, TORONTO)).toEqual({ fromDate: '2027-03-08', toDate: '2027-03-14' });
    // A Sunday belongs to the week that began the Monday before; a Monday starts its own.
    const sunday = new Date('2027-03-07T15:00:00Z');
    expect(resolvePeriod({ type: 'thisWeek' }, sunday, TORONTO)).toEqual({
      fromDate: '2027-03-01',
      toDate: '2027-03-07',
    });
    const monday = new Date('2027-03-08T15:00:00Z');
    expect(resolvePeriod({ type: 'lastWeek' }, monday, TORONTO)).toEqual({
      fromDate: '2027-03-01',
      toDate: '2027-03-07',
    });
  });

  it('gives whole calendar months, across a year end and February', () => {
    expect(resolvePeriod({ type: 'thisMonth' }, AT, TORONTO)).toEqual({ fromDate: '2027-03-01', toDate: '2027-03-31' });
    expect(resolvePeriod({ type: 'previousMonth' }, AT, TORONTO)).toEqual({
      fromDate: '2027-02-01',
      toDate: '2027-02-28',
    });
    expect(resolvePeriod({ type: 'nextMonth' }, AT, TORONTO)).toEqual({ fromDate: '2027-04-01', toDate: '2027-04-30' });
    // 06:00 on 1 January in Toronto: the previous month is December of the year before.
    const newYear = new Date('2027-01-01T11:00:00Z');
    expect(resolvePeriod({ type: 'previousMonth' }, newYear, TORONTO)).toEqual({
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
    });
    const december = new Date('2027-12-15T12:00:00Z');
    expect(resolvePeriod({ type: 'nextMonth' }, december, TORONTO)).toEqual({
      fromDate: '2028-01-01',
      toDate: '2028-01-31',
    });
    const leap = new Date('2028-03-01T12:00:00Z');
    expect(resolvePeriod({ type: 'previousMonth' }, leap, TORONTO)).toEqual({
      fromDate: '2028-02-01',
      toDate: '2028-02-29',
    });
  });

  it('takes the N days before today, and today with N-1 after', () => {
    expect(resolvePeriod({ type: 'lastNDays', days: 7 }, AT, TORONTO)).toEqual({
      fromDate: '2027-02-23',
      toDate: '2027-03-01',
    });
    expect(resolvePeriod({ type: 'lastNDays', days: 1 }, AT, TORONTO)).toEqual({
      fromDate: '2027-03-01',
      toDate: '2027-03-01',
    });
    expect(resolvePeriod({ type: 'nextNDays', days: 1 }, AT, TORONTO)).toEqual({
      fromDate: '2027-03-02',
      toDate: '2027-03-02',
    });
    expect(resolvePeriod({ type: 'nextNDays', days: 14 }, AT, TORONTO)).toEqual({
      fromDate: '2027-03-02',
      toDate: '2027-03-15',
    });
  });

  it('counts days by the calendar across a daylight-saving change', () => {
    const afterChange = new Date('2027-03-15T10:00:00Z');
    expect(resolvePeriod({ type: 'lastNDays', days: 2 }, afterChange, TORONTO)).toEqual({
      fromDate: '2027-03-13',
      toDate: '2027-03-14',
    });
  });
});
