/*
 * Planograms, their data rows and the job trait that leads a service to them, for the order tests: written straight
 * into the local DynamoDB with the entities' own item builders (toItem), so a test does not depend on the planogram
 * screens. A service gets the planogram through its trait (brief §8c, rule 1): `createTestServices(…, { trait })`.
 */
import { putItems } from '../../functions/data/batch.ts';
import type { Order } from '../../functions/data/entities/order.entity.ts';
import { OrderEntity } from '../../functions/data/entities/order.entity.ts';
import { type Planogram, PlanogramEntity } from '../../functions/data/entities/planogram.entity.ts';
import {
  type PlanogramDataRow,
  PlanogramDataRowEntity,
} from '../../functions/data/entities/planogram-data-row.entity.ts';
import { firstAudit, nextAudit, toItem } from '../../functions/data/entity.ts';
import { jobTraits } from '../../functions/data/master-data/jobs.repository.ts';
import { nextId } from '../../functions/data/repository.ts';

export interface TestPlanogram {
  planogram: Planogram;
  rows: PlanogramDataRow[];
  traitDescription: string;
  traitId: number;
}

/** A planogram of `upcs` (item code, slot, description, cost and retail derived from each) and a job trait for it. */
export async function putTestPlanogram(
  jobId: number,
  upcs: readonly string[],
  options: { inactive?: boolean } = {},
): Promise<TestPlanogram> {
  const id = await nextId('planogram');
  const firstRow = await nextId('planogramData', upcs.length);
  const planogram: Planogram = {
    id,
    planogramCode: `ORD-${id}`,
    category: 'Beverages',
    planogramType: 'Shelf',
    numberOfColumns: 4,
    numberOfRows: 4,
    numberOfHeaderRows: 1,
    dataRowsCount: upcs.length,
    layoutCellsCount: 0,
    inactive: options.inactive ?? false,
  };
  const rows = upcs.map(
    (upc, i): PlanogramDataRow => ({
      id: firstRow + i,
      planogramId: id,
      slotCode: `S${i + 1}`,
      itemCode: `IC-${upc.slice(-4)}`,
      upc,
      itemDescription: `Item ${upc}`,
      cost: 1.25 + i,
      retail: 2.5 + i,
      quantity: 6,
      sortOrder: i + 1,
    }),
  );
  const audit = firstAudit('test');
  await putItems([
    toItem(PlanogramEntity, planogram, audit),
    ...rows.map((row) => toItem(PlanogramDataRowEntity, row, audit)),
  ] as unknown as Record<string, unknown>[]);
  const traitDescription = `Order test trait ${id}`;
  const traitId = await nextId('jobTrait');
  await jobTraits.create(
    { id: traitId, jobId, traitDescription, planogramId: id, planogramCode: planogram.planogramCode },
    'test',
  );
  return { planogram, rows, traitDescription, traitId };
}

/** Rewrites a data row (a later planogram edit), e.g. to prove that order lines keep what they copied. */
export async function rewriteTestDataRow(row: PlanogramDataRow): Promise<void> {
  await putItems([toItem(PlanogramDataRowEntity, row, firstAudit('test'))] as unknown as Record<string, unknown>[]);
}

/** Marks an order Exported as the order export would (its claim and date), through the entity. */
export async function markTestOrderExported(order: Order & { version: number; createdAt: string; createdBy: string }) {
  const exported: Order = {
    ...order,
    status: 'Exported',
    exportId: `test-${order.id}`,
    exportDate: new Date().toISOString(),
    exportFileName: `Orders_test_${order.id}.xlsx`,
    exportedBy: 'test',
  };
  const audit = nextAudit({ ...order, modifiedAt: order.createdAt, modifiedBy: order.createdBy }, 'test');
  await putItems([toItem(OrderEntity, exported, audit)] as unknown as Record<string, unknown>[]);
}
