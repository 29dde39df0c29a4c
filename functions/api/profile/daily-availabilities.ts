import type { GeneralAvailabilityInputSchema } from '@shelfline/shared/contracts/availability.contract';
import type * as z from 'zod';
import type { StoredDailyAvailabilities } from '../../data/entities/availability.entity.ts';

type Input = z.output<typeof GeneralAvailabilityInputSchema>;

/** The weekdays as stored: times as sent ('9:00 AM'), no ticks (derived when answering). */
export function storedDays(days: Input['dailyAvailabilities']): StoredDailyAvailabilities {
  const stored: StoredDailyAvailabilities = {};
  for (const [weekday, day] of Object.entries(days) as [
    keyof StoredDailyAvailabilities,
    NonNullable<Input['dailyAvailabilities']['0']>,
  ][]) {
    stored[weekday] = {
      start: day.start ?? null,
      end: day.end ?? null,
      availableHours: day.availableHours,
      desiredHours: day.desiredHours ?? null,
    };
  }
  return stored;
}
