import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Order export layout (002 §2 Order export layouts): the columns of a supplier's order file, each a field of
 * `orderExport/fields` with its caption, in order. Tens of layouts: one partition read whole (no paging, 002 §2).
 * Layout 1 "Standard" is seeded and cannot be deleted.
 *
 * | access pattern        | pattern | index | key                                                  |
 * |-----------------------|---------|-------|------------------------------------------------------|
 * | layout by id          |         | table | pk `ORDEREXPORTLAYOUTS`, sk `LAYOUT#<id, 8 digits>`  |
 * | every layout          | `all`   | table | pk `ORDEREXPORTLAYOUTS`                              |
 * | name taken?           |         | table | marker `UNIQUE#orderExportLayout.name#<name>`        |
 */
export interface OrderExportColumn {
  field: string;
  caption: string;
}

export interface OrderExportLayout {
  /** The spec's orderExportLayoutId. */
  id: number;
  name: string;
  columns: OrderExportColumn[];
}

export const STANDARD_ORDER_EXPORT_LAYOUT_ID = 1;
const PARTITION = 'ORDEREXPORTLAYOUTS';

export const OrderExportLayoutEntity = defineEntity<OrderExportLayout>({
  name: 'orderExportLayout',
  key: (id) => ({ pk: PARTITION, sk: `LAYOUT#${String(id).padStart(8, '0')}` }),
  unique: [{ label: 'name', value: (l) => l.name }],
});

export const OrderExportLayoutPatterns = definePatterns({
  /** every layout, by id */
  all: { index: 'table', key: () => ({ pk: PARTITION }) },
});
