import type { NotificationItem } from '@shelfline/shared/contracts/schedule.contract';
import { describe, expect, it } from 'vitest';
import { addDays, localToday, mondayOf, placeInWeek, weekDays } from './week.ts';

const item = (
  serviceId: number,
  earliestDate: string,
  latestDate: string,
  estimatedDate?: string | null,
): NotificationItem => ({
  serviceId,
  jobNumber: `J${serviceId}`,
  storeNumber: 100 + serviceId,
  retailerName: 'Retailer',
  timeLimit: 2,
  earliestDate,
  latestDate,
  dueDate: latestDate,
  serviceConfirmation: estimatedDate === undefined ? null : { estimatedDate },
});

describe('weeks', () => {
  it('finds the Monday of any day, Sunday included', () => {
    expect(mondayOf('2040-03-07')).toBe('2040-03-05'); // Wednesday
    expect(mondayOf('2040-03-05')).toBe('2040-03-05');
    expect(mondayOf('2040-03-11')).toBe('2040-03-05'); // Sunday
    expect(mondayOf('2040-01-01')).toBe('2039-12-26');
  });

  it('lists seven days across a month end', () => {
    expect(weekDays('2040-02-27')).toEqual([
      '2040-02-27',
      '2040-02-28',
      '2040-02-29',
      '2040-03-01',
      '2040-03-02',
      '2040-03-03',
      '2040-03-04',
    ]);
    expect(addDays('2040-03-01', -1)).toBe('2040-02-29');
  });

  it('reads the local date', () => {
    expect(localToday(new Date(2040, 2, 7, 23, 30))).toBe('2040-03-07');
  });
});

describe('placeInWeek', () => {
  const monday = '2040-03-05';

  it('puts a dated confirmation in its date column, not highlighted', () => {
    const columns = placeInWeek([item(1, '2040-03-01', '2040-03-20', '2040-03-08')], monday);
    expect(columns[3]?.map((c) => [c.item.serviceId, c.highlighted])).toEqual([[1, false]]);
  });

  it('puts an undated confirmation on its earliest day, or Monday when it started earlier, highlighted', () => {
    const columns = placeInWeek(
      [item(2, '2040-03-09', '2040-03-20', null), item(3, '2040-02-20', '2040-03-06', null)],
      monday,
    );
    expect(columns[4]?.map((c) => [c.item.serviceId, c.highlighted])).toEqual([[2, true]]);
    expect(columns[0]?.map((c) => [c.item.serviceId, c.highlighted])).toEqual([[3, true]]);
  });

  it('leaves out services outside the week', () => {
    const columns = placeInWeek(
      [
        item(4, '2040-03-01', '2040-03-20', '2040-03-12'),
        item(5, '2040-03-12', '2040-03-20', null),
        item(6, '2040-02-01', '2040-03-04', null),
      ],
      monday,
    );
    expect(columns.flat()).toEqual([]);
  });
});
