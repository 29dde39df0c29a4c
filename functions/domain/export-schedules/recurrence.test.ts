import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastSlotAtOrBefore, nextSlotAfter, type ScheduleClock, zonedDay } from './recurrence.ts';

/** The slots after `from`, one after another, as ISO instants. */
function slotsAfter(clock: ScheduleClock, from: string, count: number): string[] {
  const slots: string[] = [];
  let after = new Date(from);
  for (let i = 0; i < count; i += 1) {
    after = nextSlotAfter(clock, after);
    slots.push(after.toISOString());
  }
  return slots;
}

const wallTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

const daily = (time: string, timeZone: string): ScheduleClock => ({
  recurrence: { frequency: 'daily' },
  time,
  timeZone,
});

describe('zonedDay', () => {
  it('is the calendar day in the zone, not in UTC', () => {
    expect(zonedDay(new Date('2027-03-14T04:30:00Z'), 'America/Toronto')).toBe('2027-03-13');
    expect(zonedDay(new Date('2027-03-14T05:00:00Z'), 'America/Toronto')).toBe('2027-03-14');
    expect(zonedDay(new Date('2027-06-30T23:30:00Z'), 'Europe/London')).toBe('2027-07-01');
  });
});

describe('nextSlotAfter across daylight saving in America/Toronto (2027-03-14 forward, 2027-11-07 back)', () => {
  it('keeps a daily 06:00 at 06:00 local: none skipped, none doubled', () => {
    expect(slotsAfter(daily('06:00', 'America/Toronto'), '2027-03-12T12:00:00Z', 3)).toEqual([
      '2027-03-13T11:00:00.000Z',
      '2027-03-14T10:00:00.000Z',
      '2027-03-15T10:00:00.000Z',
    ]);
    expect(slotsAfter(daily('06:00', 'America/Toronto'), '2027-11-06T12:00:00Z', 3)).toEqual([
      '2027-11-07T11:00:00.000Z',
      '2027-11-08T11:00:00.000Z',
      '2027-11-09T11:00:00.000Z',
    ]);
  });

  it('runs a time the clocks skip (02:30) at the end of the gap, 03:00 local', () => {
    const slots = slotsAfter(daily('02:30', 'America/Toronto'), '2027-03-13T00:00:00Z', 3);
    expect(slots).toEqual(['2027-03-13T07:30:00.000Z', '2027-03-14T07:00:00.000Z', '2027-03-15T06:30:00.000Z']);
    expect(wallTime(slots[1] ?? '', 'America/Toronto')).toBe('03:00');
  });

  it('runs a time the clocks repeat (01:30) once, at its first occurrence', () => {
    expect(slotsAfter(daily('01:30', 'America/Toronto'), '2027-11-06T00:00:00Z', 3)).toEqual([
      '2027-11-06T05:30:00.000Z',
      '2027-11-07T05:30:00.000Z',
      '2027-11-08T06:30:00.000Z',
    ]);
    // Between the two 01:30s (and at the second one) the next slot is the next day's.
    expect(nextSlotAfter(daily('01:30', 'America/Toronto'), new Date('2027-11-07T06:00:00Z')).toISOString()).toBe(
      '2027-11-08T06:30:00.000Z',
    );
    expect(nextSlotAfter(daily('01:30', 'America/Toronto'), new Date('2027-11-07T06:30:00Z')).toISOString()).toBe(
      '2027-11-08T06:30:00.000Z',
    );
  });

  it('runs a weekly Sunday 02:30 on both change nights, once', () => {
    const sundays: ScheduleClock = {
      recurrence: { frequency: 'weekly', daysOfWeek: [0] },
      time: '02:30',
      timeZone: 'America/Toronto',
    };
    expect(slotsAfter(sundays, '2027-03-08T00:00:00Z', 2)).toEqual([
      '2027-03-14T07:00:00.000Z',
      '2027-03-21T06:30:00.000Z',
    ]);
    expect(slotsAfter(sundays, '2027-11-01T00:00:00Z', 2)).toEqual([
      '2027-11-07T07:30:00.000Z',
      '2027-11-14T07:30:00.000Z',
    ]);
    const oneThirty = { ...sundays, time: '01:30' };
    expect(slotsAfter(oneThirty, '2027-11-01T00:00:00Z', 2)).toEqual([
      '2027-11-07T05:30:00.000Z',
      '2027-11-14T06:30:00.000Z',
    ]);
  });

  it('runs on the listed weekdays only, in order', () => {
    const monThu: ScheduleClock = {
      recurrence: { frequency: 'weekly', daysOfWeek: [4, 1] },
      time: '06:00',
      timeZone: 'America/Toronto',
    };
    // 2027-03-08 is a Monday.
    expect(slotsAfter(monThu, '2027-03-08T11:00:00Z', 4)).toEqual([
      '2027-03-11T11:00:00.000Z',
      '2027-03-15T10:00:00.000Z',
      '2027-03-18T10:00:00.000Z',
      '2027-03-22T10:00:00.000Z',
    ]);
  });
});

describe('nextSlotAfter in Europe/London (2027-03-28 forward at 01:00, 2027-10-31 back at 02:00)', () => {
  it('runs a skipped 01:30 at 02:00 BST and a repeated 01:30 once', () => {
    expect(slotsAfter(daily('01:30', 'Europe/London'), '2027-03-27T00:00:00Z', 3)).toEqual([
      '2027-03-27T01:30:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-03-29T00:30:00.000Z',
    ]);
    expect(slotsAfter(daily('01:30', 'Europe/London'), '2027-10-30T00:00:00Z', 3)).toEqual([
      '2027-10-30T00:30:00.000Z',
      '2027-10-31T00:30:00.000Z',
      '2027-11-01T01:30:00.000Z',
    ]);
  });

  it('keeps a weekly Sunday 09:00 at 09:00 local across both changes', () => {
    const sundays: ScheduleClock = {
      recurrence: { frequency: 'weekly', daysOfWeek: [0] },
      time: '09:00',
      timeZone: 'Europe/London',
    };
    expect(slotsAfter(sundays, '2027-03-22T00:00:00Z', 2)).toEqual([
      '2027-03-28T08:00:00.000Z',
      '2027-04-04T08:00:00.000Z',
    ]);
    expect(slotsAfter(sundays, '2027-10-25T00:00:00Z', 2)).toEqual([
      '2027-10-31T09:00:00.000Z',
      '2027-11-07T09:00:00.000Z',
    ]);
  });
});

describe('nextSlotAfter in a zone without daylight saving (America/Regina)', () => {
  it('stays at the same UTC instant while Toronto changes', () => {
    expect(slotsAfter(daily('06:00', 'America/Regina'), '2027-03-13T00:00:00Z', 3)).toEqual([
      '2027-03-13T12:00:00.000Z',
      '2027-03-14T12:00:00.000Z',
      '2027-03-15T12:00:00.000Z',
    ]);
    expect(slotsAfter(daily('02:30', 'America/Regina'), '2027-11-06T00:00:00Z', 2)).toEqual([
      '2027-11-06T08:30:00.000Z',
      '2027-11-07T08:30:00.000Z',
    ]);
  });
});

describe('monthly', () => {
  it('runs on day 31 on the last day of shorter months', () => {
    const clock: ScheduleClock = {
      recurrence: { frequency: 'monthly', dayOfMonth: 31 },
      time: '06:00',
      timeZone: 'America/Toronto',
    };
    expect(
      slotsAfter(clock, '2027-01-01T00:00:00Z', 4).map((slot) => zonedDay(new Date(slot), 'America/Toronto')),
    ).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(zonedDay(nextSlotAfter(clock, new Date('2028-02-01T00:00:00Z')), 'America/Toronto')).toBe('2028-02-29');
  });

  it('runs on day 1 at the time of day in the zone', () => {
    const clock: ScheduleClock = {
      recurrence: { frequency: 'monthly', dayOfMonth: 1 },
      time: '00:15',
      timeZone: 'America/Toronto',
    };
    expect(slotsAfter(clock, '2027-10-15T00:00:00Z', 2)).toEqual([
      '2027-11-01T04:15:00.000Z',
      '2027-12-01T05:15:00.000Z',
    ]);
  });
});

describe('a zone change', () => {
  it('computes from the new zone', () => {
    const toronto = daily('06:00', 'America/Toronto');
    const after = new Date('2027-06-01T12:00:00Z');
    expect(nextSlotAfter(toronto, after).toISOString()).toBe('2027-06-02T10:00:00.000Z');
    expect(nextSlotAfter({ ...toronto, timeZone: 'America/Vancouver' }, after).toISOString()).toBe(
      '2027-06-01T13:00:00.000Z',
    );
    expect(nextSlotAfter({ ...toronto, timeZone: 'Europe/London' }, after).toISOString()).toBe(
      '2027-06-02T05:00:00.000Z',
    );
  });
});

describe('lastSlotAtOrBefore', () => {
  it('is the slot itself at the slot, and the one before just before it', () => {
    const clock = daily('06:00', 'America/Toronto');
    expect(lastSlotAtOrBefore(clock, new Date('2027-03-14T10:00:00Z')).toISOString()).toBe('2027-03-14T10:00:00.000Z');
    expect(lastSlotAtOrBefore(clock, new Date('2027-03-14T09:59:59Z')).toISOString()).toBe('2027-03-13T11:00:00.000Z');
  });

  it('finds last month’s slot of a monthly schedule', () => {
    const clock: ScheduleClock = {
      recurrence: { frequency: 'monthly', dayOfMonth: 31 },
      time: '06:00',
      timeZone: 'America/Toronto',
    };
    expect(lastSlotAtOrBefore(clock, new Date('2027-03-15T00:00:00Z')).toISOString()).toBe('2027-02-28T11:00:00.000Z');
  });
});

const ZONES = ['America/Toronto', 'America/Regina', 'Europe/London', 'America/St_Johns', 'Australia/Lord_Howe'];
const clockArbitrary = fc.record({
  recurrence: fc.oneof(
    fc.constant({ frequency: 'daily' as const }),
    fc
      .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
      .map((daysOfWeek) => ({ frequency: 'weekly' as const, daysOfWeek })),
    fc.integer({ min: 1, max: 31 }).map((dayOfMonth) => ({ frequency: 'monthly' as const, dayOfMonth })),
  ),
  time: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  timeZone: fc.constantFrom(...ZONES),
});
const instantArbitrary = fc
  .integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2029-01-01T00:00:00Z') })
  .map((ms) => new Date(ms));

describe('properties', () => {
  it('the last slot ≤ t < the next slot, and the next slot after the last one is the next slot after t', () => {
    fc.assert(
      fc.property(clockArbitrary, instantArbitrary, (clock, at) => {
        const last = lastSlotAtOrBefore(clock, at);
        const next = nextSlotAfter(clock, at);
        expect(last.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(next.getTime()).toBeGreaterThan(at.getTime());
        expect(nextSlotAfter(clock, last).getTime()).toBe(next.getTime());
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('a year of daily slots runs once on every local day, at the time unless the clocks skip it', () => {
    // The hours every zone here changes its clocks in (its gap and its repeat).
    for (const timeZone of ZONES)
      for (const time of ['01:30', '02:30']) {
        const slots = slotsAfter(daily(time, timeZone), '2026-12-31T12:00:00Z', 365);
        const days = slots.map((slot) => zonedDay(new Date(slot), timeZone));
        expect(new Set(days).size).toBe(365);
        expect(days[0]).toBe('2027-01-01');
        expect(days[364]).toBe('2027-12-31');
        const late = slots.filter((slot) => wallTime(slot, timeZone) !== time);
        expect(late.length).toBeLessThanOrEqual(1);
      }
  }, 30_000);
});
