import type { NotificationItem, Notifications } from '@shelfline/shared/contracts/schedule.contract';
import { comingDueRange } from '@shelfline/shared/schedule-rules';
import { addDays } from '../../common/dates.ts';
import type { Service } from '../../data/entities/service.entity.ts';

/*
 * The merchandiser's dashboard (000 §2.4, §3.5; states.md §1.8): the four notification cards and the week of
 * confirmed services. Pure: the route reads the merchandiser's own services (gsi1) and passes today (UTC date).
 *
 * A service is "live" when activated and not submitted (the merchandiser still has to do it).
 * - comingDueIn48Hours ('Unconfirmed Coming due in 48 hours'): live, not confirmed, latest date today or tomorrow;
 * - unconfirmedServices ('Unconfirmed'): live, not confirmed, latest date today or later (a late service is no
 *   longer something to confirm: it shows in Late);
 * - confirmedWithoutDateServices ('Confirmed without date'): live, confirmed with estimatedDate null;
 * - savedServices ('Saved but not Submitted'): the report is saved and not submitted.
 * Every card is sorted by due date (the latest date), then service id.
 */

/** How far back the dashboard reads a merchandiser's services by earliest date: a service spans at most this. */
export const DASHBOARD_LOOKBACK_DAYS = 62;

export function notificationItem(service: Service): NotificationItem {
  return {
    serviceId: service.id,
    jobNumber: service.jobNumber,
    storeNumber: service.storeNumber,
    retailerName: service.retailerName,
    timeLimit: service.timeLimit,
    earliestDate: service.earliestDate,
    latestDate: service.latestDate,
    dueDate: service.latestDate,
    serviceConfirmation: service.confirmation ? { estimatedDate: service.confirmation.estimatedDate } : null,
  };
}

const isLive = (s: Service) => s.isActivated && !s.isSubmitted;

const byDueDate = (a: Service, b: Service) => a.latestDate.localeCompare(b.latestDate) || a.id - b.id;

const itemsOf = (services: readonly Service[], keep: (s: Service) => boolean) =>
  services.filter(keep).sort(byDueDate).map(notificationItem);

export function notificationsOf(services: readonly Service[], today: string): Notifications {
  const comingDue = comingDueRange(today);
  return {
    comingDueIn48Hours: itemsOf(
      services,
      (s) => isLive(s) && !s.confirmation && s.latestDate >= comingDue.from && s.latestDate <= comingDue.to,
    ),
    unconfirmedServices: itemsOf(services, (s) => isLive(s) && !s.confirmation && s.latestDate >= today),
    confirmedWithoutDateServices: itemsOf(services, (s) => isLive(s) && s.confirmation?.estimatedDate === null),
    savedServices: itemsOf(services, (s) => s.isSaved === true && !s.isSubmitted),
  };
}

/** Monday..Sunday of the week of `today` (the weekly grid's default). */
export function weekOf(today: string): { fromDate: string; toDate: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const fromDate = addDays(today, weekday === 0 ? -6 : 1 - weekday);
  return { fromDate, toDate: addDays(fromDate, 6) };
}

/**
 * The weekly grid: confirmed services (with or without a date) whose earliest..latest overlaps fromDate..toDate,
 * activated or submitted (a service not activated yet is not the merchandiser's to see), sorted by due date.
 */
export function confirmedInWindow(services: readonly Service[], fromDate: string, toDate: string): NotificationItem[] {
  return itemsOf(
    services,
    (s) =>
      s.confirmation !== undefined &&
      (s.isActivated || s.isSubmitted) &&
      s.earliestDate <= toDate &&
      s.latestDate >= fromDate,
  );
}
