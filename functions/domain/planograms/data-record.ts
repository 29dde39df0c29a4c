import type { PlanogramDataValues } from '@shelfline/shared/contracts/planogram.contract';
import type { PlanogramDataRow } from '../../data/entities/planogram-data-row.entity.ts';

/** A data row from the modal's values; the path names the planogram and the row (ids in the body are ignored). */
export function dataRecord(
  planogramId: number,
  id: number,
  values: PlanogramDataValues,
  defaultSortOrder: number,
): PlanogramDataRow {
  return {
    id,
    planogramId,
    slotCode: values.slotCode,
    itemCode: values.itemCode,
    upc: values.upc,
    itemDescription: values.itemDescription,
    cost: values.cost,
    retail: values.retail,
    quantity: values.quantity,
    sortOrder: values.sortOrder ?? defaultSortOrder,
  };
}
