import { describe, expect, it } from 'vitest';
import { formatInstant, parametersOf } from './schedule-values.ts';

describe('scheduled export values', () => {
  it('keep only the parameters the kind reads, so a changed kind sends none of the old one', () => {
    const values = {
      period: { type: 'lastWeek' as const },
      jobId: 3,
      supplierId: 9,
      orderLayoutId: 2,
      provinceIds: [],
      merchandiserId: null,
    };
    expect(parametersOf('orderExport', values)).toEqual({ supplierId: 9, orderLayoutId: 2 });
    expect(parametersOf('contacts', values)).toEqual({ period: { type: 'lastWeek' }, jobId: 3 });
    expect(parametersOf('accountingExport', values)).toEqual({});
  });

  it('show an instant in the schedule zone, daylight saving included', () => {
    expect(formatInstant('2026-11-30T11:00:00.000Z', 'America/Toronto')).toBe('2026-11-30 06:00 EST');
    expect(formatInstant('2026-07-06T10:00:00.000Z', 'America/Toronto')).toBe('2026-07-06 06:00 EDT');
    expect(formatInstant('2026-07-06T10:00:00.000Z', 'America/Vancouver')).toBe('2026-07-06 03:00 PDT');
    expect(formatInstant(undefined, 'America/Toronto')).toBe('');
  });
});
