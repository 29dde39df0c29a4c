import { BadRequestError, ConflictError } from '../../common/http-errors.ts';
import type { SpecialAvailabilityRecord } from '../../data/entities/availability.entity.ts';

export const WEEK_ENDED = 'The week has already ended.';

/** 001 §5: a special week is saved or deleted only while it ends today or later (`today` is the server's UTC date). */
export function assertWeekNotEnded(endDate: string, today: string): void {
  if (endDate < today) throw new BadRequestError({ endDate: [WEEK_ENDED] });
}

/** A worker's special weeks must not overlap (409 naming `startDate`); `ownId` is the week being edited. */
export function assertNoOverlap(
  weeks: readonly SpecialAvailabilityRecord[],
  week: { startDate: string; endDate: string },
  ownId?: number,
): void {
  const other = weeks.find((w) => w.id !== ownId && w.startDate <= week.endDate && week.startDate <= w.endDate);
  if (other) {
    throw new ConflictError({
      startDate: [`Special availability from ${other.startDate} to ${other.endDate} already covers part of this week.`],
    });
  }
}
