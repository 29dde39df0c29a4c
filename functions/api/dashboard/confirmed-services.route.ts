import { dashboardRoutes } from '@shelfline/shared/routes/dashboard.routes';
import { implement } from '../../common/api-handler.ts';
import { addDays, todayIso } from '../../common/dates.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { confirmedInWindow, weekOf } from '../../domain/schedule/notifications.ts';
import { ownServicesFrom } from './notifications.route.ts';

/** The longest window the weekly grid asks for (a few weeks at most; this keeps the read bounded). */
const MAX_DAYS = 62;

/**
 * `GET Dashboard/ConfirmedServices?fromDate&toDate` (000 §2.4): the signed-in merchandiser's confirmed services
 * (with or without a date) whose earliest..latest overlaps the window; the window defaults to Monday..Sunday of
 * this week (fromDate alone: its week of 7 days; toDate alone: the 7 days ending there).
 */
export const confirmedServices = implement(dashboardRoutes.confirmedServices, async ({ query, auth }) => {
  const fromDate = query.fromDate ?? (query.toDate ? addDays(query.toDate, -6) : weekOf(todayIso()).fromDate);
  const toDate = query.toDate ?? addDays(fromDate, 6);
  if (toDate < fromDate) throw new BadRequestError({ toDate: ['To date cannot be before from date.'] });
  if (addDays(fromDate, MAX_DAYS) < toDate)
    throw new BadRequestError({ toDate: [`Ask for at most ${MAX_DAYS} days at once.`] });
  const services = await ownServicesFrom(auth, fromDate, toDate);
  return { items: confirmedInWindow(services, fromDate, toDate) };
});
