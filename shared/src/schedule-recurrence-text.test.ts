import { describe, expect, it } from 'vitest';
import { describeRecurrence } from './schedule-recurrence-text.ts';

describe('describeRecurrence', () => {
  it('says the days of a weekly recurrence Monday first, once each', () => {
    const text = describeRecurrence({
      recurrence: { frequency: 'weekly', daysOfWeek: [4, 1, 4] },
      time: '06:00',
      timeZone: 'America/Toronto',
    });
    expect(text).toBe('Weekly on Mon, Thu at 06:00 (America/Toronto)');
  });

  it('puts Sunday at the end of the week', () => {
    const text = describeRecurrence({
      recurrence: { frequency: 'weekly', daysOfWeek: [0, 6] },
      time: '18:15',
      timeZone: 'Europe/London',
    });
    expect(text).toBe('Weekly on Sat, Sun at 18:15 (Europe/London)');
  });

  it('says daily and monthly recurrences', () => {
    expect(describeRecurrence({ recurrence: { frequency: 'daily' }, time: '07:30', timeZone: 'America/Regina' })).toBe(
      'Daily at 07:30 (America/Regina)',
    );
    expect(
      describeRecurrence({
        recurrence: { frequency: 'monthly', dayOfMonth: 1 },
        time: '06:00',
        timeZone: 'America/Toronto',
      }),
    ).toBe('Monthly on day 1 at 06:00 (America/Toronto)');
  });
});
