import type { ScheduleFilter } from '@shelfline/shared/contracts/schedule.contract';
import { dashboardRoutes } from '@shelfline/shared/routes/dashboard.routes';
import { isInMode, SCHEDULE_MODES, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { implement } from '../../common/api-handler.ts';
import { readOpenServices, readSummariesOfDays } from '../../data/schedule.repository.ts';
import { addDays, todayIso } from '../../domain/availability/compute-availability.ts';
import { windowOf } from '../../domain/schedule/schedule-filter.ts';

/** Modes counted on the current month (the window Schedule Maintenance opens with); the others are by latest date. */
const WINDOW_MODES: readonly ScheduleMode[] = ['NotActivated', 'Open', 'Saved', 'Submitted'];

/**
 * `GET dashboard/ScheduleSummary` (000 §2.4, §3.5): the Services card, one item per mode (category All, `order` =
 * the mode's place in SCHEDULE_MODES). Each count is what the card's link shows: NotActivated, Open, Saved and
 * Submitted over the default window (the current month of earliest dates: one read of the month's compact
 * summaries), ComingDue and Late over the live unfinished services (one read of the open index up to tomorrow).
 */
export const scheduleSummary = implement(dashboardRoutes.scheduleSummary, async () => {
  const today = todayIso();
  const window = windowOf({} as Pick<ScheduleFilter, 'earliestDate' | 'latestDate'>, today);
  const [month, open] = await Promise.all([
    readSummariesOfDays(window.from, window.to),
    readOpenServices({ toLatest: addDays(today, 1) }),
  ]);
  return {
    items: SCHEDULE_MODES.map((mode, order) => {
      const services = WINDOW_MODES.includes(mode) ? month : open;
      return {
        mode,
        category: 'All' as const,
        numberOfServices: services.filter((s) => isInMode(mode, s, today)).length,
        order,
      };
    }),
  };
});
