import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import DateInput from '@cloudscape-design/components/date-input';
import Icon from '@cloudscape-design/components/icon';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ScheduleRow, ScheduleSortColumn } from '@shelfline/shared/contracts/schedule.contract';
import type { Role } from '@shelfline/shared/roles';
import { maySeeAccountManager, maySeePayRate, type ScheduleEditField } from '@shelfline/shared/schedule-rules';
import type { ReactNode } from 'react';
import { confirmationText } from '../confirmation/confirmation-display.tsx';
import { changeOf, type MerchandiserChoice, rowDateError, type ScheduleChange, timeLimitError } from './edit-rules.ts';
import {
  useAccountManagers,
  useConsumerGroups,
  useJobTraits,
  useMerchandisers,
  useServiceTypes,
} from './schedule-api.ts';
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
};

function MerchandiserEditor({
  row,
  value,
  setValue,
}: {
  row: ScheduleRow;
  value: MerchandiserChoice | undefined;
  setValue: (v: MerchandiserChoice) => void;
}) {
  const merchandisers = useMerchandisers();
  const current: MerchandiserChoice = value ?? {
    merchandiserId: row.merchandiserId,
    sendBackup: row.sendBackup,
    sendSupply: row.sendSupply,
    markMerchandiserAsTemporary: row.isTemporary,
  };
  const options = (merchandisers.data ?? []).map((m) => ({ value: String(m.id), label: m.name, description: m.code }));
  if (row.merchandiserId && !options.some((o) => o.value === String(row.merchandiserId)))
    options.unshift({ value: String(row.merchandiserId), label: row.merchandiser ?? '', description: '' });
  return (
    <SpaceBetween size="xxs">
      <Select
        autoFocus
        expandToViewport
        filteringType="auto"
        placeholder={s.edit.chooseMerchandiser}
        statusType={merchandisers.isPending ? 'loading' : merchandisers.isError ? 'error' : 'finished'}
        selectedOption={options.find((o) => o.value === String(current.merchandiserId)) ?? null}
        options={options}
        ariaLabel={s.edit.label(s.columns.merchandiser)}
        onChange={(e) => setValue({ ...current, merchandiserId: Number(e.detail.selectedOption.value) })}
        data-testid="edit-merchandiser"
      />
      <Checkbox checked={current.sendBackup} onChange={(e) => setValue({ ...current, sendBackup: e.detail.checked })}>
        {s.edit.sendBackup}
      </Checkbox>
      <Checkbox checked={current.sendSupply} onChange={(e) => setValue({ ...current, sendSupply: e.detail.checked })}>
        {s.edit.sendSupply}
      </Checkbox>
      <Checkbox
        checked={current.markMerchandiserAsTemporary}
        onChange={(e) => setValue({ ...current, markMerchandiserAsTemporary: e.detail.checked })}
      >
        {s.edit.markTemporary}
      </Checkbox>
    </SpaceBetween>
  );
}

type IdOption = { value: string; label: string };
function IdSelect({
  label,
  options,
  status,
  value,
  allowNone,
  setValue,
}: {
  label: string;
  options: IdOption[];
  status: 'loading' | 'error' | 'finished';
  value: number | null | undefined;
  allowNone: boolean;
  setValue: (v: number | null) => void;
}) {
  const all = allowNone ? [{ value: '', label: s.edit.none }, ...options] : options;
  return (
    <Select
      autoFocus
      expandToViewport
      filteringType="auto"
      statusType={status}
      selectedOption={all.find((o) => o.value === (value ? String(value) : '')) ?? null}
      options={all}
      ariaLabel={s.edit.label(label)}
      onChange={(e) => setValue(e.detail.selectedOption.value ? Number(e.detail.selectedOption.value) : null)}
    />
  );
}

const statusOf = (q: { isPending: boolean; isError: boolean }) =>
  q.isPending ? 'loading' : q.isError ? 'error' : 'finished';

function AccountManagerEditor(props: { value: number | null | undefined; setValue: (v: number | null) => void }) {
  const managers = useAccountManagers();
  const options = (managers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  return (
    <IdSelect label={s.columns.accountManager} options={options} status={statusOf(managers)} allowNone {...props} />
  );
}

function ConsumerGroupEditor(props: { value: number | null | undefined; setValue: (v: number | null) => void }) {
  const groups = useConsumerGroups();
  const options = (groups.data ?? []).map((g) => ({ value: String(g.id), label: `${g.code} - ${g.description}` }));
  return <IdSelect label={s.columns.consumerGroup} options={options} status={statusOf(groups)} allowNone {...props} />;
}

function ServiceTypeEditor(props: { value: number | null | undefined; setValue: (v: number | null) => void }) {
  const types = useServiceTypes();
  const options = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <IdSelect label={s.columns.serviceType} options={options} status={statusOf(types)} allowNone={false} {...props} />
  );
}

function TraitEditor({ row, value, setValue }: { row: ScheduleRow; value: string; setValue: (v: string) => void }) {
  const traits = useJobTraits(row.jobId);
  const names = (traits.data ?? []).map((t) => t.traitDescription);
  if (value && !names.includes(value)) names.unshift(value);
  const options = [{ value: '', label: s.edit.none }, ...names.map((n) => ({ value: n, label: n }))];
  return (
    <Select
      autoFocus
      expandToViewport
      filteringType="auto"
      statusType={statusOf(traits)}
      selectedOption={options.find((o) => o.value === value) ?? null}
      options={options}
      ariaLabel={s.edit.label(s.columns.trait)}
      onChange={(e) => setValue(e.detail.selectedOption.value ?? '')}
    />
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
  const cell = (row: ScheduleRow, field: string, content: ReactNode) => (
    <span data-field={field} data-service-id={row.serviceId}>
      {content === undefined || content === '' || content === null ? '\u00a0' : content}
    </span>
  );
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
        <TraitEditor row={r} value={currentValue ?? r.trait ?? ''} setValue={setValue} />
      )),
    },
    {
      id: 'merchandiser',
      header: s.columns.merchandiser,
      sortingField: 'merchandiser',
      minWidth: 200,
      cell: (r) => cell(r, 'merchandiser', r.merchandiser),
      editConfig: editConfig<MerchandiserChoice>(
        'merchandiserId',
        s.columns.merchandiser,
        (r, { currentValue, setValue }) => <MerchandiserEditor row={r} value={currentValue} setValue={setValue} />,
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
            cell: (r: ScheduleRow) => s.payRate(r.payrateFlat, r.payratePerHour),
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
