import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../common/dates.ts';
import {
  type AvailabilityInputs,
  computeAvailability,
  freeHours,
  NOT_SET_HOURS_PER_DAY,
} from './compute-availability.ts';

/** Monday to Friday 9:00 AM–5:00 PM, 8 hours a day; weekends off. */
const WEEKDAYS_8H = Object.fromEntries(
  ['1', '2', '3', '4', '5'].map((d) => [d, { start: '9:00 AM', end: '5:00 PM', availableHours: 8 }]),
);

// 2026-12-07 is a Monday.
const base = (overrides: Partial<AvailabilityInputs> = {}): AvailabilityInputs => ({
  employeeId: 7,
  inactive: false,
  general: { dailyAvailabilities: WEEKDAYS_8H, weeklyHoursMaximum: null },
  specialWeeks: [],
  timeOff: [],
  work: [],
  startDate: '2026-12-07',
  endDate: '2026-12-13',
  ...overrides,
});

describe('computeAvailability: offered hours', () => {
  it('offers the general weekday hours, 0 on weekdays without an entry', () => {
    const result = computeAvailability(base());
    expect(result.status).toBe('Available');
    expect(result.details).toEqual([]);
    expect(result.availableHours).toBe(40);
    expect(result.assignedHours).toBe(0);
    expect(result.days.map((d) => d.availableHours)).toEqual([8, 8, 8, 8, 8, 0, 0]);
    expect(result.days.every((d) => d.source === 'general' && d.timeOff === 'none')).toBe(true);
    expect(result.days.map((d) => d.date)).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
  });

  it('takes a special week over the general availability for the days it covers', () => {
    const result = computeAvailability(
      base({
        specialWeeks: [
          {
            startDate: '2026-12-09',
            endDate: '2026-12-15',
            dailyAvailabilities: {
              '3': { start: '9:00 AM', end: '1:00 PM', availableHours: 4 },
              '6': { availableHours: 6 },
            },
          },
        ],
      }),
    );
    expect(result.days.map((d) => d.source)).toEqual([
      'general',
      'general',
      'special',
      'special',
      'special',
      'special',
      'special',
    ]);
    // Wednesday 4 h, Thursday/Friday 0 (no entry in the special week), Saturday 6 h.
    expect(result.days.map((d) => d.availableHours)).toEqual([8, 8, 4, 0, 0, 6, 0]);
    expect(result.availableHours).toBe(26);
  });

  it("treats a worker without general availability as 'notSet': 8 unconstrained hours a day", () => {
    const result = computeAvailability(base({ general: undefined }));
    expect(result.days.every((d) => d.source === 'notSet' && d.availableHours === NOT_SET_HOURS_PER_DAY)).toBe(true);
    expect(result.availableHours).toBe(56);
    expect(result.status).toBe('Available');
  });

  it('is FullyBlocked when the worker offers no hour in the window', () => {
    const result = computeAvailability(base({ startDate: '2026-12-12', endDate: '2026-12-13' }));
    expect(result.status).toBe('FullyBlocked');
    expect(result.details).toEqual(['No hours offered 2026-12-12 to 2026-12-13']);
    expect(result.availableHours).toBe(0);
  });

  it('answers a one-day window', () => {
    const result = computeAvailability(base({ startDate: '2026-12-08', endDate: '2026-12-08' }));
    expect(result.days).toHaveLength(1);
    expect(result.availableHours).toBe(8);
  });
});

describe('computeAvailability: time off', () => {
  it('is FullyBlocked when a vacation removes every offered hour', () => {
    const result = computeAvailability(
      base({ timeOff: [{ startDate: '2026-12-05', endDate: '2026-12-11', isVacation: true, isPartial: false }] }),
    );
    expect(result.status).toBe('FullyBlocked');
    expect(result.details).toEqual(['Vacation 2026-12-05 to 2026-12-11']);
    expect(result.availableHours).toBe(0);
    expect(result.days.slice(0, 5).every((d) => d.timeOff === 'full')).toBe(true);
    expect(result.days[5]?.timeOff).toBe('none');
  });

  it('is PartiallyBlocked by a vacation covering part of the window', () => {
    const result = computeAvailability(
      base({ timeOff: [{ startDate: '2026-12-08', endDate: '2026-12-09', isVacation: true, isPartial: false }] }),
    );
    expect(result.status).toBe('PartiallyBlocked');
    expect(result.details).toEqual(['Vacation 2026-12-08 to 2026-12-09']);
    expect(result.availableHours).toBe(24);
  });

  it('names a one-day off without a range', () => {
    const result = computeAvailability(
      base({ timeOff: [{ startDate: '2026-12-10', endDate: '2026-12-10', isVacation: false, isPartial: false }] }),
    );
    expect(result.status).toBe('PartiallyBlocked');
    expect(result.details).toEqual(['Off 2026-12-10']);
  });

  it("subtracts a partial day's overlap with the day's window", () => {
    const result = computeAvailability(
      base({
        timeOff: [{ startDate: '2026-12-10T07:00', endDate: '2026-12-10T12:00', isVacation: false, isPartial: true }],
      }),
    );
    // 9:00–12:00 of the 9:00–5:00 window: 3 hours.
    expect(result.days[3]).toMatchObject({ availableHours: 5, timeOff: 'partial' });
    expect(result.status).toBe('PartiallyBlocked');
    expect(result.details).toEqual(['Off 2026-12-10 7:00 AM to 12:00 PM']);
  });

  it("subtracts a partial day's length when the day has no window, never below 0", () => {
    const result = computeAvailability(
      base({
        general: undefined,
        timeOff: [
          { startDate: '2026-12-08T09:00:00', endDate: '2026-12-08T12:30:00', isVacation: true, isPartial: true },
          { startDate: '2026-12-09T06:00', endDate: '2026-12-09T23:00', isVacation: false, isPartial: true },
        ],
      }),
    );
    expect(result.days[1]?.availableHours).toBe(4.5);
    expect(result.days[2]?.availableHours).toBe(0);
    expect(result.details).toEqual(['Vacation 2026-12-08 9:00 AM to 12:30 PM', 'Off 2026-12-09 6:00 AM to 11:00 PM']);
  });

  it('does not count time off on a day that offers no hours, nor one outside the window', () => {
    const result = computeAvailability(
      base({
        timeOff: [
          { startDate: '2026-12-12', endDate: '2026-12-13', isVacation: true, isPartial: false },
          { startDate: '2026-12-20', endDate: '2026-12-24', isVacation: true, isPartial: false },
          { startDate: '2026-12-08T06:00', endDate: '2026-12-08T08:30', isVacation: false, isPartial: true },
        ],
      }),
    );
    expect(result.status).toBe('Available');
    expect(result.details).toEqual([]);
    expect(result.days[5]?.timeOff).toBe('full');
    expect(result.days[1]?.timeOff).toBe('partial');
    expect(result.availableHours).toBe(40);
  });

  it('is FullyBlocked when partial days remove all offered hours', () => {
    const result = computeAvailability(
      base({
        startDate: '2026-12-08',
        endDate: '2026-12-08',
        timeOff: [{ startDate: '2026-12-08T09:00', endDate: '2026-12-08T17:00', isVacation: false, isPartial: true }],
      }),
    );
    expect(result.status).toBe('FullyBlocked');
    expect(result.details).toEqual(['Off 2026-12-08 9:00 AM to 5:00 PM']);
  });
});

describe('computeAvailability: assigned work', () => {
  it('spreads a row over its days and counts those inside the window', () => {
    const result = computeAvailability(
      base({
        work: [
          { startDate: '2026-12-05', endDate: '2026-12-08', hours: 8 }, // 2 h a day, 2 days inside
          { startDate: '2026-12-09', endDate: '2026-12-09', hours: 6 },
          { startDate: '2026-12-01', endDate: '2026-12-02', hours: 50 }, // before the window
        ],
      }),
    );
    expect(result.days.map((d) => d.assignedHours)).toEqual([2, 2, 6, 0, 0, 0, 0]);
    expect(result.assignedHours).toBe(10);
    expect(result.status).toBe('Available');
    expect(freeHours(result)).toBe(30);
  });

  it('is OverAllocated when a day has more assigned than available hours', () => {
    const result = computeAvailability(base({ work: [{ startDate: '2026-12-08', endDate: '2026-12-08', hours: 10 }] }));
    expect(result.status).toBe('OverAllocated');
    expect(result.details).toEqual(['2026-12-08: 10 h assigned, 8 h available']);
  });

  it('is OverAllocated when a Monday–Sunday week exceeds the weekly maximum', () => {
    const general = {
      dailyAvailabilities: Object.fromEntries(
        ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { availableHours: 10 }]),
      ),
      weeklyHoursMaximum: 40,
    };
    const result = computeAvailability(
      base({
        general,
        endDate: '2026-12-20',
        work: [
          { startDate: '2026-12-07', endDate: '2026-12-11', hours: 46 }, // 9.2 h a day, week 1
          { startDate: '2026-12-14', endDate: '2026-12-17', hours: 36 }, // week 2 under the maximum
        ],
      }),
    );
    expect(result.status).toBe('OverAllocated');
    expect(result.details).toEqual(['Week of 2026-12-07: 46 h assigned, 40 h maximum']);
  });

  it('counts only assigned hours above available ones after time off', () => {
    const result = computeAvailability(
      base({
        timeOff: [{ startDate: '2026-12-08T09:00', endDate: '2026-12-08T13:00', isVacation: false, isPartial: true }],
        work: [{ startDate: '2026-12-08', endDate: '2026-12-08', hours: 6 }],
      }),
    );
    expect(result.status).toBe('OverAllocated');
    expect(result.details).toEqual(['2026-12-08: 6 h assigned, 4 h available', 'Off 2026-12-08 9:00 AM to 1:00 PM']);
    expect(freeHours(result)).toBe(30);
  });

  it("puts a service's hours on the days the worker can work, not on a day off inside it", () => {
    const dayOff = { startDate: '2026-12-09', endDate: '2026-12-09', isVacation: false, isPartial: false };
    const week = { startDate: '2026-12-07', endDate: '2026-12-11', hours: 32 }; // Monday–Friday, Wednesday off
    const fits = computeAvailability(base({ endDate: '2026-12-11', timeOff: [dayOff], work: [week] }));
    expect(fits.days.map((d) => d.assignedHours)).toEqual([8, 8, 0, 8, 8]);
    expect(fits.status).toBe('PartiallyBlocked');

    const tooMuch = computeAvailability(
      base({ endDate: '2026-12-11', timeOff: [dayOff], work: [{ ...week, hours: 37 }] }),
    );
    expect(tooMuch.days.map((d) => d.assignedHours)).toEqual([9, 9, 1, 9, 9]);
    expect(tooMuch.status).toBe('OverAllocated');
  });

  it('never answers negative free hours', () => {
    const result = computeAvailability(
      base({
        startDate: '2026-12-08',
        endDate: '2026-12-08',
        work: [{ startDate: '2026-12-08', endDate: '2026-12-08', hours: 12 }],
      }),
    );
    expect(freeHours(result)).toBe(0);
  });
});

describe('computeAvailability: precedence', () => {
  const busy = { startDate: '2026-12-08', endDate: '2026-12-08', hours: 12 };
  const vacation = { startDate: '2026-12-07', endDate: '2026-12-13', isVacation: true, isPartial: false };

  it('puts Inactive first, whatever else holds', () => {
    const result = computeAvailability(base({ inactive: true, timeOff: [vacation], work: [busy] }));
    expect(result.status).toBe('Inactive');
    expect(result.details[0]).toBe('Inactive');
  });

  it('puts FullyBlocked before OverAllocated', () => {
    const result = computeAvailability(base({ timeOff: [vacation], work: [busy] }));
    expect(result.status).toBe('FullyBlocked');
    expect(result.details).toEqual(['Vacation 2026-12-07 to 2026-12-13', '2026-12-08: 12 h assigned, 0 h available']);
  });

  it('puts OverAllocated before PartiallyBlocked', () => {
    const result = computeAvailability(
      base({
        timeOff: [{ startDate: '2026-12-10', endDate: '2026-12-10', isVacation: true, isPartial: false }],
        work: [busy],
      }),
    );
    expect(result.status).toBe('OverAllocated');
    expect(result.details).toEqual(['2026-12-08: 12 h assigned, 8 h available', 'Vacation 2026-12-10']);
  });
});

describe('date helpers', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('gives the UTC date as today', () => {
    expect(todayIso(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
  });
});
