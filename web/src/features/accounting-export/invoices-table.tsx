import Table from '@cloudscape-design/components/table';
import { formatCents, toCents } from '@shelfline/shared/money';
import type { AccountingInvoiceRow, AccountingKind } from '../../queries/accounting-export.ts';
import { ACCOUNTING_EXPORT_STRINGS as s } from './strings.ts';

export interface InvoicesTableProps {
  kind: AccountingKind;
  rows: readonly AccountingInvoiceRow[] | undefined;
  loading: boolean;
  empty: string;
  selected: readonly AccountingInvoiceRow[];
  onSelect: (rows: AccountingInvoiceRow[]) => void;
}

/**
 * The checkbox table of a tab (002 §2): Invoice Number, Date, Merchandiser (service) or Client, Amount, Batch Number.
 * Cloudscape's multi selection gives each row a labelled checkbox and a select-all in the header.
 */
export function InvoicesTable({ kind, rows, loading, empty, selected, onSelect }: InvoicesTableProps) {
  return (
    <Table
      data-testid={`${kind}-invoices`}
      variant="embedded"
      selectionType="multi"
      trackBy="id"
      loading={loading}
      items={[...(rows ?? [])]}
      selectedItems={[...selected]}
      onSelectionChange={(e) => onSelect(e.detail.selectedItems)}
      ariaLabels={{
        allItemsSelectionLabel: () => s.selectAll,
        itemSelectionLabel: (_, row) => s.selectInvoice(row.invoiceNum),
        selectionGroupLabel: s.selectAll,
      }}
      stickyHeader
      empty={empty}
      columnDefinitions={[
        { id: 'invoiceNum', header: s.invoiceNumber, cell: (r) => r.invoiceNum },
        { id: 'date', header: s.date, cell: (r) => r.date },
        { id: 'name', header: kind === 'service' ? s.merchandiser : s.client, cell: (r) => r.name },
        { id: 'amount', header: s.amount, cell: (r) => formatCents(toCents(r.amount)) },
        { id: 'batchNum', header: s.batch, cell: (r) => r.batchNum },
      ]}
    />
  );
}
