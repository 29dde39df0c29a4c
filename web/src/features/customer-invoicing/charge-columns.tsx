import Box from '@cloudscape-design/components/box';
import Input from '@cloudscape-design/components/input';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { APPROVAL_STATUS_LABELS } from '@shelfline/shared/approval-status';
import type { CustomerChargeRow } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { formatCents, toCents } from '@shelfline/shared/money';
import { useState } from 'react';
import { customerInvoicingStrings as s } from './strings.ts';

const STATUS_ICON: Record<number, StatusIndicatorProps.Type> = { 0: 'pending', 1: 'success', 2: 'success', 3: 'error' };

/** Negative amounts in parentheses on pink (002 §2, §9). */
const PINK = '#ffc0cb';

function Amount({ value }: { value: number }) {
  const text = formatCents(toCents(value), 'parentheses');
  return value < 0 ? (
    <span style={{ background: PINK, padding: '0 4px' }} data-testid="negative-amount">
      {text}
    </span>
  ) : (
    text
  );
}

/** Billable hours, saved on blur when changed (002 §5); a refused value goes back to the saved one. */
function HoursCell({
  row,
  onSave,
}: {
  row: CustomerChargeRow;
  onSave: (row: CustomerChargeRow, hours: number) => void;
}) {
  const [draft, setDraft] = useState<string>();
  const shown = draft ?? row.billableHours.toFixed(2);
  return (
    <Input
      type="number"
      inputMode="decimal"
      step={0.25}
      value={shown}
      ariaLabel={`${s.columns.billableHours} ${row.id}`}
      data-testid={`hours-${row.id}`}
      onChange={(e) => setDraft(e.detail.value)}
      onBlur={() => {
        const hours = Number(draft);
        if (draft !== undefined && draft.trim() !== '' && Number.isFinite(hours) && hours !== row.billableHours)
          onSave(row, hours);
        setDraft(undefined);
      }}
    />
  );
}

/** The Charges tab's columns (002 §2); Charge rate and Amount for admins only. */
export function chargeColumns(
  isAdmin: boolean,
  onSaveHours: (row: CustomerChargeRow, hours: number) => void,
): TableProps.ColumnDefinition<CustomerChargeRow>[] {
  const columns: (TableProps.ColumnDefinition<CustomerChargeRow> | false)[] = [
    { id: 'supplier', header: s.columns.supplier, cell: (r) => r.supplierFullName },
    { id: 'job', header: s.columns.job, cell: (r) => r.jobNumber },
    { id: 'merchandiser', header: s.columns.merchandiser, cell: (r) => r.merchandiser },
    { id: 'retailer', header: s.columns.retailer, cell: (r) => r.retailer },
    { id: 'store', header: s.columns.store, cell: (r) => r.store },
    { id: 'serviceType', header: s.columns.serviceType, cell: (r) => r.serviceType },
    { id: 'product', header: s.columns.product, cell: (r) => r.product },
    { id: 'date', header: s.columns.date, cell: (r) => r.completedDate },
    isAdmin && { id: 'chargeRate', header: s.columns.chargeRate, cell: (r) => r.chargeRate?.toFixed(2) },
    { id: 'reportedHours', header: s.columns.reportedHours, cell: (r) => r.originalHours.toFixed(2) },
    {
      id: 'billableHours',
      header: s.columns.billableHours,
      minWidth: 110,
      cell: (r) => <HoursCell key={`${r.id}-${r.version}`} row={r} onSave={onSaveHours} />,
    },
    { id: 'adjustment', header: s.columns.adjustment, cell: (r) => r.billableHoursAdj.toFixed(2) },
    isAdmin && {
      id: 'amount',
      header: s.columns.amount,
      cell: (r) => (r.amount === undefined ? '' : <Amount value={r.amount} />),
    },
    {
      id: 'status',
      header: s.columns.status,
      cell: (r) => (
        <StatusIndicator type={STATUS_ICON[r.payApprovalStatus] ?? 'info'}>
          <Box variant="span" fontSize="body-s">
            {APPROVAL_STATUS_LABELS[r.payApprovalStatus as 0 | 1 | 2 | 3]}
          </Box>
        </StatusIndicator>
      ),
    },
  ];
  return columns.filter((c): c is TableProps.ColumnDefinition<CustomerChargeRow> => c !== false);
}
