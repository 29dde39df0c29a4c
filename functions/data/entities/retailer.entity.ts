import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Retailer: a chain whose stores receive services (001 §3 Master data).
 *
 * | access pattern            | pattern | index | key                                           |
 * |---------------------------|---------|-------|-----------------------------------------------|
 * | retailer by id            |         | table | pk `RETAILERS`, sk `RETAILER#<id, 8 digits>`  |
 * | all retailers             | `all`   | table | pk `RETAILERS`                                |
 * | retailer code is unique   |         | table | marker `UNIQUE#retailer.code#<code>`          |
 *
 * Tens of records, read whole by every retailer filter: one partition, one Query.
 */
export interface Retailer {
  id: number;
  code: string;
  name: string;
  isInactive: boolean;
}

export const RETAILERS_PARTITION = 'RETAILERS';

export const RetailerEntity = defineEntity<Retailer>({
  name: 'retailer',
  key: (id) => ({ pk: RETAILERS_PARTITION, sk: `RETAILER#${String(id).padStart(8, '0')}` }),
  unique: [{ label: 'code', value: (r) => r.code }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const RetailerPatterns = definePatterns({
  /** all retailers */
  all: { index: 'table', key: () => ({ pk: RETAILERS_PARTITION }) },
});
