import Checkbox from '@cloudscape-design/components/checkbox';
import Table from '@cloudscape-design/components/table';
import type { NotExportedRow } from '@shelfline/shared/contracts/order-export.contract';
import { money } from './format.ts';
import { ORDER_MAINTENANCE_STRINGS as s } from './strings.ts';

export interface NotExportedTableProps {
  rows: readonly NotExportedRow[] | undefined;
  loading: boolean;
  error?: string;
  selected: ReadonlySet<number>;
  onSelect: (orderIds: ReadonlySet<number>) => void;
}

/**
 * The NotExported tab (002 §2): one row per order line, grouped by order; a checkbox per ORDER on its first row and
 * one that selects every order, so an order is exported whole or not at all.
 */
export function NotExportedTable({ rows, loading, error, selected, onSelect }: NotExportedTableProps) {
  const items = (rows ?? []).map((row, index, all) => ({
    ...row,
    key: index,
    first: all[index - 1]?.orderId !== row.orderId,
  }));
  const orderIds = [...new Set(items.map((r) => r.orderId))];
  const allSelected = orderIds.length > 0 && orderIds.every((id) => selected.has(id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  return (
    <Table
      data-testid="not-exported"
      variant="embedded"
      loading={loading}
      items={items}
      trackBy="key"
      stickyHeader
      empty={error ?? s.noOrders}
      columnDefinitions={[
        {
          id: 'select',
          header: (
            <Checkbox
              checked={allSelected}
              indeterminate={!allSelected && selected.size > 0}
              disabled={orderIds.length === 0}
              onChange={(e) => onSelect(new Set(e.detail.checked ? orderIds : []))}
              ariaLabel={s.selectAll}
            />
          ),
          cell: (r) =>
            r.first ? (
              <Checkbox
                checked={selected.has(r.orderId)}
                onChange={(e) => toggle(r.orderId, e.detail.checked)}
                ariaLabel={s.selectOrder(r.orderId)}
              />
            ) : null,
          width: 52,
        },
        { id: 'orderId', header: s.orderNumber, cell: (r) => (r.first ? r.orderId : '') },
        { id: 'merchandiser', header: s.merchandiser, cell: (r) => r.merchandiser },
        { id: 'retailer', header: s.retailer, cell: (r) => r.retailer },
        { id: 'jobNumber', header: s.jobNumber, cell: (r) => r.jobNumber },
        { id: 'storeNumber', header: s.storeNumber, cell: (r) => r.storeNumber },
        { id: 'category', header: s.category, cell: (r) => r.category },
        { id: 'title', header: s.titleColumn, cell: (r) => r.title },
        { id: 'upc', header: s.upc, cell: (r) => r.upc },
        { id: 'poNumber', header: s.poNumber, cell: (r) => r.poNumber },
        { id: 'quantity', header: s.quantity, cell: (r) => r.quantity ?? '' },
        { id: 'cost', header: s.cost, cell: (r) => money(r.cost) },
        { id: 'retail', header: s.retail, cell: (r) => money(r.retail) },
      ]}
    />
  );
}
