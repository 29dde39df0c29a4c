import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences, {
  type CollectionPreferencesProps,
} from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { ACCESS } from '@shelfline/shared/access';
import type {
  BulkResult,
  DetailField,
  DetailsPagedRequest,
  DraftDetail,
  RowWorker,
} from '@shelfline/shared/contracts/draft.contract';
import type { EmployeeSearchRow } from '@shelfline/shared/contracts/employee-search.contract';
import { DRAFT_STATUS_LABELS, type DraftStatus, isDraftReadOnly } from '@shelfline/shared/draft-status';
import { hasAnyRole } from '@shelfline/shared/roles';
import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useNotifications } from '../../../app/providers/notifications.tsx';
import { useSession } from '../../../app/session/session.ts';
import { ConfirmModal } from '../../../components/crud/confirm-modal.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useUrlState } from '../../../components/use-url-state.ts';
import { messagesOf } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import { draftDetailsKeys, draftDetailsPageQuery, draftFilterListsQuery, draftKeys } from '../../../queries/drafts.ts';
import { employeeKeys } from '../../../queries/employees.ts';
import { WorkerViewModal } from '../../workers/worker-view-modal.tsx';
import { ContextMenu, type ContextMenuItem } from './components/context-menu.tsx';
import { DETAIL_COLUMN_IDS, DetailsTable, FIELD_LABELS, type FieldValue } from './components/details-table.tsx';
import { FillMissingModal, type FillRequest } from './components/fill-missing-modal.tsx';
import { ColumnFilters, SearchPanel } from './components/filter-panels.tsx';
import { SelectWorkersModal } from './components/select-workers-modal.tsx';
import { CompletionProblems, StatusButtons } from './components/status-buttons.tsx';
import { buildDetailsCsv, csvFileName } from './csv.ts';
import { detailsApi } from './details-api.ts';
import { fieldChange, fieldValue } from './details-rules.ts';
import {
  DETAIL_PAGE_SIZES,
  DETAILS_VIEW_CODEC,
  hasAnyFilter,
  parseDraftIds,
  type RowFilter,
  toDetailFilter,
} from './filter-state.ts';
import { detailsStrings as s } from './strings.ts';

/** The largest page details-paged answers (DetailsPagedRequestSchema). */
const MAX_CSV_PAGE = 20_000;

type Dialog =
  | { kind: 'apply'; row: DraftDetail; field: DetailField }
  | { kind: 'add'; row: DraftDetail }
  | { kind: 'replace'; row: DraftDetail; worker: RowWorker }
  | { kind: 'removeWorker'; row: DraftDetail; worker: RowWorker }
  | { kind: 'removeAll' }
  | { kind: 'fill' }
  | { kind: 'view'; workerId: number };

interface CellMenu {
  x: number;
  y: number;
  row: DraftDetail;
  field?: DetailField;
  worker?: RowWorker;
}

/** The draft ids of the path `/schedule/drafts/details/{ids}`. */
function useDraftIds(): number[] {
  const { pathname } = useLocation();
  const raw = matchWebRoute(pathname)?.params.ids;
  return useMemo(() => parseDraftIds(raw), [raw]);
}

/** Filter, page and sort, kept in the URL (bookmarkable, reloadable). */
function useDetailsView() {
  const { state: view, update } = useUrlState(DETAILS_VIEW_CODEC);
  return { view, update };
}

/** Draft details (000 §2.7): the service rows of one or several drafts, their workers, bulk actions and status. */
export function DetailsPage() {
  const draftIds = useDraftIds();
  const { view, update } = useDetailsView();
  const session = useSession();
  const roles = session?.roles ?? [];
  const canManage = hasAnyRole(roles, ACCESS.draftsManage);
  const queryClient = useQueryClient();
  const { notify } = useNotifications();

  const filter = useMemo(() => toDetailFilter(draftIds, view.filter), [draftIds, view.filter]);
  const request = useMemo<DetailsPagedRequest>(
    () => ({
      ...filter,
      pageNumber: view.pageNumber - 1,
      pageSize: view.pageSize,
      sortOptions: view.sortBy ? { [view.sortBy]: view.sortDesc } : undefined,
      includeAvailability: true,
    }),
    [filter, view.pageNumber, view.pageSize, view.sortBy, view.sortDesc],
  );
  const enabled = draftIds.length > 0;
  const page = useQuery({ ...draftDetailsPageQuery(request), enabled });
  const lists = useQuery({ ...draftFilterListsQuery(filter), enabled });

  const [dialog, setDialog] = useState<Dialog | undefined>();
  const [menu, setMenu] = useState<CellMenu | undefined>();
  const [busy, setBusy] = useState<'csv' | DraftStatus | undefined>();
  const [columnDisplay, setColumnDisplay] = useState<readonly CollectionPreferencesProps.ContentDisplayItem[]>(() =>
    DETAIL_COLUMN_IDS.map((id) => ({ id, visible: true })),
  );

  useEffect(() => {
    if (page.error)
      notify({ type: 'error', content: s.fetchFailed, autoClose: false, id: 'draft-details-fetch-failed' });
  }, [page.error, notify]);

  const data = page.data;
  const drafts = data?.drafts ?? [];
  const single = drafts.length === 1 ? (data?.draft ?? drafts[0]) : undefined;
  const title = !data
    ? s.loading
    : drafts.length > 1
      ? s.multipleTitle(drafts.length)
      : s.title(single?.name ?? draftIds.join(', '));
  useDocumentTitle(title);

  const statusOf = useMemo(() => new Map(drafts.map((d) => [d.id, d.status])), [drafts]);
  const readOnlyReason = useCallback(
    (row: DraftDetail) => {
      const status = statusOf.get(row.draftId);
      return status && isDraftReadOnly(status) ? s.readOnly(DRAFT_STATUS_LABELS[status]) : undefined;
    },
    [statusOf],
  );
  const anyReadOnly = drafts.some((d) => isDraftReadOnly(d.status));
  const total = data?.totalFilteredRecords ?? 0;

  /** Every change reloads the screen's data, the draft list's (counts, status) and the workers' availability. */
  const reload = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: draftDetailsKeys.all }),
      queryClient.invalidateQueries({ queryKey: draftKeys.all }),
      // The worker search shows availability, which an assignment changes.
      queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
    ]);
  }, [queryClient]);
  const fail = useCallback(
    (error: unknown) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    [notify],
  );
  /** Runs a change; a failure shows the server's messages (sticky) and is rethrown for the caller's own state. */
  const run = useCallback(
    async <T,>(action: () => Promise<T>, success?: (result: T) => string): Promise<T> => {
      try {
        const result = await action();
        if (success) notify({ type: 'success', content: success(result) });
        return result;
      } catch (error) {
        fail(error);
        throw error;
      } finally {
        await reload();
      }
    },
    [notify, fail, reload],
  );

  const editRow = async (row: DraftDetail, field: DetailField, value: FieldValue) => {
    await run(
      () => detailsApi.updateRow(row, fieldChange(field, value)),
      () => s.updated,
    );
  };

  const workerActions = (row: DraftDetail) => ({
    readOnly: readOnlyReason(row) !== undefined,
    onView: (workerId: number) => setDialog({ kind: 'view', workerId }),
    onToggleTemporary: (r: DraftDetail, w: RowWorker) =>
      void run(() => detailsApi.setTemporary(r.id, w.id, !w.isTemporary)).catch(() => undefined),
    onRemove: (r: DraftDetail, w: RowWorker) => setDialog({ kind: 'removeWorker', row: r, worker: w }),
    onAdd: (r: DraftDetail) => setDialog({ kind: 'add', row: r }),
  });

  const openMenu = (event: MouseEvent, row: DraftDetail, field?: DetailField, worker?: RowWorker) => {
    event.preventDefault();
    event.stopPropagation();
    setMenu({ x: event.clientX, y: event.clientY, row, field, worker });
  };
  const closeMenu = useCallback(() => setMenu(undefined), []);
  const menuItems = (m: CellMenu): ContextMenuItem[] => {
    const readOnly = readOnlyReason(m.row) !== undefined;
    return [
      { id: 'apply', text: s.applyToAll, disabled: readOnly || !m.field },
      { id: 'replace', text: s.replaceWorker, disabled: readOnly || !m.worker },
    ];
  };

  const moveStatus = async (status: DraftStatus) => {
    if (!single) return;
    setBusy(status);
    try {
      await run(
        () => detailsApi.setStatus(single.id, status, single.version),
        () => s.statusChanged(status),
      );
    } catch {
      // shown by run()
    } finally {
      setBusy(undefined);
    }
  };

  const downloadCsv = async () => {
    setBusy('csv');
    try {
      // 000 §2.7: page 0 with the page size equal to the filtered count; the API caps a page, so more rows (several
      // large drafts) come in as many pages of the cap as needed.
      const size = Math.min(Math.max(1, total), MAX_CSV_PAGE);
      const rows: DraftDetail[] = [];
      for (let pageNumber = 0; pageNumber * size < Math.max(1, total); pageNumber += 1) {
        const part = await detailsApi.page({
          ...request,
          pageNumber,
          pageSize: size,
          includeAvailability: false,
          includeFilterLists: false,
        });
        rows.push(...part.details);
      }
      downloadBlob(new Blob([buildDetailsCsv(rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(new Date()));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(undefined);
    }
  };

  const changeFilter = (next: RowFilter) => update({ filter: next });
  const pages = Math.max(1, Math.ceil(total / view.pageSize));
  // A page past the end (its rows left the filter after a change, or an old bookmark): show the last one.
  const pastEnd = data !== undefined && !page.isPlaceholderData && view.pageNumber > pages;
  useEffect(() => {
    if (pastEnd) update({ pageNumber: pages });
  }, [pastEnd, pages, update]);
  // The completion problems come with the filter lists; until they are read (again), Completed waits.
  const problems = single ? (lists.data?.completionProblems?.[String(single.id)] ?? []) : [];
  const checking = !lists.data?.completionProblems || lists.isFetching;
  const showStatus = canManage && single !== undefined;

  if (draftIds.length === 0) return <Alert type="error">{s.badIds}</Alert>;

  const pageHeader = (
    <Header
      variant="h1"
      description={single ? DRAFT_STATUS_LABELS[single.status] : undefined}
      actions={
        showStatus && single ? (
          <StatusButtons
            draft={single}
            problems={problems}
            checking={checking}
            busy={busy === 'csv' ? undefined : busy}
            onMove={(st) => void moveStatus(st)}
          />
        ) : undefined
      }
    >
      {title}
    </Header>
  );
  const header = (
    <Header
      variant="h2"
      counter={data ? `(${total}/${data.totalRecords})` : undefined}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            iconName="download"
            onClick={() => void downloadCsv()}
            loading={busy === 'csv'}
            disabled={!data || total === 0}
            data-testid="download-csv"
          >
            {s.downloadCsv}
          </Button>
          <Button
            onClick={() => setDialog({ kind: 'fill' })}
            disabled={!data || anyReadOnly || total === 0}
            data-testid="fill-missing"
          >
            {s.fillMissing}
          </Button>
          {canManage ? (
            <Button
              onClick={() => setDialog({ kind: 'removeAll' })}
              disabled={!data || anyReadOnly || total === 0}
              data-testid="remove-all-workers"
            >
              {s.removeAll}
            </Button>
          ) : null}
        </SpaceBetween>
      }
    >
      {s.rowsTitle}
    </Header>
  );

  const chooseWorker = async (row: DraftDetail, worker: EmployeeSearchRow, isTeamLead: boolean) => {
    await run(
      () => detailsApi.addWorker(row.id, worker.id, isTeamLead),
      () => s.workerAdded(worker.name),
    );
    setDialog(undefined);
  };
  const replaceWorker = async (old: RowWorker, worker: EmployeeSearchRow) => {
    await run(
      () => detailsApi.replaceWorker(old.id, worker.id, filter),
      (r: BulkResult) => s.replaced(r.affected),
    );
    setDialog(undefined);
  };

  return (
    <SpaceBetween size="m">
      {pageHeader}
      {showStatus && single && !checking ? <CompletionProblems draft={single} problems={problems} /> : null}
      {single && isDraftReadOnly(single.status) ? (
        <Alert type="info" data-testid="read-only">
          {s.readOnly(DRAFT_STATUS_LABELS[single.status])}
        </Alert>
      ) : null}
      <SearchPanel
        filter={view.filter}
        lists={lists.data?.metadata}
        listsLoading={lists.isFetching}
        onChange={changeFilter}
      />
      <DetailsTable
        rows={data?.details ?? []}
        loading={page.isPending || (page.isPlaceholderData && page.isFetching)}
        header={header}
        filter={
          <ColumnFilters
            filter={view.filter}
            lists={lists.data?.metadata}
            listsLoading={lists.isFetching}
            onChange={changeFilter}
          />
        }
        pagination={
          <Pagination
            currentPageIndex={Math.min(view.pageNumber, pages)}
            pagesCount={pages}
            onChange={(e) => update({ pageNumber: e.detail.currentPageIndex })}
            ariaLabels={s.pagination}
            data-testid="pagination"
          />
        }
        preferences={
          <CollectionPreferences
            title={s.preferences.title}
            confirmLabel={s.preferences.confirm}
            cancelLabel={s.preferences.cancel}
            preferences={{ pageSize: view.pageSize, contentDisplay: columnDisplay }}
            contentDisplayPreference={{
              title: s.preferences.columns,
              options: DETAIL_COLUMN_IDS.map((id) => ({
                id,
                label: s.columns[id],
                alwaysVisible: id === 'storeNumber' || id === 'workers' || id === 'actions',
              })),
            }}
            pageSizePreference={{
              title: s.preferences.pageSize,
              options: DETAIL_PAGE_SIZES.map((n) => ({ value: n, label: s.rowsLabel(n) })),
            }}
            onConfirm={(e) => {
              if (e.detail.contentDisplay) setColumnDisplay(e.detail.contentDisplay);
              if (e.detail.pageSize !== undefined && e.detail.pageSize !== view.pageSize)
                update({ pageSize: e.detail.pageSize });
            }}
          />
        }
        empty={
          <Box textAlign="center" data-testid={hasAnyFilter(view.filter) ? 'no-match' : 'empty'}>
            <SpaceBetween size="xs">
              <span>{hasAnyFilter(view.filter) ? s.noMatch : s.empty}</span>
              {hasAnyFilter(view.filter) ? (
                <Button onClick={() => changeFilter({ ids: {} })}>{s.clearFilters}</Button>
              ) : null}
            </SpaceBetween>
          </Box>
        }
        sortBy={view.sortBy}
        sortDesc={view.sortDesc}
        onSort={(sortBy, sortDesc) => update({ sortBy, sortDesc })}
        readOnlyReason={readOnlyReason}
        onEdit={editRow}
        onApplyToAll={(row, field) => setDialog({ kind: 'apply', row, field })}
        onReplace={(row, worker) => setDialog({ kind: 'replace', row, worker })}
        onCellMenu={openMenu}
        workerActions={workerActions}
        columnDisplay={columnDisplay as TableProps.ColumnDisplayProperties[]}
      />

      {menu ? (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          items={menuItems(menu)}
          onClose={closeMenu}
          onSelect={(id) => {
            if (id === 'apply' && menu.field) setDialog({ kind: 'apply', row: menu.row, field: menu.field });
            if (id === 'replace' && menu.worker) setDialog({ kind: 'replace', row: menu.row, worker: menu.worker });
          }}
        />
      ) : null}

      <ConfirmModal
        visible={dialog?.kind === 'apply'}
        title={s.affects(total)}
        message={
          dialog?.kind === 'apply'
            ? `${FIELD_LABELS[dialog.field]}: ${String(fieldValue(dialog.row, dialog.field) ?? '')}`
            : undefined
        }
        confirmLabel={s.accept}
        testId="apply-confirm"
        onDismiss={() => setDialog(undefined)}
        onConfirm={() => {
          if (dialog?.kind !== 'apply') return undefined;
          const change = fieldChange(dialog.field, fieldValue(dialog.row, dialog.field));
          return run(
            () => detailsApi.batch(change, filter),
            (r: BulkResult) => s.bulkDone(r.affected),
          )
            .then(() => setDialog(undefined))
            .catch(() => setDialog(undefined));
        }}
      />
      <ConfirmModal
        visible={dialog?.kind === 'removeWorker'}
        title={dialog?.kind === 'removeWorker' ? s.removeWorkerQuestion(dialog.worker.name) : ''}
        confirmLabel={s.remove}
        testId="remove-worker-confirm"
        onDismiss={() => setDialog(undefined)}
        onConfirm={() => {
          if (dialog?.kind !== 'removeWorker') return undefined;
          const { row, worker } = dialog;
          return run(
            () => detailsApi.removeWorker(row.id, worker.id),
            () => s.workerRemoved(worker.name),
          )
            .then(() => setDialog(undefined))
            .catch(() => setDialog(undefined));
        }}
      />
      <ConfirmModal
        visible={dialog?.kind === 'removeAll'}
        title={s.removeAllQuestion(total)}
        confirmLabel={s.remove}
        testId="remove-all-confirm"
        onDismiss={() => setDialog(undefined)}
        onConfirm={() =>
          run(
            () => detailsApi.removeWorkers(filter),
            (r: BulkResult) => s.removedAll(r.affected),
          )
            .then(() => setDialog(undefined))
            .catch(() => setDialog(undefined))
        }
      />
      {dialog?.kind === 'add' ? (
        <SelectWorkersModal
          row={dialog.row}
          title={s.selectWorkersTitle}
          offerTeamLead
          excludeIds={dialog.row.workers.map((w) => w.id)}
          onChoose={(worker, isTeamLead) => chooseWorker(dialog.row, worker, isTeamLead)}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'replace' ? (
        <SelectWorkersModal
          row={dialog.row}
          title={s.replaceTitle(dialog.worker.name)}
          hint={s.replaceHint(total)}
          excludeIds={[dialog.worker.id]}
          onChoose={(worker) => replaceWorker(dialog.worker, worker)}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'fill' ? (
        <FillMissingModal
          jobs={lists.data?.metadata?.jobs ?? []}
          helperJobs={lists.data?.metadata?.helperJobs ?? []}
          onFill={(req: FillRequest) => run(() => detailsApi.fillMissing({ ...req, metadata: filter }))}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      <WorkerViewModal
        employeeId={dialog?.kind === 'view' ? dialog.workerId : 0}
        visible={dialog?.kind === 'view'}
        onDismiss={() => setDialog(undefined)}
      />
    </SpaceBetween>
  );
}
