import { dashboardRoutes } from '@shelfline/shared/routes/dashboard.routes';
import { comingDueRange, SCHEDULE_CATEGORIES, SCHEDULE_MODES } from '@shelfline/shared/schedule-rules';
import { implement } from '../../common/api-handler.ts';
import { todayIso } from '../../common/dates.ts';
import {
  type CategoryCount,
  readMonthCounts,
  readOpenCountsByLatest,
} from '../../data/schedule/service-counts.repository.ts';

/**
 * `GET dashboard/ScheduleSummary` (000 §2.4, §3.5): the Services card, three items per mode (categories All, Manual
 * and Online, 000 §2.8's category filter), `order` = the item's place: modes in SCHEDULE_MODES order, All first. Each count is what the card's link lists: NotActivated, Open, Saved and
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
  const comingDue: CategoryCount = { all: 0, online: 0 };
  const late: CategoryCount = { all: 0, online: 0 };
  for (const [latestDate, count] of openByLatest) {
    const into = latestDate < today ? late : latestDate >= dueBy.from ? comingDue : undefined;
    if (!into) continue;
    into.all += count.all;
    into.online += count.online;
  }
  const counts: Record<string, CategoryCount> = { ...month, ComingDue: comingDue, Late: late };
  const ofCategory = ({ all, online }: CategoryCount, category: (typeof SCHEDULE_CATEGORIES)[number]) =>
    category === 'All' ? all : category === 'Online' ? online : all - online;
  return {
    items: SCHEDULE_MODES.flatMap((mode) =>
      SCHEDULE_CATEGORIES.map((category) => ({
        mode,
        category,
        numberOfServices: ofCategory(counts[mode] ?? { all: 0, online: 0 }, category),
      })),
    ).map((item, order) => ({ ...item, order })),
  };
});
