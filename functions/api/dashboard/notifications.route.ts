import { dashboardRoutes } from '@shelfline/shared/routes/dashboard.routes';
import { implement } from '../../common/api-handler.ts';
import type { Caller } from '../../common/caller.ts';
import { addDays, todayIso } from '../../common/dates.ts';
import { readServicesOfMerchandiser, type StoredService } from '../../data/schedule/schedule.repository.ts';
import { DASHBOARD_LOOKBACK_DAYS, notificationsOf } from '../../domain/schedule/notifications.ts';

/**
 * `GET Dashboard/Notifications` (000 §2.4, §3.5): the signed-in merchandiser's four notification cards, from their
 * own services (one Query of their partition, from DASHBOARD_LOOKBACK_DAYS back); the rules are in
 * domain/schedule/notifications.ts.
 */
export const notifications = implement(dashboardRoutes.notifications, async ({ auth }) => {
  const today = todayIso();
  return notificationsOf(await ownServicesFrom(auth, today), today);
});

/**
 * The signed-in merchandiser's own services whose earliest date lies from DASHBOARD_LOOKBACK_DAYS before `from`
 * up to `to` (no bound when absent): one Query of their gsi1 partition. A caller without an employee id has none.
 */
export async function ownServicesFrom(auth: Caller, from: string, to?: string): Promise<StoredService[]> {
  const id = Number(auth.personId);
  if (auth.personType !== 'employee' || !Number.isInteger(id) || id <= 0) return [];
  return readServicesOfMerchandiser(id, { from: addDays(from, -DASHBOARD_LOOKBACK_DAYS), to });
}
