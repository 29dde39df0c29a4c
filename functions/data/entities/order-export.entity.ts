import { defineEntity } from '../entity.ts';

/**
 * Order export (002 §2 Order maintenance, Export): the audit of one export — who exported which orders of which
 * supplier with which layout, and where its file is kept (files bucket, so History downloads it again after the
 * exports bucket has expired it). `state` follows the claim: Claimed while the file is built, Exported when the
 * orders are marked; a Claimed export older than two minutes was abandoned and is undone by the next export touching
 * its orders, which leaves it Abandoned (kept as the audit of what happened). Mark steps condition on Claimed, so an
 * export that wakes up after its undo cannot mark anything.
 *
 * | access pattern    | index | key                                       |
 * |-------------------|-------|-------------------------------------------|
 * | export by id      | table | pk `ORDEREXPORT#<exportId>`, sk `EXPORT`  |
 */
export interface OrderExport {
  /** A uuid. */
  id: string;
  supplierId: number;
  layoutId: number;
  orderIds: number[];
  /** Their services (the orders' partitions), in the same order. */
  serviceIds: number[];
  state: 'Claimed' | 'Exported' | 'Abandoned';
  fileKey?: string;
  fileName?: string;
  rows?: number;
  by: string;
  claimedAt: string;
  exportedAt?: string;
}

export const OrderExportEntity = defineEntity<OrderExport>({
  name: 'orderExport',
  key: (id) => ({ pk: `ORDEREXPORT#${id}`, sk: 'EXPORT' }),
});
