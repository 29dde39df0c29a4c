import { addDays } from '../../functions/common/dates.ts';
import { putItems } from '../../functions/data/batch.ts';
import { JobTraitEntity } from '../../functions/data/entities/job-trait.entity.ts';
import { type Order, OrderEntity } from '../../functions/data/entities/order.entity.ts';
import { type OrderLine, OrderLineEntity, orderLineId } from '../../functions/data/entities/order-line.entity.ts';
import { type Planogram, PlanogramEntity } from '../../functions/data/entities/planogram.entity.ts';
import {
  type PlanogramDataRow,
  PlanogramDataRowEntity,
} from '../../functions/data/entities/planogram-data-row.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import { uniqueMarkerItem } from '../../functions/data/entities/unique-marker.entity.ts';
import { firstAudit, toItem, uniqueKey } from '../../functions/data/entity.ts';
import { nextId } from '../../functions/data/repository.ts';
import { putNewServices } from '../../functions/data/schedule/services.repository.ts';
import { newService } from '../../functions/domain/schedule/new-service.ts';
import type { DemoData } from '../demo/generate.ts';

/*
 * The order benches' data (issue 16), written with the product's own entities in lanes: a planogram of `rows` data
 * rows linked through a job trait to the services of one job; `orders` submitted orders of `lines` lines each on as
 * many services (the NotExported list and the export); and live services of merch on the same trait to scan into.
 */
export interface OrdersBenchData {
  jobId: number;
  supplierId: number;
  planogramId: number;
  upcs: string[];
  orderIds: number[];
  /** Live services of merch whose trait leads to the planogram: one per scan run. */
  scanServiceIds: number[];
}

const TRAIT = 'Bench aisle';
const FROM = '2038-06-01';

export async function seedOrdersBench(
  demo: Pick<DemoData, 'stores' | 'jobs' | 'jobProducts' | 'retailers' | 'employees'>,
  counts: { rows: number; orders: number; lines: number; scanServices: number },
): Promise<OrdersBenchData> {
  const jobProduct = demo.jobProducts.find((p) => demo.jobs.find((j) => j.id === p.jobId && !j.isInactive));
  const job = demo.jobs.find((j) => j.id === jobProduct?.jobId);
  const worker = demo.employees.find((e) => e.code === 'merch');
  if (!job || !jobProduct || !worker) throw new Error('no active demo job with a product, or no merch');
  const stores = demo.stores.filter((s) => s.retailerId === job.retailerId);
  const retailerName = demo.retailers.find((r) => r.id === job.retailerId)?.name ?? '';
  const audit = firstAudit('bench');

  const planogram: Planogram = {
    id: await nextId('planogram'),
    planogramCode: `BENCH-${Date.now()}`,
    category: 'End Cap',
    planogramType: 'Shelf',
    numberOfColumns: 10,
    numberOfRows: 0,
    numberOfHeaderRows: 0,
    dataRowsCount: counts.rows,
    layoutCellsCount: 0,
    inactive: false,
  };
  const firstRow = await nextId('planogramData', counts.rows);
  const rows: PlanogramDataRow[] = Array.from({ length: counts.rows }, (_, i) => ({
    id: firstRow + i,
    planogramId: planogram.id,
    slotCode: `S${i + 1}`,
    itemCode: `BENCH${i + 1}`,
    upc: String(700_000_000_000 + i),
    itemDescription: `Bench item ${i + 1}`,
    cost: 2.5,
    retail: 3.99,
    quantity: 6,
    sortOrder: i + 1,
  }));
  const markers = (
    record: PlanogramDataRow | Planogram,
    entity: typeof PlanogramDataRowEntity | typeof PlanogramEntity,
  ) =>
    (entity.unique ?? []).flatMap((field) => {
      const keys = uniqueKey(entity as never, field as never, record as never);
      return keys ? [uniqueMarkerItem(keys, record.id)] : [];
    });
  await putItems(
    [
      toItem(PlanogramEntity, planogram, audit),
      ...markers(planogram, PlanogramEntity),
      ...rows.flatMap((row) => [toItem(PlanogramDataRowEntity, row, audit), ...markers(row, PlanogramDataRowEntity)]),
      toItem(
        JobTraitEntity,
        {
          id: await nextId('jobTrait'),
          jobId: job.id,
          traitDescription: TRAIT,
          planogramId: planogram.id,
          planogramCode: planogram.planogramCode,
        },
        audit,
      ),
    ] as never[],
    { lanes: 8 },
  );

  const total = counts.orders + counts.scanServices;
  const firstService = await nextId('service', total);
  const services: Service[] = Array.from({ length: total }, (_, i) => {
    const earliestDate = addDays(FROM, i % 28);
    const service = newService({
      id: firstService + i,
      store: stores[i % stores.length] as (typeof stores)[number],
      retailerName,
      job,
      jobProduct,
      earliestDate,
      latestDate: addDays(earliestDate, 2),
      timeLimit: 2,
      trait: TRAIT,
      merchandiser: { id: worker.id, name: `${worker.firstName} ${worker.lastName}` },
      isActivated: true,
    });
    return service;
  });
  for (let i = 0; i < services.length; i += 1000) await putNewServices(services.slice(i, i + 1000), 'bench');

  const firstOrder = await nextId('order', counts.orders);
  const firstLine = await nextId('orderDetail', counts.orders * counts.lines);
  const orders: Order[] = [];
  const lines: OrderLine[] = [];
  services.slice(0, counts.orders).forEach((service, o) => {
    const order: Order = {
      id: firstOrder + o,
      serviceId: service.id,
      jobId: job.id,
      supplierId: job.supplierId,
      storeNumber: service.storeNumber,
      planogramId: planogram.id,
      planogramCode: planogram.planogramCode,
      category: planogram.category,
      merchandiserId: worker.id,
      status: 'Submitted',
      noCountNeeded: false,
      poNumber: `${service.storeNumber}-${firstOrder + o}`,
      lineCount: counts.lines,
      totalQuantity: counts.lines * 2,
      submittedAt: `${service.earliestDate}T17:00:00.000Z`,
      submittedBy: 'merch',
    };
    orders.push(order);
    for (let l = 0; l < counts.lines; l++) {
      const row = rows[(o * 7 + l) % rows.length] as PlanogramDataRow;
      lines.push({
        id: orderLineId(service.id, row.upc),
        serviceId: service.id,
        orderId: order.id,
        orderDetailId: firstLine + o * counts.lines + l,
        planogramDataId: row.id,
        upc: row.upc,
        itemCode: row.itemCode,
        slotNumber: row.slotCode,
        title: row.itemDescription,
        quantity: 2,
        cost: row.cost,
        retail: row.retail,
      });
    }
  });
  await putItems(
    [
      ...orders.map((o) => toItem(OrderEntity, o, audit)),
      ...lines.map((l) => toItem(OrderLineEntity, l, audit)),
    ] as never[],
    { lanes: 8 },
  );
  return {
    jobId: job.id,
    supplierId: job.supplierId,
    planogramId: planogram.id,
    upcs: rows.map((r) => r.upc),
    orderIds: orders.map((o) => o.id),
    scanServiceIds: services.slice(counts.orders).map((s) => s.id),
  };
}
