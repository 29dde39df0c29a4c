import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { SCHEDULE_PAGE_SIZES } from '@shelfline/shared/contracts/schedule.contract';
import { hasAnyRole } from '@shelfline/shared/roles';
import { SCHEDULE_MODES, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { useEffect, useMemo } from 'react';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { useSession } from '../../../app/session/session.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { messagesOf } from '../../../lib/api-client.ts';
import { ConfirmationCell } from '../shared/confirmation-cell.tsx';
import {
  isScheduleMode,
  monthToDate,
  needsNoWindow,
  type ScheduleDefaults,
  type ScheduleSearch,
  toListRequest,
  toScheduleFilter,
} from '../shared/filter-state.ts';
import { ownEmployeeId } from '../shared/own-employee.ts';
import { useScheduleLists, useSchedulePage } from '../shared/schedule-api.ts';
import { ScheduleTable } from '../shared/schedule-table.tsx';
import { SearchPanel } from '../shared/search-panel.tsx';
import { scheduleStrings as ss } from '../shared/strings.ts';
import { useScheduleView } from '../shared/use-schedule-view.ts';
import { myScheduleStrings as s } from './strings.ts';

/** 000 §2.8, §4.4: month to date, Open by default; earliest then latest date ascending. */
const DEFAULTS: ScheduleDefaults = {
  mode: 'Open',
  window: (mode) => (needsNoWindow(mode) ? {} : monthToDate(new Date())),
  sort: { earliestDate: false, latestDate: false },
};
const NO_EDITS = new Set<never>();

/**
 * My Schedule (000 §2.8): the caller's own services, read-only but for the confirmation. A merchandiser is scoped
 * by the server; a supervisor (who also sees others' services elsewhere) asks for their own employee id.
 */
export function MySchedulePage() {
  useDocumentTitle(s.title);
  const session = useSession();
  const roles = session?.roles ?? [];
  const { notify } = useNotifications();
  const { params } = useScheduleView('Open', DEFAULTS, true);
  const rawMode = params.get('mode');
  const mode: ScheduleMode = isScheduleMode(rawMode) ? rawMode : DEFAULTS.mode;
  const { view, update } = useScheduleView(mode, DEFAULTS, true);

  // Staff who are not only merchandisers see every service elsewhere: here they ask for their own.
  const isStaffBeyondMerchandiser = hasAnyRole(roles, ['admin', 'accountManager', 'supervisor']);
  const employeeId = ownEmployeeId(session?.tokens.token);
  const extra = useMemo(
    () => (isStaffBeyondMerchandiser && employeeId ? { merchandiserIds: [employeeId] } : {}),
    [isStaffBeyondMerchandiser, employeeId],
  );
  const enabled = !isStaffBeyondMerchandiser || employeeId !== undefined;
  const filter = useMemo(() => toScheduleFilter(view.search, extra), [view.search, extra]);
  const request = useMemo(() => toListRequest(view, DEFAULTS, extra), [view, extra]);
  const page = useSchedulePage(request, enabled);
  const lists = useScheduleLists(filter, enabled);

  useEffect(() => {
    if (page.error) notify({ type: 'error', content: messagesOf(page.error), autoClose: false, id: 'schedule-fetch' });
  }, [page.error, notify]);

  const data = page.data;
  const total = data?.totalFilteredRecords ?? 0;
  const pages = Math.max(1, Math.ceil(total / view.pageSize));
  const resetTo = (m: ScheduleMode): ScheduleSearch => ({ mode: m, category: 'All', ids: {}, ...DEFAULTS.window(m) });
  const defaultSort = !view.sortBy;

  if (!enabled) return <Alert type="error">{s.noEmployee}</Alert>;

  return (
    <SpaceBetween size="m">
      <Header variant="h1" description={s.description}>
        {s.title}
      </Header>
      <SearchPanel
        search={view.search}
        lists={lists.data}
        listsLoading={lists.isFetching}
        modes={SCHEDULE_MODES}
        onSearch={(next) => update({ search: next })}
        resetTo={resetTo}
      />
      <ScheduleTable
        testId="my-schedule-table"
        rows={data?.rows ?? []}
        loading={page.isPending || (page.isPlaceholderData && page.isFetching)}
        roles={roles}
        editable={NO_EDITS}
        header={
          <Header
            variant="h2"
            counter={data ? ss.counter(total, data.totalRecords) : undefined}
            description={lists.data ? ss.totalHours(lists.data.totalHours) : undefined}
          >
            {s.tableTitle}
          </Header>
        }
        sortBy={view.sortBy ?? 'earliestDate'}
        sortDesc={defaultSort ? false : view.sortDesc}
        onSort={(column, descending) => update({ sortBy: column, sortDesc: descending })}
        confirmationCell={(row) => <ConfirmationCell row={row} editable={!row.isSubmitted} />}
        empty={
          <Box textAlign="center" color="inherit">
            <SpaceBetween size="xs">
              <b>{ss.empty}</b>
              <Button onClick={() => update({ search: resetTo(mode) })}>{ss.resetFilters}</Button>
            </SpaceBetween>
          </Box>
        }
        pagination={
          <Pagination
            currentPageIndex={Math.min(view.pageNumber, pages)}
            pagesCount={pages}
            onChange={(e) => update({ pageNumber: e.detail.currentPageIndex })}
            ariaLabels={ss.pagination}
          />
        }
        preferences={
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
        }
      />
    </SpaceBetween>
  );
}
