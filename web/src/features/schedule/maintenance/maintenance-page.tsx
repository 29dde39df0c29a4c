import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import {
  bulkConfirmation,
  editableFields,
  mayCreateService,
  mayEmailBlast,
  mayRunFiltered,
  mayRunOnService,
  SCHEDULE_BULK_ACTIONS,
  SCHEDULE_EDIT_MESSAGES,
  type ScheduleBulkAction,
  type ScheduleEditField,
  type ScheduleMode,
} from '@shelfline/shared/schedule-rules';
import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { useSession } from '../../../app/session/session.ts';
import { ConfirmModal } from '../../../components/crud/confirm-modal.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError, messagesOf } from '../../../lib/api-client.ts';
import { scheduleKeys } from '../../../queries/schedule.ts';
import { canConfirm } from '../confirmation/confirmation-rules.ts';
import { runBulkSteps } from '../shared/bulk-steps.ts';
import { ConfirmationCell } from '../shared/confirmation-cell.tsx';
import type { ScheduleChange } from '../shared/edit-rules.ts';
import {
  currentMonth,
  modeOfPath,
  needsNoWindow,
  type ScheduleDefaults,
  type ScheduleSearch,
  writeScheduleView,
} from '../shared/filter-state.ts';
import { scheduleApi } from '../shared/schedule-api.ts';
import { ScheduleTable } from '../shared/schedule-table.tsx';
import { SearchPanel } from '../shared/search-panel.tsx';
import { scheduleStrings as ss } from '../shared/strings.ts';
import { useScheduleExport } from '../shared/use-schedule-export.ts';
import { useScheduleResults } from '../shared/use-schedule-results.tsx';
import { useScheduleView } from '../shared/use-schedule-view.ts';
import { BULK_FIELD_LABELS, BulkEditModal } from './bulk-edit-modal.tsx';
import { CreateServiceModal } from './create-service-modal.tsx';
import { EmailBlasterModal } from './email-blaster-modal.tsx';
import { maintenanceStrings as s } from './strings.ts';

/** 000 §9: the current month by default (ComingDue and Late need no window); newest earliest date first. */
const DEFAULTS: ScheduleDefaults = {
  mode: 'NotActivated',
  window: (mode) => (needsNoWindow(mode) ? {} : currentMonth(new Date())),
  sort: { earliestDate: true },
};

interface BulkRequest {
  action: ScheduleBulkAction;
  /** One service (a row's menu); without it, every filtered service. */
  serviceId?: number;
  total: number;
}
interface BulkProgress {
  action: ScheduleBulkAction;
  changed: number;
  total: number;
}

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
  const queryClient = useQueryClient();
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
  const [bulk, setBulk] = useState<BulkRequest | undefined>();
  const [progress, setProgress] = useState<BulkProgress | undefined>();
  const [dialog, setDialog] = useState<'create' | 'email' | 'bulkEdit' | undefined>();

  const pastEnd = data !== undefined && !page.isPlaceholderData && view.pageNumber > pages;
  useEffect(() => {
    if (pastEnd) update({ pageNumber: pages });
  }, [pastEnd, pages, update]);

  const editable = useMemo(() => editableFields(roles, mode), [roles, mode]);
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }), [queryClient]);
  const fail = useCallback(
    (error: unknown) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    [notify],
  );

  const edit = async (row: ScheduleRow, field: ScheduleEditField, change: ScheduleChange) => {
    try {
      await scheduleApi.update({ serviceId: row.serviceId, version: row.version, ...change });
      notify({ type: 'success', content: SCHEDULE_EDIT_MESSAGES[field] });
      await reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        notify({ type: 'error', content: ss.conflict, autoClose: false, id: 'schedule-conflict' });
        await reload();
        return;
      }
      fail(error);
      throw error;
    }
  };

  /** Repeats the action's call until the server says it is finished, showing the progress (000 §4.6). */
  const runBulk = async ({ action, serviceId, total: count }: BulkRequest) => {
    const body = serviceId ? { ...filter, serviceId } : filter;
    setProgress({ action, changed: 0, total: count });
    try {
      const { changed, skipped } = await runBulkSteps(
        () => scheduleApi.bulkStep(action, body),
        (step) => setProgress({ action, changed: step.changed, total: Math.max(count, step.changed + step.remaining) }),
      );
      notify({
        type: 'success',
        content:
          action === 'unsubmit'
            ? [s.unsubmitted, s.bulkDone(action, changed, skipped)]
            : s.bulkDone(action, changed, skipped),
        id: 'schedule-bulk-done',
      });
    } catch (error) {
      fail(error);
    } finally {
      setProgress(undefined);
      setBulk(undefined);
      await reload();
    }
  };

  const exporter = useScheduleExport(filter);

  const menuItems: ButtonDropdownProps.ItemOrGroup[] = [
    ...SCHEDULE_BULK_ACTIONS.filter((action) => mayRunFiltered(roles, action, mode)).map((action) => ({
      id: action,
      text: s.actionLabels[action],
      disabled: total === 0 || progress !== undefined,
    })),
    ...(editable.size > 0
      ? [{ id: 'bulkEdit', text: s.bulkEditEntry, disabled: total === 0 || progress !== undefined }]
      : []),
    ...(mayCreateService(roles) ? [{ id: 'create', text: s.createService }] : []),
    ...(mayEmailBlast(roles) ? [{ id: 'email', text: s.emailBlaster, disabled: total === 0 }] : []),
  ];
  const onMenu = (id: string) => {
    if (id === 'create' || id === 'email' || id === 'bulkEdit') setDialog(id);
    else setBulk({ action: id as ScheduleBulkAction, total });
  };

  const rowActions = (row: ScheduleRow) => {
    const items = SCHEDULE_BULK_ACTIONS.filter(
      (action) => mayRunOnService(roles, action, row) && !(action === 'highlight' && row.isHighlighted),
    ).map((action) => ({ id: action, text: s.rowActionLabels[action], disabled: progress !== undefined }));
    if (items.length === 0) return null;
    return (
      <ButtonDropdown
        variant="icon"
        expandToViewport
        ariaLabel={s.rowActions(row.serviceId)}
        items={items}
        data-testid="row-actions"
        onItemClick={(e) => setBulk({ action: e.detail.id as ScheduleBulkAction, serviceId: row.serviceId, total: 1 })}
      />
    );
  };

  const header = (
    <Header
      variant="h2"
      counter={data ? ss.counter(total, data.totalRecords) : undefined}
      description={lists.data ? ss.totalHours(lists.data.totalHours) : undefined}
      actions={
        menuItems.length ? (
          <ButtonDropdown items={menuItems} onItemClick={(e) => onMenu(e.detail.id)} data-testid="schedule-actions">
            {s.actions}
          </ButtonDropdown>
        ) : undefined
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
      {progress ? (
        <ProgressBar
          data-testid="bulk-progress"
          label={s.progressLabel(progress.action)}
          value={progress.total ? Math.round((progress.changed / progress.total) * 100) : 0}
          additionalInfo={s.progress(progress.changed, progress.total)}
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
        rowActions={rowActions}
        confirmationCell={(row) => <ConfirmationCell row={row} editable={canConfirm(row)} />}
        selectedItems={mayEmailBlast(roles) ? selected : undefined}
        onSelectionChange={mayEmailBlast(roles) ? setSelected : undefined}
      />
      <ConfirmModal
        visible={bulk !== undefined && progress === undefined}
        title={bulk ? bulkConfirmation(bulk.action, bulk.total) : ''}
        confirmLabel={s.confirm}
        testId="bulk-confirm"
        onDismiss={() => setBulk(undefined)}
        onConfirm={() => (bulk ? runBulk(bulk) : undefined)}
      />
      {dialog === 'create' ? (
        <CreateServiceModal
          onDismiss={() => setDialog(undefined)}
          onCreated={(row) => {
            notify({ type: 'success', content: s.create.created(row.serviceId) });
            setDialog(undefined);
            void reload();
          }}
        />
      ) : null}
      {dialog === 'bulkEdit' ? (
        <BulkEditModal
          editable={editable}
          filter={filter}
          total={total}
          lists={lists.data}
          onDismiss={() => setDialog(undefined)}
          onDone={(field, changed, skipped) => {
            notify({ type: 'success', content: s.bulkEdit.done(BULK_FIELD_LABELS[field], changed, skipped) });
            setDialog(undefined);
            void reload();
          }}
        />
      ) : null}
      {dialog === 'email' ? (
        <EmailBlasterModal
          filter={filter}
          selected={selected}
          filteredCount={total}
          onDismiss={() => setDialog(undefined)}
          onSent={(result) => {
            notify({ type: 'success', content: s.email.sent(result.recipients, result.services) });
            setDialog(undefined);
          }}
        />
      ) : null}
    </SpaceBetween>
  );
}
