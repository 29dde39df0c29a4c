import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { MerchandiserChargeRow } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { formatCents, toCents } from '@shelfline/shared/money';
import type { ReactNode } from 'react';
import type { FilterRights } from './invoicing-filter.ts';
import { merchandiserInvoicingStrings as s } from './strings.ts';

const STATUS_ICON: Record<number, StatusIndicatorProps.Type> = { 0: 'pending', 1: 'success', 2: 'success', 3: 'error' };
const c = s.columns;

/** 'YYYY-MM-DD hh:mm A' in the browser's time (002 §2 Submitted column). */
export function submittedText(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d.getHours() % 12 || 12;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(hours)}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

const rate = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));

/** The Charges table's columns (002 §2): people columns and View Charge by role; status icon with the invoice #. */
export function chargeColumns(
  rights: FilterRights,
  actions: { report: (row: MerchandiserChargeRow) => ReactNode; view: (row: MerchandiserChargeRow) => void },
): TableProps.ColumnDefinition<MerchandiserChargeRow>[] {
  return [
    {
      id: 'actions',
      header: c.actions,
      cell: (r) => (
        <SpaceBetween direction="horizontal" size="xxs">
          {actions.report(r)}
          {rights.manageCharges && (
            <Button variant="inline-link" onClick={() => actions.view(r)} data-testid="charge-view">
              {s.charges.viewCharge}
            </Button>
          )}
        </SpaceBetween>
      ),
    },
    ...(rights.peopleColumns
      ? [
          { id: 'merchandiser', header: c.merchandiser, cell: (r: MerchandiserChargeRow) => r.merchandiser },
          { id: 'category', header: c.category, cell: (r: MerchandiserChargeRow) => r.category },
        ]
      : []),
    { id: 'completed', header: c.completedDate, cell: (r) => r.completedDate },
    { id: 'submitted', header: c.submittedDate, cell: (r) => submittedText(r.dateReportSubmitted) },
    { id: 'job', header: c.job, cell: (r) => `${r.jobNumber} – ${r.jobDescription}` },
    { id: 'product', header: c.product, cell: (r) => r.product },
    { id: 'retailer', header: c.retailer, cell: (r) => r.retailer },
    { id: 'store', header: c.store, cell: (r) => r.storeDescription },
    { id: 'service', header: c.service, cell: (r) => r.serviceType },
    { id: 'flat', header: c.payrateFlat, cell: (r) => rate(r.payrateFlat) },
    { id: 'perHour', header: c.payratePerHour, cell: (r) => rate(r.payratePerHour) },
    { id: 'hours', header: c.hoursForBilling, cell: (r) => r.hoursForBilling.toFixed(2) },
    {
      id: 'amount',
      header: c.amount,
      cell: (r) => <span data-testid="charge-amount">{formatCents(toCents(r.amount))}</span>,
    },
    { id: 'exceptions', header: c.exceptions, cell: (r) => r.allExceptions },
    {
      id: 'status',
      header: c.status,
      cell: (r) => (
        <StatusIndicator type={r.invoiceId === undefined ? (STATUS_ICON[r.approvalStatus] ?? 'info') : 'stopped'}>
          <span data-testid="charge-status">
            {r.invoiceId === undefined ? s.statusLabels[r.approvalStatus] : s.charges.invoiced(r.invoiceNum)}
          </span>
        </StatusIndicator>
      ),
    },
  ];
}
