import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import { bulkConfirmation, editableFields, mayEmailBlast, type ScheduleMode } from '@shelfline/shared/schedule-rules';
import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { useSession } from '../../../app/session/session.ts';
import { ConfirmModal } from '../../../components/crud/confirm-modal.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { canConfirm } from '../confirmation/confirmation-rules.ts';
import { ConfirmationCell } from '../shared/confirmation-cell.tsx';
import {
  currentMonth,
  modeOfPath,
  needsNoWindow,
  type ScheduleDefaults,
  type ScheduleSearch,
  writeScheduleView,
} from '../shared/filter-state.ts';
import { ScheduleTable } from '../shared/schedule-table.tsx';
import { SearchPanel } from '../shared/search-panel.tsx';
import { scheduleStrings as ss } from '../shared/strings.ts';
import { useScheduleExport } from '../shared/use-schedule-export.ts';
import { useScheduleResults } from '../shared/use-schedule-results.tsx';
import { useScheduleView } from '../shared/use-schedule-view.ts';
import { ActionsMenu, type MaintenanceDialog, RowActionsMenu } from './actions-menu.tsx';
import { BULK_FIELD_LABELS } from './bulk-edit-fields.ts';
import { BulkEditModal } from './bulk-edit-modal.tsx';
import { CreateServiceModal } from './create-service-modal.tsx';
import { EmailBlasterModal } from './email-blaster-modal.tsx';
import { maintenanceStrings as s } from './strings.ts';
import { useBulkAction } from './use-bulk-action.ts';
import { useInlineEdit } from './use-inline-edit.ts';

/** 000 §9: the current month by default (ComingDue and Late need no window); newest earliest date first. */
const DEFAULTS: ScheduleDefaults = {
  mode: 'NotActivated',
  window: (mode) => (needsNoWindow(mode) ? {} : currentMonth(new Date())),
  sort: { earliestDate: true },
};

/** Schedule Maintenance (000 §2.8, §4.6, §6): the services of a mode, their inline edits and the Actions menu. */
export function MaintenancePage() {
  const { pathname } = useLocation();
  const rawMode = matchWebRoute(pathname)?.params.mode;
  const mode = modeOfPath(rawMode);
  if (!mode) return <Navigate to="/schedules/maintenance/NotActivated" replace />;
  return <MaintenanceScreen key={mode} mode={mode} />;
}

function MaintenanceScreen({ mode }: { mode: ScheduleMode }) {
  useDocumentTitle(s.title);
  const session = useSession();
  const roles = session?.roles ?? [];
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { view, update, params } = useScheduleView(mode, DEFAULTS, false);

  const search = (next: ScheduleSearch) => {
    if (next.mode !== mode) {
      const query = writeScheduleView(params, { ...view, search: next, pageNumber: 1 }, DEFAULTS, false);
      const suffix = query.toString();
      navigate(`/schedules/maintenance/${next.mode}${suffix ? `?${suffix}` : ''}`);
      return;
    }
    update({ search: next });
  };
  const { filter, request, page, lists, data, total, pages, searchPanelProps, tableProps } = useScheduleResults({
    view,
    update,
    defaults: DEFAULTS,
    mode,
    onSearch: search,
  });
  // The selection belongs to one search and page (the e-mail goes to what the user sees selected).
  const requestKey = JSON.stringify(request);
  const [selection, setSelection] = useState<{ key: string; rows: ScheduleRow[] }>({ key: '', rows: [] });
  const selected = selection.key === requestKey ? selection.rows : [];
  const setSelected = (rows: ScheduleRow[]) => setSelection({ key: requestKey, rows });
  const [dialog, setDialog] = useState<MaintenanceDialog | undefined>();

  const pastEnd = data !== undefined && !page.isPlaceholderData && view.pageNumber > pages;
  useEffect(() => {
    if (pastEnd) update({ pageNumber: pages });
  }, [pastEnd, pages, update]);

  const editable = useMemo(() => editableFields(roles, mode), [roles, mode]);
  const edit = useInlineEdit();
  const bulk = useBulkAction(filter);
  const exporter = useScheduleExport(filter);
  const closeDialog = () => setDialog(undefined);

  const header = (
    <Header
      variant="h2"
      counter={data ? ss.counter(total, data.totalRecords) : undefined}
      description={lists.data ? ss.totalHours(lists.data.totalHours) : undefined}
      actions={
        <ActionsMenu
          roles={roles}
          mode={mode}
          total={total}
          canBulkEdit={editable.size > 0}
          running={bulk.running}
          onBulk={(action) => bulk.ask({ action, total })}
          onDialog={setDialog}
        />
      }
    >
      {s.tableTitle}
    </Header>
  );

  return (
    <SpaceBetween size="m">
      <Header variant="h1" description={s.description(mode)}>
        {s.title}
      </Header>
      <SearchPanel {...searchPanelProps} {...exporter} />
      {bulk.progress ? (
        <ProgressBar
          data-testid="bulk-progress"
          label={s.progressLabel(bulk.progress.action)}
          value={bulk.progress.total ? Math.round((bulk.progress.changed / bulk.progress.total) * 100) : 0}
          additionalInfo={s.progress(bulk.progress.changed, bulk.progress.total)}
        />
      ) : null}
      <ScheduleTable
        testId="schedule-table"
        {...tableProps}
        roles={roles}
        editable={editable}
        header={header}
        sortBy={view.sortBy ?? 'earliestDate'}
        sortDesc={view.sortBy ? view.sortDesc : true}
        onSort={(column, descending) => update({ sortBy: column, sortDesc: descending })}
        onEdit={edit}
        rowActions={(row) => (
          <RowActionsMenu
            roles={roles}
            row={row}
            running={bulk.running}
            onBulk={(action) => bulk.ask({ action, serviceId: row.serviceId, total: 1 })}
          />
        )}
        confirmationCell={(row) => <ConfirmationCell row={row} editable={canConfirm(row)} />}
        selectedItems={mayEmailBlast(roles) ? selected : undefined}
        onSelectionChange={mayEmailBlast(roles) ? setSelected : undefined}
      />
      <ConfirmModal
        visible={bulk.asked !== undefined}
        title={bulk.asked ? bulkConfirmation(bulk.asked.action, bulk.asked.total) : ''}
        confirmLabel={s.confirm}
        testId="bulk-confirm"
        onDismiss={bulk.cancel}
        onConfirm={bulk.confirm}
      />
      {dialog === 'create' ? (
        <CreateServiceModal
          onDismiss={closeDialog}
          onCreated={(row) => {
            notify({ type: 'success', content: s.create.created(row.serviceId) });
            closeDialog();
          }}
        />
      ) : null}
      {dialog === 'bulkEdit' ? (
        <BulkEditModal
          editable={editable}
          filter={filter}
          total={total}
          lists={lists.data}
          onDismiss={closeDialog}
          onDone={(field, changed, skipped) => {
            notify({ type: 'success', content: s.bulkEdit.done(BULK_FIELD_LABELS[field], changed, skipped) });
            closeDialog();
          }}
        />
      ) : null}
      {dialog === 'email' ? (
        <EmailBlasterModal filter={filter} selected={selected} onDismiss={closeDialog} onSent={closeDialog} />
      ) : null}
    </SpaceBetween>
  );
}
