import { describe, expect, it } from 'vitest';
import type { ExportScheduleRecord } from '../../../data/entities/export-schedule.entity.ts';
import { scheduledExportKey } from '../produce-export.ts';
import { postingDateOf } from './accounting-export.ts';

const schedule = { id: 42, kind: 'orderExport' } as ExportScheduleRecord;

describe('scheduledExportKey', () => {
  it('files a run under its kind, the slot’s UTC year and month, with the run id reduced to safe characters', () => {
    const slot = new Date('2026-12-01T03:00:00.000Z');
    expect(scheduledExportKey(schedule, '2026-12-01T03:00:00.000Z#F2', slot, 'xlsx')).toBe(
      'exports/scheduled/orderExport/2026/12/42-2026-12-01T03-00-00-000Z-F2.xlsx',
    );
  });
});

describe('postingDateOf', () => {
  // 03:00 UTC on 1 December is still 30 November in Toronto: the run's day is the zone's.
  const slot = new Date('2026-12-01T03:00:00.000Z');

  it('is the run’s day in the schedule’s zone', () => {
    expect(postingDateOf('runDate', slot, 'America/Toronto')).toBe('2026-11-30');
    expect(postingDateOf('runDate', slot, 'UTC')).toBe('2026-12-01');
  });

  it('is the last day of the month before the run’s (leap years included)', () => {
    expect(postingDateOf('lastDayOfPreviousMonth', slot, 'America/Toronto')).toBe('2026-10-31');
    expect(postingDateOf('lastDayOfPreviousMonth', slot, 'UTC')).toBe('2026-11-30');
    expect(postingDateOf('lastDayOfPreviousMonth', new Date('2028-03-05T12:00:00Z'), 'UTC')).toBe('2028-02-29');
    expect(postingDateOf('lastDayOfPreviousMonth', new Date('2027-01-10T12:00:00Z'), 'UTC')).toBe('2026-12-31');
  });
});
