import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { ScheduleRow, ScheduleSortColumn } from '@shelfline/shared/contracts/schedule.contract';
import type { Role } from '@shelfline/shared/roles';
import type { ScheduleEditField } from '@shelfline/shared/schedule-rules';
import type { ReactNode } from 'react';
import { useServiceReportOpener } from '../../service-report/service-report-opener.tsx';
import { changeOf, type ScheduleChange } from './edit-rules.ts';
import { scheduleColumns } from './schedule-columns.tsx';
import { FIELD_OF_COLUMN } from './schedule-edit-cells.tsx';
import { scheduleStrings as s } from './strings.ts';

export interface ScheduleTableProps {
  rows: readonly ScheduleRow[];
  loading: boolean;
  roles: readonly Role[];
  /** The fields the user may edit on this screen (editableFields(roles, mode)); empty: read-only. */
  editable: ReadonlySet<ScheduleEditField>;
  header: ReactNode;
  filter?: ReactNode;
  pagination: ReactNode;
  preferences?: ReactNode;
  empty: ReactNode;
  sortBy: ScheduleSortColumn;
  sortDesc: boolean;
  onSort: (column: ScheduleSortColumn, descending: boolean) => void;
  onEdit?: (row: ScheduleRow, field: ScheduleEditField, change: ScheduleChange) => Promise<void>;
  /** The confirmation cell (the confirmation modal opens from it where the screen allows). */
  confirmationCell?: (row: ScheduleRow) => ReactNode;
  rowActions?: (row: ScheduleRow) => ReactNode;
  selectedItems?: readonly ScheduleRow[];
  onSelectionChange?: (rows: ScheduleRow[]) => void;
  testId: string;
}

/**
 * The server-paged schedule table (000 §3.6): the columns (schedule-columns.tsx) with their inline editors, the
 * server's sort, the selection (where the screen e-mails the selected services) and the header the screen gives.
 */
export function ScheduleTable(props: ScheduleTableProps) {
  // Every schedule row offers its Service Report (000 §2.8) beside the screen's own actions.
  const report = useServiceReportOpener(props.roles);
  const columns = scheduleColumns({
    roles: props.roles,
    editable: props.editable,
    canEdit: props.onEdit !== undefined,
    confirmationCell: props.confirmationCell,
    rowActions: report.mayOpen
      ? (row) => (
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {report.button(row)}
            {props.rowActions?.(row)}
          </SpaceBetween>
        )
      : props.rowActions,
  });

  return (
    <>
      <Table<ScheduleRow>
        items={[...props.rows]}
        columnDefinitions={columns}
        trackBy={(r) => String(r.serviceId)}
        variant="container"
        stickyHeader
        resizableColumns
        wrapLines
        header={props.header}
        filter={props.filter}
        pagination={props.pagination}
        preferences={props.preferences}
        empty={props.empty}
        loading={props.loading}
        loadingText={s.loading}
        data-testid={props.testId}
        data-loading={String(props.loading)}
        selectionType={props.onSelectionChange ? 'multi' : undefined}
        selectedItems={props.selectedItems ? [...props.selectedItems] : undefined}
        onSelectionChange={(e) => props.onSelectionChange?.(e.detail.selectedItems)}
        sortingColumn={{ sortingField: props.sortBy }}
        sortingDescending={props.sortDesc}
        onSortingChange={(e) =>
          props.onSort(
            (e.detail.sortingColumn.sortingField ?? props.sortBy) as ScheduleSortColumn,
            e.detail.isDescending ?? false,
          )
        }
        ariaLabels={{
          tableLabel: s.columns.serviceId,
          selectionGroupLabel: s.columns.serviceId,
          itemSelectionLabel: (_state, item) => String(item.serviceId),
          allItemsSelectionLabel: () => s.columns.serviceId,
          activateEditLabel: (column, item) => `${s.edit.label(String(column.header))} ${item.serviceId}`,
          cancelEditLabel: () => s.edit.cancel,
          submitEditLabel: () => s.edit.submit,
          submittingEditText: () => s.loading,
        }}
        submitEdit={
          props.onEdit
            ? async (row, column, value) => {
                if (value === undefined) return;
                const field = FIELD_OF_COLUMN[column.id ?? ''];
                if (!field) return;
                await props.onEdit?.(row, field, changeOf(field, value));
              }
            : undefined
        }
      />
      {report.modal}
    </>
  );
}
