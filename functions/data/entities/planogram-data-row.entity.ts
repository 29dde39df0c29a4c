import { defineEntity, definePatterns } from '../entity.ts';
import { planogramPartition } from './planogram.entity.ts';

/**
 * Data row of a planogram (001 §3 Planogram data): one item of the shelf — slot, item code, UPC, description, cost,
 * retail, quantity. Order entry looks a scanned UPC up in the order's planogram; the cell dialog finds a row by slot.
 *
 * | access pattern                               | pattern   | index | key                                                     |
 * |----------------------------------------------|-----------|-------|---------------------------------------------------------|
 * | data row by id                               |           | table | pk `PLANOGRAM#<planogramId>`, sk `DATA#<id, 8 digits>`  |
 * | data rows of a planogram                     | `ofPlanogram` | table | pk `PLANOGRAM#<planogramId>`, sk begins `DATA#`     |
 * | the row of a UPC in a planogram (a scan)     | `byUpc`   | gsi1  | `PLANOGRAM#<planogramId>#UPC` / `<upc>`                 |
 * | UPC / slot code taken in the planogram?      |           | table | markers `UNIQUE#planogramData.upc#<planogramId>#<upc>`, `…slot…` |
 *
 * The UPC and the slot code are unique within a planogram (markers written in the row's transaction). Ids come from
 * one counter (`COUNTER#planogramData`), so a row keeps its id through edits and copies get new ones.
 */
export interface PlanogramDataRow {
  id: number;
  planogramId: number;
  slotCode: string;
  itemCode: string;
  /** Digits, 6 to 14 (UPC-A, EAN-13, GTIN-14); the check digit is not enforced. */
  upc: string;
  itemDescription: string;
  /** Per unit, dollars with 2 decimals. */
  cost: number;
  retail: number;
  quantity: number;
  sortOrder: number;
}

const DATA_PREFIX = 'DATA#';
export const planogramDataSk = (id: number) => `${DATA_PREFIX}${String(id).padStart(8, '0')}`;
export const upcsOfPlanogramKey = (planogramId: number) => `PLANOGRAM#${planogramId}#UPC`;

export const PlanogramDataRowEntity = defineEntity<PlanogramDataRow>({
  name: 'planogramData',
  key: (id, record) => {
    if (record?.planogramId === undefined) throw new Error('A planogram data row is keyed by its planogram');
    return { pk: planogramPartition(record.planogramId), sk: planogramDataSk(Number(id)) };
  },
  indexes: {
    gsi1: (r) => ({ pk: upcsOfPlanogramKey(r.planogramId), sk: r.upc }),
  },
  unique: [
    { label: 'upc', value: (r) => r.upc, scope: (r) => String(r.planogramId) },
    { label: 'slot', value: (r) => r.slotCode, scope: (r) => String(r.planogramId) },
  ],
});

export const PlanogramDataRowPatterns = definePatterns({
  /** data rows of a planogram */
  ofPlanogram: {
    index: 'table',
    key: (planogramId: number) => ({ pk: planogramPartition(planogramId), sk: { beginsWith: DATA_PREFIX } }),
  },
  /** the row of a UPC */
  byUpc: {
    index: 'gsi1',
    key: (planogramId: number, upc: string) => ({ pk: upcsOfPlanogramKey(planogramId), sk: { between: [upc, upc] } }),
  },
});
