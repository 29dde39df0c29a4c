import Box from '@cloudscape-design/components/box';
import DateInput from '@cloudscape-design/components/date-input';
import Input from '@cloudscape-design/components/input';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { DetailField, DetailSortColumn, DraftDetail, RowWorker } from '@shelfline/shared/contracts/draft.contract';
import type { MouseEvent, ReactNode } from 'react';
import { addressOf } from '../csv.ts';
import { HOURS_STEP, hoursError, rowDateError } from '../details-rules.ts';
import { detailsStrings as s } from '../strings.ts';
import { ServiceTypeEditor, TraitEditor } from './cell-editors.tsx';
import { EDITABLE_COLUMNS, type FieldValue } from './detail-columns.ts';
import { RowActions } from './row-actions.tsx';
import { type WorkerTokenActions, WorkerTokens } from './worker-tokens.tsx';

export interface DetailsTableProps {
  rows: readonly DraftDetail[];
  loading: boolean;
  header: ReactNode;
  filter: ReactNode;
  pagination: ReactNode;
  preferences: ReactNode;
  empty: ReactNode;
  sortBy: DetailSortColumn | undefined;
  sortDesc: boolean;
  onSort: (column: DetailSortColumn | undefined, descending: boolean) => void;
  /** Read-only rows (their draft is Completed or Exported), with the reason shown on the edit icon. */
  readOnlyReason: (row: DraftDetail) => string | undefined;
  onEdit: (row: DraftDetail, field: DetailField, value: FieldValue) => Promise<void>;
  onApplyToAll: (row: DraftDetail, field: DetailField) => void;
  onReplace: (row: DraftDetail, worker: RowWorker) => void;
  onCellMenu: (event: MouseEvent, row: DraftDetail, field?: DetailField, worker?: RowWorker) => void;
  workerActions: (row: DraftDetail) => WorkerTokenActions;
  /** Shown columns and their order (the preferences' content display). */
  columnDisplay?: readonly TableProps.ColumnDisplayProperties[];
}

/**
 * The server-paged details table (000 §2.7, §3.3): sortable columns, inline edit of Service Type, Trait, Hours and
 * the dates, the workers with their availability, a right-click menu on the cells and the same actions in each
 * row's actions button (keyboard).
 */
export function DetailsTable(props: DetailsTableProps) {
  const { readOnlyReason, onCellMenu } = props;
  const menuCell = (row: DraftDetail, field: DetailField, content: ReactNode) => (
    <div data-field={field} data-row-id={row.id}>
      {content === undefined || content === '' ? '\u00a0' : content}
    </div>
  );
  /**
   * Right-click anywhere in a cell: Cloudscape's editable cells lay their own click target over the content, so the
   * menu listens on the table and finds the cell (and the worker token) from the event's target.
   */
  const onContextMenu = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const td = target.closest('td');
    const token = target.closest<HTMLElement>('[data-worker-id][data-row-id]');
    const cell = td?.querySelector<HTMLElement>('[data-field][data-row-id]');
    const rowId = Number(token?.dataset.rowId ?? cell?.dataset.rowId);
    const row = props.rows.find((r) => r.id === rowId);
    if (!row) return;
    const worker = token ? row.workers.find((w) => String(w.id) === token.dataset.workerId) : undefined;
    onCellMenu(event, row, cell?.dataset.field as DetailField | undefined, worker);
  };
  const editConfig = <V,>(
    column: string,
    editingCell: TableProps.EditConfig<DraftDetail, V>['editingCell'],
    validation?: TableProps.EditConfig<DraftDetail, V>['validation'],
  ): TableProps.EditConfig<DraftDetail, V> => ({
    ariaLabel: s.editLabel(column),
    editIconAriaLabel: s.editLabel(column),
    errorIconAriaLabel: s.editError,
    disabledReason: readOnlyReason,
    editingCell,
    validation,
  });

  const columns: TableProps.ColumnDefinition<DraftDetail>[] = [
    { id: 'retailer', header: s.columns.retailer, cell: (r) => r.retailer, sortingField: 'retailer' },
    { id: 'storeNumber', header: s.columns.storeNumber, cell: (r) => r.store.storeNumber, sortingField: 'storeNumber' },
    { id: 'province', header: s.columns.province, cell: (r) => r.store.province, sortingField: 'province' },
    { id: 'city', header: s.columns.city, cell: (r) => r.store.city, sortingField: 'city' },
    { id: 'address', header: s.columns.address, cell: (r) => addressOf(r) },
    { id: 'job', header: s.columns.job, cell: (r) => r.mainJobProduct.jobNumber, sortingField: 'job' },
    {
      id: 'helperJob',
      header: s.columns.helperJob,
      cell: (r) => r.helperJobProduct?.jobNumber ?? '',
      sortingField: 'helperJob',
    },
    { id: 'product', header: s.columns.product, cell: (r) => r.mainJobProduct.product, sortingField: 'product' },
    {
      id: 'serviceType',
      header: s.columns.serviceType,
      cell: (r) => menuCell(r, 'serviceTypeId', r.serviceType),
      sortingField: 'serviceType',
      editConfig: editConfig<number>(s.columns.serviceType, (r, { currentValue, setValue }) => (
        <ServiceTypeEditor value={currentValue ?? r.serviceTypeId} setValue={setValue} />
      )),
    },
    {
      id: 'trait',
      header: s.columns.trait,
      cell: (r) => menuCell(r, 'trait', r.trait),
      sortingField: 'trait',
      editConfig: editConfig<string | null>(s.columns.trait, (r, { currentValue, setValue }) => (
        <TraitEditor
          row={r}
          value={currentValue === undefined ? r.trait : (currentValue ?? undefined)}
          setValue={(v) => setValue(v ?? null)}
        />
      )),
    },
    {
      id: 'hours',
      header: s.columns.hours,
      cell: (r) => menuCell(r, 'hours', r.hours),
      sortingField: 'hours',
      editConfig: editConfig<string>(
        s.columns.hours,
        (r, { currentValue, setValue }) => (
          <Input
            autoFocus
            type="number"
            inputMode="decimal"
            step={HOURS_STEP}
            value={currentValue ?? String(r.hours)}
            ariaLabel={s.editLabel(s.columns.hours)}
            onChange={(e) => setValue(e.detail.value)}
            data-testid="edit-hours"
          />
        ),
        (_r, value) => (value === undefined ? undefined : hoursError(value)),
      ),
    },
    ...(['startDate', 'endDate'] as const).map<TableProps.ColumnDefinition<DraftDetail>>((field) => ({
      id: field,
      header: s.columns[field],
      cell: (r) => menuCell(r, field, r[field]),
      sortingField: field,
      editConfig: editConfig<string>(
        s.columns[field],
        (r, { currentValue, setValue }) => (
          <DateInput
            autoFocus
            value={currentValue ?? r[field] ?? ''}
            placeholder="YYYY/MM/DD"
            ariaLabel={s.editLabel(s.columns[field])}
            onChange={(e) => setValue(e.detail.value)}
          />
        ),
        (r, value) => (value === undefined ? undefined : rowDateError(field, value, r)),
      ),
    })),
    {
      id: 'previousWorkers',
      header: s.columns.previousWorkers,
      cell: (r) =>
        r.previousWorkers.length ? (
          <Box variant="small">{r.previousWorkers.map((w) => s.previousShort(w.name, w.isTeamLead)).join(', ')}</Box>
        ) : (
          ''
        ),
    },
    {
      id: 'workers',
      header: s.columns.workers,
      cell: (r) => <WorkerTokens row={r} actions={props.workerActions(r)} />,
      sortingField: 'workers',
      minWidth: 260,
    },
    {
      id: 'actions',
      header: s.columns.actions,
      cell: (r) => (
        <RowActions
          row={r}
          readOnly={readOnlyReason(r) !== undefined}
          onApplyToAll={props.onApplyToAll}
          onReplace={props.onReplace}
        />
      ),
    },
  ];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the row actions button does the same from the keyboard
    <div onContextMenu={onContextMenu}>
      <Table<DraftDetail>
        items={[...props.rows]}
        columnDefinitions={columns}
        trackBy={(r) => String(r.id)}
        variant="container"
        stickyHeader
        resizableColumns
        wrapLines
        stickyColumns={{ first: 0, last: 2 }}
        columnDisplay={props.columnDisplay}
        header={props.header}
        filter={props.filter}
        pagination={props.pagination}
        preferences={props.preferences}
        empty={props.empty}
        loading={props.loading}
        loadingText={s.loading}
        data-testid="details-table"
        data-loading={String(props.loading)}
        sortingColumn={props.sortBy ? { sortingField: props.sortBy } : undefined}
        sortingDescending={props.sortDesc}
        onSortingChange={(e) =>
          props.onSort(
            e.detail.sortingColumn.sortingField as DetailSortColumn | undefined,
            e.detail.isDescending ?? false,
          )
        }
        ariaLabels={{
          tableLabel: s.columns.workers,
          activateEditLabel: (column, item) => `${s.editLabel(String(column.header))} ${item.store.storeNumber}`,
          cancelEditLabel: () => s.cancelEdit,
          submitEditLabel: () => s.submitEdit,
          submittingEditText: () => s.loading,
        }}
        submitEdit={async (row, column, value) => {
          if (value === undefined) return;
          const field = EDITABLE_COLUMNS[column.id ?? ''];
          if (!field) return;
          let next: FieldValue;
          if (field === 'hours') next = Number(value);
          else if (field === 'serviceTypeId') next = Number(value);
          else next = value === null || value === '' ? undefined : (value as string);
          await props.onEdit(row, field, next);
        }}
      />
    </div>
  );
}
