import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import DateInput from '@cloudscape-design/components/date-input';
import Icon from '@cloudscape-design/components/icon';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ScheduleRow, ScheduleSortColumn } from '@shelfline/shared/contracts/schedule.contract';
import type { Role } from '@shelfline/shared/roles';
import { maySeeAccountManager, maySeePayRate, type ScheduleEditField } from '@shelfline/shared/schedule-rules';
import type { ReactNode } from 'react';
import { AvailabilityBadge } from '../../../components/availability-badge.tsx';
import { confirmationText } from '../confirmation/confirmation-display.tsx';
import {
  changeOf,
  type MerchandiserChoice,
  type PayRateChoice,
  payRateChoiceOf,
  payRateError,
  rowDateError,
  type ScheduleChange,
  timeLimitError,
} from './edit-rules.ts';
import {
  AccountManagerEditor,
  ConsumerGroupEditor,
  JobTraitEditor,
  MerchandiserEditor,
  PayRateEditor,
  ServiceTypeEditor,
} from './field-editors.tsx';
import { scheduleStrings as s } from './strings.ts';

/** The editable column of each field. */
const FIELD_OF_COLUMN: Readonly<Record<string, ScheduleEditField>> = {
  merchandiser: 'merchandiserId',
  earliestDate: 'earliestDate',
  latestDate: 'latestDate',
  accountManager: 'acctManagerId',
  consumerGroup: 'consumerGroupId',
  timeLimit: 'timeLimit',
  trait: 'trait',
  serviceType: 'serviceTypeId',
  payRate: 'payrateFlat',
};

/** The per-field updated flags of a row (000 §3.6), by the column that shows the field. */
const UPDATED_FLAG_OF_COLUMN = {
  earliestDate: 'earliestDateIsUpdated',
  latestDate: 'latestDateIsUpdated',
  timeLimit: 'timeLimitIsUpdated',
  serviceType: 'serviceTypeIdIsUpdated',
  merchandiser: 'employeeAssignedIdIsUpdated',
} as const satisfies Record<string, keyof ScheduleRow>;

/** A value changed since the service was made: marked, with the word for screen readers and a tooltip. */
function Updated({ children }: { children: ReactNode }) {
  return (
    <span data-updated="true" title={s.updated}>
      {children}{' '}
      <Box variant="span" color="text-status-info" fontSize="body-s">
        <Icon name="edit" size="small" variant="subtle" ariaLabel={s.updated} />
      </Box>
    </span>
  );
}

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
 * The server-paged schedule table (000 §3.6): the schedule row's columns, sortable by SCHEDULE_SORT_COLUMNS, the
 * inline edits the role and mode allow (000 §6), account manager (admin, accountManager) and pay rate (admin).
 */
export function ScheduleTable(props: ScheduleTableProps) {
  const { editable, roles } = props;
  const cell = (row: ScheduleRow, field: string, content: ReactNode) => {
    const shown = content === undefined || content === '' || content === null ? '\u00a0' : content;
    const flag = UPDATED_FLAG_OF_COLUMN[field as keyof typeof UPDATED_FLAG_OF_COLUMN];
    return (
      <span data-field={field} data-service-id={row.serviceId}>
        {flag && row[flag] ? <Updated>{shown}</Updated> : shown}
      </span>
    );
  };
  const editConfig = <V,>(
    field: ScheduleEditField,
    label: string,
    editingCell: TableProps.EditConfig<ScheduleRow, V>['editingCell'],
    validation?: TableProps.EditConfig<ScheduleRow, V>['validation'],
  ): TableProps.EditConfig<ScheduleRow, V> | undefined =>
    editable.has(field) && props.onEdit
      ? {
          ariaLabel: s.edit.label(label),
          editIconAriaLabel: s.edit.label(label),
          errorIconAriaLabel: s.edit.error,
          editingCell,
          validation,
        }
      : undefined;

  const columns: TableProps.ColumnDefinition<ScheduleRow>[] = [
    {
      id: 'serviceId',
      header: s.columns.serviceId,
      sortingField: 'serviceId',
      cell: (r) =>
        cell(
          r,
          'serviceId',
          r.isHighlighted ? (
            <Box color="text-status-warning" fontWeight="bold">
              <span data-highlighted="true" title={s.highlighted}>
                <Icon name="flag" variant="warning" /> {r.serviceId}
              </span>
            </Box>
          ) : (
            r.serviceId
          ),
        ),
    },
    {
      id: 'confirmation',
      header: s.columns.confirmation,
      sortingField: 'estimatedDate',
      cell: (r) =>
        cell(
          r,
          'confirmation',
          props.confirmationCell ? props.confirmationCell(r) : confirmationText(r.serviceConfirmation),
        ),
    },
    ...(['earliestDate', 'latestDate'] as const).map<TableProps.ColumnDefinition<ScheduleRow>>((field) => ({
      id: field,
      header: s.columns[field],
      sortingField: field,
      cell: (r) => cell(r, field, r[field]),
      editConfig: editConfig<string>(
        field,
        s.columns[field],
        (r, { currentValue, setValue }) => (
          <DateInput
            autoFocus
            value={currentValue ?? r[field]}
            placeholder="YYYY/MM/DD"
            ariaLabel={s.edit.label(s.columns[field])}
            onChange={(e) => setValue(e.detail.value)}
          />
        ),
        (r, value) => (value === undefined ? undefined : rowDateError(field, value, r)),
      ),
    })),
    { id: 'retailerName', header: s.columns.retailerName, sortingField: 'retailerName', cell: (r) => r.retailerName },
    {
      id: 'storeNumber',
      header: s.columns.storeNumber,
      sortingField: 'storeNumber',
      cell: (r) => cell(r, 'storeNumber', r.storeNumber),
    },
    { id: 'storeName', header: s.columns.storeName, sortingField: 'storeName', cell: (r) => r.storeName },
    {
      id: 'jobNumber',
      header: s.columns.jobNumber,
      sortingField: 'jobNumber',
      cell: (r) => cell(r, 'jobNumber', r.jobNumber),
    },
    { id: 'productName', header: s.columns.productName, sortingField: 'productName', cell: (r) => r.productName },
    {
      id: 'timeLimit',
      header: s.columns.timeLimit,
      sortingField: 'timeLimit',
      cell: (r) => cell(r, 'timeLimit', r.timeLimit),
      editConfig: editConfig<string>(
        'timeLimit',
        s.columns.timeLimit,
        (r, { currentValue, setValue }) => (
          <Input
            autoFocus
            type="number"
            inputMode="decimal"
            step={0.25}
            value={currentValue ?? String(r.timeLimit)}
            ariaLabel={s.edit.label(s.columns.timeLimit)}
            onChange={(e) => setValue(e.detail.value)}
            data-testid="edit-time-limit"
          />
        ),
        (_r, value) => (value === undefined ? undefined : timeLimitError(value)),
      ),
    },
    {
      id: 'serviceType',
      header: s.columns.serviceType,
      sortingField: 'serviceType',
      cell: (r) => cell(r, 'serviceType', r.serviceType),
      editConfig: editConfig<number | null>('serviceTypeId', s.columns.serviceType, (r, { currentValue, setValue }) => (
        <ServiceTypeEditor value={currentValue === undefined ? r.serviceTypeId : currentValue} setValue={setValue} />
      )),
    },
    {
      id: 'trait',
      header: s.columns.trait,
      sortingField: 'trait',
      cell: (r) => cell(r, 'trait', r.trait),
      editConfig: editConfig<string>('trait', s.columns.trait, (r, { currentValue, setValue }) => (
        <JobTraitEditor jobId={r.jobId} value={currentValue ?? r.trait ?? ''} setValue={setValue} />
      )),
    },
    {
      id: 'merchandiser',
      header: s.columns.merchandiser,
      sortingField: 'merchandiser',
      minWidth: 200,
      cell: (r) =>
        cell(
          r,
          'merchandiser',
          r.merchandiser ? (
            <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
              <span>{r.merchandiser}</span>
              <AvailabilityBadge
                name={r.merchandiser}
                status={r.merchandiserAvailability?.status}
                details={r.merchandiserAvailability?.details}
              />
            </SpaceBetween>
          ) : undefined,
        ),
      editConfig: editConfig<MerchandiserChoice>(
        'merchandiserId',
        s.columns.merchandiser,
        (r, { currentValue, setValue }) => (
          <MerchandiserEditor
            value={
              currentValue ?? {
                merchandiserId: r.merchandiserId,
                sendBackup: r.sendBackup,
                sendSupply: r.sendSupply,
                markMerchandiserAsTemporary: r.isTemporary,
              }
            }
            currentName={r.merchandiser}
            window={{ storeId: r.storeId, startDate: r.earliestDate, endDate: r.latestDate }}
            setValue={setValue}
          />
        ),
        (_r, value) => (value && !value.merchandiserId ? s.edit.chooseMerchandiser : undefined),
      ),
    },
    { id: 'supervisor', header: s.columns.supervisor, cell: (r) => r.supervisor ?? '' },
    { id: 'isTemporary', header: s.columns.isTemporary, cell: (r) => (r.isTemporary ? s.yes : s.no) },
    { id: 'category', header: s.columns.category, sortingField: 'category', cell: (r) => r.category },
    ...(maySeeAccountManager(roles)
      ? [
          {
            id: 'accountManager',
            header: s.columns.accountManager,
            cell: (r: ScheduleRow) => cell(r, 'accountManager', r.accountManager),
            editConfig: editConfig<number | null>(
              'acctManagerId',
              s.columns.accountManager,
              (r, { currentValue, setValue }) => (
                <AccountManagerEditor
                  value={currentValue === undefined ? r.acctManagerId : currentValue}
                  setValue={setValue}
                />
              ),
            ),
          },
          {
            id: 'consumerGroup',
            header: s.columns.consumerGroup,
            cell: (r: ScheduleRow) => cell(r, 'consumerGroup', r.consumerGroup),
            editConfig: editConfig<number | null>(
              'consumerGroupId',
              s.columns.consumerGroup,
              (r, { currentValue, setValue }) => (
                <ConsumerGroupEditor
                  value={currentValue === undefined ? r.consumerGroupId : currentValue}
                  setValue={setValue}
                />
              ),
            ),
          },
        ]
      : []),
    ...(maySeePayRate(roles)
      ? [
          {
            id: 'payRate',
            header: s.columns.payRate,
            cell: (r: ScheduleRow) => cell(r, 'payRate', s.payRate(r.payrateFlat, r.payratePerHour)),
            editConfig: editConfig<PayRateChoice>(
              'payrateFlat',
              s.columns.payRate,
              (r, { currentValue, setValue }) => (
                <PayRateEditor value={currentValue ?? payRateChoiceOf(r)} setValue={setValue} />
              ),
              (_r, value) => (value === undefined ? undefined : payRateError(value)),
            ),
          },
        ]
      : []),
    {
      id: 'status',
      header: s.columns.status,
      cell: (r) => (
        <SpaceBetween direction="horizontal" size="xxs">
          <Badge color={r.isActivated ? 'green' : 'grey'}>{r.isActivated ? s.activated : s.notActivated}</Badge>
          {r.isSubmitted ? <Badge color="blue">{s.submitted}</Badge> : null}
          {r.isSaved && !r.isSubmitted ? <Badge>{s.saved}</Badge> : null}
          {r.isHighlighted ? <Badge color="red">{s.highlighted}</Badge> : null}
        </SpaceBetween>
      ),
    },
    ...(props.rowActions
      ? [{ id: 'actions', header: s.columns.actions, cell: (r: ScheduleRow) => props.rowActions?.(r) }]
      : []),
  ];

  return (
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
  );
}
