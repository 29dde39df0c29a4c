import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { ACCESS } from '@shelfline/shared/access';
import type { DetailField, DraftDetail, RowWorker } from '@shelfline/shared/contracts/draft.contract';
import { DRAFT_STATUS_LABELS, isDraftReadOnly } from '@shelfline/shared/draft-status';
import { hasAnyRole } from '@shelfline/shared/roles';
import { useState } from 'react';
import { useSession } from '../../../app/session/session.ts';
import { CellMenu, useCellMenu } from './components/cell-menu.tsx';
import { type DetailsDialog, DetailsDialogs } from './components/details-dialogs.tsx';
import { DetailsPageHeader, DetailsRowsHeader } from './components/details-headers.tsx';
import { DetailsPreferences, useColumnDisplay } from './components/details-preferences.tsx';
import { DetailsTable } from './components/details-table.tsx';
import { ColumnFilters, SearchPanel } from './components/filter-panels.tsx';
import { CompletionProblems } from './components/status-buttons.tsx';
import { hasAnyFilter, type RowFilter } from './filter-state.ts';
import { detailsStrings as s } from './strings.ts';
import { useDetailsChanges } from './use-details-changes.ts';
import { useDetailsCsv } from './use-details-csv.ts';
import { useDetailsData } from './use-details-data.ts';

/** Draft details (000 §2.7): the service rows of one or several drafts, their workers, bulk actions and status. */
export function DetailsPage() {
  const data = useDetailsData();
  const { view, update, page, lists, single, total, problems, checking, readOnlyReason } = data;
  const canManage = hasAnyRole(useSession()?.roles ?? [], ACCESS.draftsManage);
  const changes = useDetailsChanges(data.filter);
  const csv = useDetailsCsv(data.request, total);
  const [dialog, setDialog] = useState<DetailsDialog | undefined>();
  const cellMenu = useCellMenu();
  const [columnDisplay, setColumnDisplay] = useColumnDisplay();

  if (data.draftIds.length === 0) return <Alert type="error">{s.badIds}</Alert>;

  const rows = page.data;
  const showStatus = canManage && single !== undefined;
  const filtered = hasAnyFilter(view.filter);
  const changeFilter = (next: RowFilter) => update({ filter: next });
  const applyToAll = (row: DraftDetail, field: DetailField) => setDialog({ kind: 'apply', row, field });
  const replace = (row: DraftDetail, worker: RowWorker) => setDialog({ kind: 'replace', row, worker });
  const workerActions = (row: DraftDetail) => ({
    readOnly: readOnlyReason(row) !== undefined,
    onView: (workerId: number) => setDialog({ kind: 'view', workerId }),
    onToggleTemporary: (r: DraftDetail, w: RowWorker) =>
      changes.toggleTemporary.mutateAsync({ row: r, worker: w }).catch(() => undefined),
    onRemove: (r: DraftDetail, w: RowWorker) => setDialog({ kind: 'removeWorker', row: r, worker: w }),
    onAdd: (r: DraftDetail) => setDialog({ kind: 'add', row: r }),
  });

  return (
    <SpaceBetween size="m">
      <DetailsPageHeader
        title={data.title}
        single={single}
        showStatus={showStatus}
        problems={problems}
        checking={checking}
        moving={changes.moveStatus.isPending ? changes.moveStatus.variables?.status : undefined}
        onMove={(status) => single && changes.moveStatus.mutate({ draft: single, status })}
      />
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
        rows={rows?.details ?? []}
        loading={page.isPending || (page.isPlaceholderData && page.isFetching)}
        header={
          <DetailsRowsHeader
            counter={rows ? `(${total}/${rows.totalRecords})` : undefined}
            noRows={!rows || total === 0}
            anyReadOnly={data.anyReadOnly}
            canManage={canManage}
            downloading={csv.isPending}
            onDownload={() => csv.mutate()}
            onFill={() => setDialog({ kind: 'fill' })}
            onRemoveAll={() => setDialog({ kind: 'removeAll' })}
          />
        }
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
            currentPageIndex={Math.min(view.pageNumber, data.pages)}
            pagesCount={data.pages}
            onChange={(e) => update({ pageNumber: e.detail.currentPageIndex })}
            ariaLabels={s.pagination}
            data-testid="pagination"
          />
        }
        preferences={
          <DetailsPreferences
            pageSize={view.pageSize}
            columnDisplay={columnDisplay}
            onColumnDisplay={setColumnDisplay}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        }
        empty={
          <Box textAlign="center" data-testid={filtered ? 'no-match' : 'empty'}>
            <SpaceBetween size="xs">
              <span>{filtered ? s.noMatch : s.empty}</span>
              {filtered ? <Button onClick={() => changeFilter({ ids: {} })}>{s.clearFilters}</Button> : null}
            </SpaceBetween>
          </Box>
        }
        sortBy={view.sortBy}
        sortDesc={view.sortDesc}
        onSort={(sortBy, sortDesc) => update({ sortBy, sortDesc })}
        readOnlyReason={readOnlyReason}
        onEdit={async (row, field, value) => {
          await changes.editRow.mutateAsync({ row, field, value });
        }}
        onApplyToAll={applyToAll}
        onReplace={replace}
        onCellMenu={cellMenu.open}
        workerActions={workerActions}
        columnDisplay={columnDisplay as TableProps.ColumnDisplayProperties[]}
      />
      {cellMenu.menu ? (
        <CellMenu
          menu={cellMenu.menu}
          readOnly={readOnlyReason(cellMenu.menu.row) !== undefined}
          onClose={cellMenu.close}
          onApplyToAll={applyToAll}
          onReplace={replace}
        />
      ) : null}
      <DetailsDialogs
        dialog={dialog}
        onClose={() => setDialog(undefined)}
        total={total}
        metadata={lists.data?.metadata}
        changes={changes}
      />
    </SpaceBetween>
  );
}
