import type { TableProps } from '@cloudscape-design/components/table';
import type { ScheduleRow } from '@shelfline/shared/contracts/schedule.contract';
import type { Role } from '@shelfline/shared/roles';
import { maySeeAccountManager, maySeePayRate, type ScheduleEditField } from '@shelfline/shared/schedule-rules';
import type { ReactNode } from 'react';
import { confirmationText } from '../confirmation/confirmation-display.tsx';
import { cellOf, MerchandiserText, ServiceIdText, StatusBadges } from './schedule-cells.tsx';
import { scheduleEditConfigs } from './schedule-edit-cells.tsx';
import { scheduleStrings as s } from './strings.ts';

type Column = TableProps.ColumnDefinition<ScheduleRow>;

export interface ScheduleColumnsOptions {
  roles: readonly Role[];
  /** The fields the user may edit on this screen; empty: read-only. */
  editable: ReadonlySet<ScheduleEditField>;
  /** Whether the screen saves inline edits at all. */
  canEdit: boolean;
  confirmationCell?: ((row: ScheduleRow) => ReactNode) | undefined;
  rowActions?: ((row: ScheduleRow) => ReactNode) | undefined;
}

/**
 * The schedule row's columns (000 §3.6), sortable by SCHEDULE_SORT_COLUMNS, with the inline editors the role and
 * mode allow (000 §6); account manager and consumer group for admin and accountManager, pay rate for admin.
 */
export function scheduleColumns({
  roles,
  editable,
  canEdit,
  confirmationCell,
  rowActions,
}: ScheduleColumnsOptions): Column[] {
  const edits = scheduleEditConfigs(editable, canEdit);
  return [
    {
      id: 'serviceId',
      header: s.columns.serviceId,
      sortingField: 'serviceId',
      cell: (r) => cellOf(r, 'serviceId', <ServiceIdText row={r} />),
    },
    {
      id: 'confirmation',
      header: s.columns.confirmation,
      sortingField: 'estimatedDate',
      cell: (r) =>
        cellOf(r, 'confirmation', confirmationCell ? confirmationCell(r) : confirmationText(r.serviceConfirmation)),
    },
    ...(['earliestDate', 'latestDate'] as const).map<Column>((field) => ({
      id: field,
      header: s.columns[field],
      sortingField: field,
      cell: (r) => cellOf(r, field, r[field]),
      editConfig: edits.date(field),
    })),
    { id: 'retailerName', header: s.columns.retailerName, sortingField: 'retailerName', cell: (r) => r.retailerName },
    {
      id: 'storeNumber',
      header: s.columns.storeNumber,
      sortingField: 'storeNumber',
      cell: (r) => cellOf(r, 'storeNumber', r.storeNumber),
    },
    { id: 'storeName', header: s.columns.storeName, sortingField: 'storeName', cell: (r) => r.storeName },
    {
      id: 'jobNumber',
      header: s.columns.jobNumber,
      sortingField: 'jobNumber',
      cell: (r) => cellOf(r, 'jobNumber', r.jobNumber),
    },
    { id: 'productName', header: s.columns.productName, sortingField: 'productName', cell: (r) => r.productName },
    {
      id: 'timeLimit',
      header: s.columns.timeLimit,
      sortingField: 'timeLimit',
      cell: (r) => cellOf(r, 'timeLimit', r.timeLimit),
      editConfig: edits.timeLimit,
    },
    {
      id: 'serviceType',
      header: s.columns.serviceType,
      sortingField: 'serviceType',
      cell: (r) => cellOf(r, 'serviceType', r.serviceType),
      editConfig: edits.serviceType,
    },
    {
      id: 'trait',
      header: s.columns.trait,
      sortingField: 'trait',
      cell: (r) => cellOf(r, 'trait', r.trait),
      editConfig: edits.trait,
    },
    {
      id: 'merchandiser',
      header: s.columns.merchandiser,
      sortingField: 'merchandiser',
      minWidth: 200,
      cell: (r) => cellOf(r, 'merchandiser', r.merchandiser ? <MerchandiserText row={r} /> : undefined),
      editConfig: edits.merchandiser,
    },
    { id: 'supervisor', header: s.columns.supervisor, cell: (r) => r.supervisor ?? '' },
    { id: 'isTemporary', header: s.columns.isTemporary, cell: (r) => (r.isTemporary ? s.yes : s.no) },
    { id: 'category', header: s.columns.category, sortingField: 'category', cell: (r) => r.category },
    ...(maySeeAccountManager(roles)
      ? [
          {
            id: 'accountManager',
            header: s.columns.accountManager,
            cell: (r: ScheduleRow) => cellOf(r, 'accountManager', r.accountManager),
            editConfig: edits.accountManager,
          },
          {
            id: 'consumerGroup',
            header: s.columns.consumerGroup,
            cell: (r: ScheduleRow) => cellOf(r, 'consumerGroup', r.consumerGroup),
            editConfig: edits.consumerGroup,
          },
        ]
      : []),
    ...(maySeePayRate(roles)
      ? [
          {
            id: 'payRate',
            header: s.columns.payRate,
            cell: (r: ScheduleRow) => cellOf(r, 'payRate', s.payRate(r.payrateFlat, r.payratePerHour)),
            editConfig: edits.payRate,
          },
        ]
      : []),
    { id: 'status', header: s.columns.status, cell: (r) => <StatusBadges row={r} /> },
    ...(rowActions ? [{ id: 'actions', header: s.columns.actions, cell: (r: ScheduleRow) => rowActions(r) }] : []),
  ];
}
