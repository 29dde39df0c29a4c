import type { VacationInputSchema } from '@shelfline/shared/contracts/availability.contract';
import type * as z from 'zod';
import { BadRequestError } from '../../common/http-errors.ts';
import type { VacationRecord } from '../../data/entities/availability.entity.ts';
import type { Owned } from '../../data/owned-repository.ts';

type Input = z.output<typeof VacationInputSchema>;

/** A local time as stored: 'YYYY-MM-DDTHH:mm:ss'. */
const withSeconds = (value: string) => (value.length === 16 ? `${value}:00` : value);

/** The dates as stored: a full-day vacation keeps dates only, a partial day its local start and end times. */
export function storedDates(input: Input): Pick<VacationRecord, 'startDate' | 'endDate'> {
  if (!input.isPartial) return { startDate: input.startDate.slice(0, 10), endDate: input.endDate.slice(0, 10) };
  return { startDate: withSeconds(input.startDate), endDate: withSeconds(input.endDate) };
}

/** 001 §5: a vacation cannot start before today (`today` is the server's UTC date). */
export function assertStartNotPast(startDate: string, today: string): void {
  if (startDate.slice(0, 10) < today) {
    throw new BadRequestError({ startDate: ['Start date cannot be earlier than today.'] });
  }
}

/** 001 §5: a vacation can be edited or deleted only while its end is not in the past. */
export function assertNotEnded(vacation: Owned<VacationRecord>, today: string, action: 'changed' | 'deleted'): void {
  if (vacation.endDate.slice(0, 10) < today) {
    throw new BadRequestError(
      `This vacation ended on ${vacation.endDate.slice(0, 10)} and can no longer be ${action}.`,
    );
  }
}
