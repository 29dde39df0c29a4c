import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { implement } from '../../common/api-handler.ts';
import { addDays, todayIso } from '../../common/dates.ts';
import { employees } from '../../data/people/people.repository.ts';
import { availabilityOf } from '../../domain/availability/worker-availability.ts';
import { assertWindow } from './availability-rows.ts';

/** Default window of `employees/{id}/availability`: today and the next 27 days (four weeks). */
export const AVAILABILITY_DEFAULT_DAYS = 28;

/**
 * `GET employees/{id}/availability?startDate&endDate`: status, reasons and the days of the window (one GetItem
 * and two Queries, in parallel). A missing end is the start plus 27 days; a missing start is today (UTC date).
 */
export const getAvailability = implement(employeesRoutes.getAvailability, async ({ params, query }) => {
  const startDate = query.startDate ?? todayIso();
  const endDate = query.endDate ?? addDays(startDate, AVAILABILITY_DEFAULT_DAYS - 1);
  assertWindow(startDate, endDate);
  const worker = await employees.getOrThrow(params.id, 'worker');
  return availabilityOf(worker, startDate, endDate);
});
