import { dashboardRoutes } from '@shelfline/shared/routes/dashboard.routes';
import { comingDueRange, SCHEDULE_MODES } from '@shelfline/shared/schedule-rules';
import { implement } from '../../common/api-handler.ts';
import { readMonthCounts, readOpenCountsByLatest } from '../../data/service-counts.repository.ts';
import { todayIso } from '../../domain/availability/compute-availability.ts';

/**
 * `GET dashboard/ScheduleSummary` (000 §2.4, §3.5): the Services card, one item per mode (category All, `order` =
 * the mode's place in SCHEDULE_MODES). Each count is what the card's link lists: NotActivated, Open, Saved and
 * Submitted over the default window (services whose earliest date lies in the current month), ComingDue and Late
 * over the live unfinished services by latest date. Read from the service counts maintained with every service
 * write (service-count.entity.ts): a few dozen tiny items instead of the month's services.
 */
export const scheduleSummary = implement(dashboardRoutes.scheduleSummary, async () => {
  const today = todayIso();
  const dueBy = comingDueRange(today);
  const [month, openByLatest] = await Promise.all([
    readMonthCounts(today.slice(0, 7)),
    readOpenCountsByLatest(dueBy.to),
  ]);
  let comingDue = 0;
  let late = 0;
  for (const [latestDate, count] of openByLatest) {
    if (latestDate < today) late += count;
    else if (latestDate >= dueBy.from) comingDue += count;
  }
  const counts: Record<string, number> = { ...month, ComingDue: comingDue, Late: late };
  return {
    items: SCHEDULE_MODES.map((mode, order) => ({
      mode,
      category: 'All' as const,
      numberOfServices: counts[mode] ?? 0,
      order,
    })),
  };
});
