import type { ScheduleFilter } from '@shelfline/shared/contracts/schedule.contract';
import type { Caller } from '../../common/caller.ts';
import { todayIso } from '../../common/dates.ts';
import { MAINTENANCE_SORT, MERCHANDISER_SORT, sortSummaries } from './schedule-filter.ts';
import { type Selection, scheduleScopeOf, selectServices } from './select-services.ts';
import { cachedSelection } from './selection-cache.ts';

/**
 * The selection of a schedule call, sorted: the list, the Excel export and the map all go through it, so they show
 * the same services in the same order. A merchandiser (without a staff role) gets only their own live services
 * (scheduleScopeOf), sorted by earliest then latest date; staff by earliest date, newest first (000 §9).
 */
export async function sortedSelection(
  request: ScheduleFilter & { sortOptions?: Parameters<typeof sortSummaries>[1] },
  auth: Caller,
  options: { reuse?: boolean } = {},
): Promise<Selection> {
  const scope = scheduleScopeOf(auth);
  const filter = filterOf(request);
  const today = todayIso();
  const selection = options.reuse
    ? await cachedSelection(filter, scope, today, () => selectServices(filter, scope, today))
    : await selectServices(filter, scope, today);
  sortSummaries(selection.filtered, request.sortOptions, scope.merchandiserId ? MERCHANDISER_SORT : MAINTENANCE_SORT);
  return selection;
}

/** The filter of a list request, without its paging and sorting (what a selection depends on). */
function filterOf(request: ScheduleFilter & Record<string, unknown>): ScheduleFilter {
  const { pageNumber: _page, pageSize: _size, sortOptions: _sort, includeFilterLists: _lists, ...filter } = request;
  return filter as ScheduleFilter;
}
