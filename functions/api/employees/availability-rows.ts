import { daysBetween } from '../../common/dates.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { MAX_WINDOW_DAYS } from '../../domain/availability/compute-availability.ts';

/** Refuses a window whose end is before its start or that is longer than a year (400 on `endDate`). */
export function assertWindow(startDate: string, endDate: string): void {
  const days = daysBetween(startDate, endDate);
  if (days < 0) throw new BadRequestError({ endDate: ['End date must not be before start date.'] });
  if (days > MAX_WINDOW_DAYS) throw new BadRequestError({ endDate: ['The window is at most one year.'] });
}

/** Last name, then first name, case-insensitive (the pickers' order). */
export const byName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
  a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' });
