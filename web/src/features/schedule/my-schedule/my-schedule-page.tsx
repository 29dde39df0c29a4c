import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { hasAnyRole } from '@shelfline/shared/roles';
import type { ScheduleMode } from '@shelfline/shared/schedule-rules';
import { useMemo } from 'react';
import { ownEmployeeId } from '../../../app/session/own-employee.ts';
import { useSession } from '../../../app/session/session.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useNarrowScreen } from '../../../components/use-narrow-screen.ts';
import { useServiceReportOpener } from '../../service-report/service-report-opener.tsx';
import { canConfirm } from '../confirmation/confirmation-rules.ts';
import { ConfirmationCell } from '../shared/confirmation-cell.tsx';
import { isScheduleMode, monthToDate, needsNoWindow, type ScheduleDefaults } from '../shared/filter-state.ts';
import { ScheduleTable } from '../shared/schedule-table.tsx';
import { SearchPanel } from '../shared/search-panel.tsx';
import { scheduleStrings as ss } from '../shared/strings.ts';
import { useScheduleExport } from '../shared/use-schedule-export.ts';
import { useScheduleResults } from '../shared/use-schedule-results.tsx';
import { useScheduleView } from '../shared/use-schedule-view.ts';
import { ServiceCards } from './service-cards.tsx';
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
 * by the server; a supervisor (who also sees others' services elsewhere) asks for their own employee id. On a phone
 * the search starts folded (its summary in one line) and the services are cards.
 */
export function MySchedulePage() {
  useDocumentTitle(s.title);
  const session = useSession();
  const roles = session?.roles ?? [];
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
  const { filter, data, total, lists, searchPanelProps, tableProps } = useScheduleResults({
    view,
    update,
    defaults: DEFAULTS,
    mode,
    onSearch: (next) => update({ search: next }),
    extra,
    enabled,
  });
  const defaultSort = !view.sortBy;
  const exporter = useScheduleExport(filter);
  const narrow = useNarrowScreen();
  // On a phone the cards carry the Service Report (the table does it for itself).
  const report = useServiceReportOpener(roles);

  if (!enabled) return <Alert type="error">{s.noEmployee}</Alert>;

  const header = (
    <Header
      variant="h2"
      counter={data ? ss.counter(total, data.totalRecords) : undefined}
      description={lists.data ? ss.totalHours(lists.data.totalHours) : undefined}
    >
      {s.tableTitle}
    </Header>
  );
  const confirmationCell = (row: ScheduleRow) => <ConfirmationCell row={row} editable={canConfirm(row)} />;
  return (
    <SpaceBetween size={narrow ? 's' : 'm'}>
      <Header variant="h1" description={narrow ? undefined : s.description}>
        {s.title}
      </Header>
      <SearchPanel {...searchPanelProps} {...exporter} collapsed={narrow} />
      {narrow ? (
        <ServiceCards
          rows={tableProps.rows}
          loading={tableProps.loading}
          header={header}
          pagination={tableProps.pagination}
          empty={tableProps.empty}
          confirmationCell={confirmationCell}
          reportButton={report.button}
        />
      ) : (
        <ScheduleTable
          testId="my-schedule-table"
          {...tableProps}
          roles={roles}
          editable={NO_EDITS}
          header={header}
          sortBy={view.sortBy ?? 'earliestDate'}
          sortDesc={defaultSort ? false : view.sortDesc}
          onSort={(column, descending) => update({ sortBy: column, sortDesc: descending })}
          confirmationCell={confirmationCell}
        />
      )}
      {narrow && report.modal}
    </SpaceBetween>
  );
}
