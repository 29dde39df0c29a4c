import { describe, expect, it } from 'vitest';
import { failureWindow } from './failure-window.ts';

const now = new Date('2026-05-20T15:30:00Z');

describe('failureWindow', () => {
  it('is the last 7 days, start of day to end of day, by default', () => {
    expect(failureWindow({}, now)).toEqual({ fromUtc: '2026-05-14T00:00:00.000Z', toUtc: '2026-05-20T23:59:59.999Z' });
  });

  it('takes dates as whole days and instants as given', () => {
    expect(failureWindow({ fromUtc: '2026-05-01', toUtc: '2026-05-02T10:00:00Z' }, now)).toEqual({
      fromUtc: '2026-05-01T00:00:00.000Z',
      toUtc: '2026-05-02T10:00:00.000Z',
    });
    expect(failureWindow({ toUtc: '2026-03-10' }, now)).toEqual({
      fromUtc: '2026-03-04T00:00:00.000Z',
      toUtc: '2026-03-10T23:59:59.999Z',
    });
  });

  it('refuses a backwards window and one longer than 92 days', () => {
    expect(failureWindow({ fromUtc: '2026-05-10', toUtc: '2026-05-09' }, now)).toEqual({
      field: 'toUtc',
      message: 'The end must not be before the start.',
    });
    expect(failureWindow({ fromUtc: '2026-01-01', toUtc: '2026-04-03' }, now)).toMatchObject({ field: 'fromUtc' });
    expect(failureWindow({ fromUtc: '2026-01-01', toUtc: '2026-04-02' }, now)).toHaveProperty('fromUtc');
  });
});
