import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Supplier: a brand that buys services; it has contacts and users (001 §3 Master data; users are
 * `supplier-user.entity.ts`).
 *
 * | access pattern            | pattern | index | key                                           |
 * |---------------------------|---------|-------|-----------------------------------------------|
 * | supplier by id            |         | table | pk `SUPPLIERS`, sk `SUPPLIER#<id, 8 digits>`  |
 * | all suppliers             | `all`   | table | pk `SUPPLIERS`                                |
 * | supplier code is unique   |         | table | marker `UNIQUE#supplier.code#<code>`          |
 *
 * Tens of records, read whole by the supplier list and pickers: one partition, one Query.
 */
export interface Supplier {
  id: number;
  code: string;
  name: string;
  isInactive: boolean;
}

export const SUPPLIERS_PARTITION = 'SUPPLIERS';

export const SupplierEntity = defineEntity<Supplier>({
  name: 'supplier',
  key: (id) => ({ pk: SUPPLIERS_PARTITION, sk: `SUPPLIER#${String(id).padStart(8, '0')}` }),
  unique: [{ label: 'code', value: (s) => s.code }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const SupplierPatterns = definePatterns({
  /** all suppliers */
  all: { index: 'table', key: () => ({ pk: SUPPLIERS_PARTITION }) },
});
