import { describe, expect, it } from 'vitest';
import type { Service } from '../../data/entities/service.entity.ts';
import { confirmedInWindow, notificationsOf, weekOf } from './notifications.ts';

const TODAY = '2041-06-12'; // a Wednesday

const service = (id: number, extra: Partial<Service>): Service => ({
  id,
  retailerId: 1,
  retailerName: 'Maple Foods',
  storeId: 10,
  storeNumber: 100 + id,
  storeName: 'Maple',
  provinceId: 1,
  province: 'Ontario',
  cityId: 1,
  city: 'Ottawa',
  jobId: 1,
  jobNumber: `J-${id}`,
  jobProductId: 1,
  productName: 'Chips',
  serviceTypeId: 1,
  timeLimit: 2,
  earliestDate: '2041-06-01',
  latestDate: TODAY,
  merchandiserId: 4,
  isTemporary: false,
  helpers: [],
  category: 'Manual',
  isActivated: true,
  isSubmitted: false,
  isHighlighted: false,
  ...extra,
});
const confirmed = (estimatedDate: string | null) => ({
  estimatedDate,
  confirmedAt: '2041-06-01T00:00:00Z',
  confirmedBy: 'm',
});
const ids = (items: { serviceId: number }[]) => items.map((i) => i.serviceId);

describe('merchandiser notifications', () => {
  const services = [
    service(1, { latestDate: '2041-06-13' }), // unconfirmed, due tomorrow
    service(2, { latestDate: TODAY }), // unconfirmed, due today
    service(3, { latestDate: '2041-06-14' }), // unconfirmed, due in 2 days: not coming due
    service(4, { latestDate: '2041-06-11' }), // late
    service(5, { latestDate: '2041-06-13', confirmation: confirmed('2041-06-12') }),
    service(6, { latestDate: '2041-06-20', confirmation: confirmed(null) }),
    service(7, { latestDate: '2041-06-13', isActivated: false }), // not activated
    service(8, { latestDate: '2041-06-13', isSubmitted: true, isSaved: true }), // submitted
    service(9, { latestDate: '2041-06-18', isSaved: true }),
    service(10, { latestDate: '2041-06-13', isSubmitted: true, confirmation: confirmed(null) }),
  ];
  const result = notificationsOf(services, TODAY);

  it('lists unconfirmed live services due today or tomorrow as coming due, by due date', () => {
    expect(ids(result.comingDueIn48Hours)).toEqual([2, 1]);
  });
  it('lists unconfirmed live services not late yet as unconfirmed', () => {
    expect(ids(result.unconfirmedServices)).toEqual([2, 1, 3, 9]);
  });
  it('lists live services confirmed without a date', () => {
    expect(ids(result.confirmedWithoutDateServices)).toEqual([6]);
  });
  it('lists saved services not submitted', () => {
    expect(ids(result.savedServices)).toEqual([9]);
  });
  it('answers the card items with their due date and confirmation', () => {
    expect(result.confirmedWithoutDateServices[0]).toEqual({
      serviceId: 6,
      jobNumber: 'J-6',
      storeNumber: 106,
      retailerName: 'Maple Foods',
      timeLimit: 2,
      earliestDate: '2041-06-01',
      latestDate: '2041-06-20',
      dueDate: '2041-06-20',
      serviceConfirmation: { estimatedDate: null },
    });
    expect(result.comingDueIn48Hours[0]?.serviceConfirmation).toBeNull();
  });
});

describe('weekly grid', () => {
  it('defaults to Monday..Sunday of the week', () => {
    expect(weekOf(TODAY)).toEqual({ fromDate: '2041-06-10', toDate: '2041-06-16' });
    expect(weekOf('2041-06-16')).toEqual({ fromDate: '2041-06-10', toDate: '2041-06-16' });
    expect(weekOf('2041-06-10')).toEqual({ fromDate: '2041-06-10', toDate: '2041-06-16' });
  });
  it('keeps confirmed activated or submitted services overlapping the window', () => {
    const services = [
      service(1, { earliestDate: '2041-06-01', latestDate: '2041-06-10', confirmation: confirmed('2041-06-05') }),
      service(2, { earliestDate: '2041-06-16', latestDate: '2041-06-30', confirmation: confirmed(null) }),
      service(3, { earliestDate: '2041-06-01', latestDate: '2041-06-09', confirmation: confirmed(null) }),
      service(4, { earliestDate: '2041-06-17', latestDate: '2041-06-20', confirmation: confirmed(null) }),
      service(5, { earliestDate: '2041-06-11', latestDate: '2041-06-12' }),
      service(6, {
        earliestDate: '2041-06-11',
        latestDate: '2041-06-12',
        confirmation: confirmed(null),
        isActivated: false,
      }),
      service(7, {
        earliestDate: '2041-06-11',
        latestDate: '2041-06-12',
        confirmation: confirmed(null),
        isSubmitted: true,
      }),
    ];
    expect(ids(confirmedInWindow(services, '2041-06-10', '2041-06-16'))).toEqual([1, 7, 2]);
  });
});
