import Table from '@cloudscape-design/components/table';
import type {
  MissingClientCharge,
  MissingMerchandiserCharge,
} from '@shelfline/shared/contracts/missing-charges.contract';
import { formatDay, formatInstant, formatNumber, MISSING_CHARGES_STRINGS as s } from './strings.ts';

interface TableProps<T> {
  rows: readonly T[];
  loading: boolean;
  empty: string;
  selected: readonly T[];
  onSelect: (rows: T[]) => void;
}

const yesNo = (value: boolean) => (value ? s.yes : s.no);
const ariaLabels = <T,>(label: (row: T) => string) => ({
  allItemsSelectionLabel: () => s.selectAll,
  itemSelectionLabel: (_: unknown, row: T) => s.selectRow(label(row)),
  selectionGroupLabel: s.selectAll,
});

/** Merchandiser tab (002 §2): services without their team lead's charge. */
export function MerchandiserChargesTable({
  rows,
  loading,
  empty,
  selected,
  onSelect,
}: TableProps<MissingMerchandiserCharge>) {
  return (
    <Table
      data-testid="missing-merchandiser-charges"
      variant="embedded"
      selectionType="multi"
      trackBy="serviceId"
      loading={loading}
      items={[...rows]}
      selectedItems={[...selected]}
      onSelectionChange={(e) => onSelect(e.detail.selectedItems)}
      ariaLabels={ariaLabels<MissingMerchandiserCharge>((r) => `service ${r.serviceId}`)}
      stickyHeader
      empty={empty}
      columnDefinitions={[
        { id: 'merchandiser', header: s.merchandiser, cell: (r) => r.merchandiser },
        { id: 'job', header: s.job, cell: (r) => r.jobNumber },
        { id: 'store', header: s.store, cell: (r) => r.store },
        { id: 'retailer', header: s.retailer, cell: (r) => r.retailer },
        { id: 'completed', header: s.completed, cell: (r) => formatDay(r.completedDate) },
        { id: 'submitted', header: s.submitted, cell: (r) => formatInstant(r.dateReportSubmitted) },
        { id: 'hours', header: s.hours, cell: (r) => formatNumber(r.hours) },
        { id: 'hourlyRate', header: s.hourlyRate, cell: (r) => formatNumber(r.hourlyRate) },
        { id: 'flatRate', header: s.flatRate, cell: (r) => formatNumber(r.flatRate) },
        { id: 'activated', header: s.activatedQ, cell: (r) => yesNo(r.isActivated) },
        { id: 'isSubmitted', header: s.submittedQ, cell: (r) => yesNo(r.isSubmitted) },
        { id: 'exported', header: s.exportedQ, cell: (r) => yesNo(r.isExported) },
      ]}
    />
  );
}

/** Client tab (002 §2): merchandiser charges without a live client charge. */
export function ClientChargesTable({ rows, loading, empty, selected, onSelect }: TableProps<MissingClientCharge>) {
  return (
    <Table
      data-testid="missing-client-charges"
      variant="embedded"
      selectionType="multi"
      trackBy="chargeId"
      loading={loading}
      items={[...rows]}
      selectedItems={[...selected]}
      onSelectionChange={(e) => onSelect(e.detail.selectedItems)}
      ariaLabels={ariaLabels<MissingClientCharge>((r) => `charge ${r.chargeId}`)}
      stickyHeader
      empty={empty}
      columnDefinitions={[
        { id: 'merchandiser', header: s.merchandiser, cell: (r) => r.merchandiser },
        { id: 'job', header: s.job, cell: (r) => r.jobNumber },
        { id: 'store', header: s.store, cell: (r) => r.store },
        { id: 'completed', header: s.completed, cell: (r) => formatDay(r.completedDate) },
        { id: 'submitted', header: s.submitted, cell: (r) => formatInstant(r.dateReportSubmitted) },
        { id: 'status', header: s.status, cell: (r) => s.statusLabel(r.approvalStatus) },
        { id: 'hours', header: s.hours, cell: (r) => formatNumber(r.hours) },
        { id: 'hourlyRate', header: s.hourlyRate, cell: (r) => formatNumber(r.hourlyRate) },
        { id: 'flatRate', header: s.flatRate, cell: (r) => formatNumber(r.flatRate) },
        { id: 'invoiced', header: s.invoicedQ, cell: (r) => yesNo(r.isInvoiced) },
        { id: 'deleted', header: s.deletedQ, cell: (r) => yesNo(r.isDeleted) },
        { id: 'chargeId', header: s.chargeId, cell: (r) => r.chargeId },
      ]}
    />
  );
}
