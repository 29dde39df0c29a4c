import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { SCHEDULE_PAGE_SIZES } from '@shelfline/shared/contracts/schedule.contract';
import { SCHEDULE_MODES, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { useSession } from '../../../app/session/session.ts';
import { messagesOf } from '../../../lib/api-client.ts';
import { scheduleListsQuery, schedulePageQuery } from '../../../queries/schedule.ts';
import {
  type ScheduleDefaults,
  type ScheduleFilterBody,
  type ScheduleSearch,
  type ScheduleView,
  toListRequest,
  toScheduleFilter,
} from './filter-state.ts';
import { scheduleStrings as ss } from './strings.ts';

interface ScheduleResultsOptions {
  view: ScheduleView;
  update: (patch: Partial<ScheduleView>) => void;
  defaults: ScheduleDefaults;
  /** The screen's mode (the empty table's button resets the search to it). */
  mode: ScheduleMode;
  /** Applies a new search (the search panel's and the empty table's button). */
  onSearch: (next: ScheduleSearch) => void;
  /** Filter fields the screen adds to the user's search (My Schedule: the caller's own employee id); given only on one's own schedule. */
  extra?: Partial<ScheduleFilterBody>;
  enabled?: boolean;
}

/**
 * A schedule screen's page and lists for its view, with the fetch error notice; the search panel's props; and the
 * table's rows, loading state, empty state, pagination and preferences wired to the view (Schedule Maintenance and
 * My Schedule share them).
 */
export function useScheduleResults({
  view,
  update,
  defaults,
  mode,
  onSearch,
  extra,
  enabled = true,
}: ScheduleResultsOptions) {
  const { notify } = useNotifications();
  const session = useSession();
  const filter = useMemo(() => toScheduleFilter(view.search, extra), [view.search, extra]);
  const request = useMemo(() => toListRequest(view, defaults, extra), [view, defaults, extra]);
  const page = useQuery({ ...schedulePageQuery(request), enabled });
  const lists = useQuery({ ...scheduleListsQuery(filter), enabled });

  useEffect(() => {
    if (page.error) notify({ type: 'error', content: messagesOf(page.error), autoClose: false, id: 'schedule-fetch' });
  }, [page.error, notify]);

  const data = page.data;
  const total = data?.totalFilteredRecords ?? 0;
  const pages = Math.max(1, Math.ceil(total / view.pageSize));
  const resetTo = (m: ScheduleMode): ScheduleSearch => ({ mode: m, category: 'All', ids: {}, ...defaults.window(m) });

  const searchPanelProps = {
    roles: session?.roles ?? [],
    // One's own schedule (My Schedule) has no merchandiser, supervisor or account manager to choose.
    people: extra === undefined,
    search: view.search,
    lists: lists.data,
    listsLoading: lists.isFetching,
    modes: SCHEDULE_MODES,
    onSearch,
    resetTo,
  };

  const tableProps = {
    rows: data?.rows ?? [],
    loading: page.isPending || (page.isPlaceholderData && page.isFetching),
    empty: (
      <Box textAlign="center" color="inherit">
        <SpaceBetween size="xs">
          <b>{ss.empty}</b>
          <Button onClick={() => onSearch(resetTo(mode))}>{ss.resetFilters}</Button>
        </SpaceBetween>
      </Box>
    ),
    pagination: (
      <Pagination
        currentPageIndex={Math.min(view.pageNumber, pages)}
        pagesCount={pages}
        onChange={(e) => update({ pageNumber: e.detail.currentPageIndex })}
        ariaLabels={ss.pagination}
        data-testid="pagination"
      />
    ),
    preferences: (
      <CollectionPreferences
        title={ss.preferences.title}
        confirmLabel={ss.preferences.confirm}
        cancelLabel={ss.preferences.cancel}
        preferences={{ pageSize: view.pageSize }}
        pageSizePreference={{
          title: ss.preferences.pageSize,
          options: SCHEDULE_PAGE_SIZES.map((n) => ({ value: n, label: ss.pageSizeLabel(n) })),
        }}
        onConfirm={(e) => update({ pageSize: e.detail.pageSize ?? view.pageSize })}
      />
    ),
  };

  return { filter, request, page, lists, data, total, pages, searchPanelProps, tableProps };
}
