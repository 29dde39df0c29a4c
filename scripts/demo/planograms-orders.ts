/**
 * The demo's planograms and orders (issue 16): planograms of the suppliers' products with data rows and, for most,
 * a layout grid; job traits (the trait texts the demo services carry) linked to them; and orders on part of the
 * submitted services whose trait leads to a planogram — some No Count Required, the older half exported in a few
 * batches with their audit — plus an order in progress on a live service of `merch`. Pure and seeded like the rest
 * of the demo (generate.ts). The services it links must carry a trait: `merch`'s first live service gets one here.
 */
import type { Job } from '../../functions/data/entities/job.entity.ts';
import type { JobTrait } from '../../functions/data/entities/job-trait.entity.ts';
import type { Order } from '../../functions/data/entities/order.entity.ts';
import type { OrderExport } from '../../functions/data/entities/order-export.entity.ts';
import type { OrderExportLayout } from '../../functions/data/entities/order-export-layout.entity.ts';
import { type OrderLine, orderLineId } from '../../functions/data/entities/order-line.entity.ts';
import type { Planogram } from '../../functions/data/entities/planogram.entity.ts';
import {
  CELL_TYPES,
  type PlanogramCell,
  planogramCellId,
} from '../../functions/data/entities/planogram-cell.entity.ts';
import type { PlanogramDataRow } from '../../functions/data/entities/planogram-data-row.entity.ts';
import type { Product } from '../../functions/data/entities/product.entity.ts';
import type { Service } from '../../functions/data/entities/service.entity.ts';
import type { Supplier } from '../../functions/data/entities/supplier.entity.ts';
import { createRandom, type Random } from './random.ts';

export interface DemoPlanogramsAndOrders {
  planograms: Planogram[];
  planogramDataRows: PlanogramDataRow[];
  planogramCells: PlanogramCell[];
  jobTraits: JobTrait[];
  orders: Order[];
  orderLines: OrderLine[];
  orderExports: OrderExport[];
  orderExportLayouts: OrderExportLayout[];
}

const CATEGORIES = [
  'Beverage Aisle',
  'Snacks',
  'Dairy Case',
  'Frozen Door',
  'Checkout',
  'End Cap',
  'Health & Beauty Aisle',
];
const TYPES = ['Shelf', 'Pegboard', 'Cooler Door', 'Bin'];
const SIZES = ['12 x 355 mL', '6 x 500 mL', '1.5 L', '2 L', '200 g', '400 g', '1 kg', '24 pack'];
const PLANOGRAMS = 20;

export function generatePlanogramsAndOrders(input: {
  seed: number;
  today: string;
  jobs: readonly Job[];
  products: readonly Product[];
  productSupplier: ReadonlyMap<number, Supplier>;
  suppliers: readonly Supplier[];
  services: Service[];
}): DemoPlanogramsAndOrders {
  const random = createRandom(input.seed + 16);
  const planograms: Planogram[] = [];
  const planogramDataRows: PlanogramDataRow[] = [];
  const planogramCells: PlanogramCell[] = [];
  const suppliers = input.suppliers.filter((s) => !s.isInactive);
  let upcSeed = 60_000_000_000;
  for (let i = 0; i < PLANOGRAMS; i++) {
    const supplier = suppliers[i % suppliers.length] as Supplier;
    const own = input.products.filter((p) => input.productSupplier.get(p.id)?.id === supplier.id);
    const columns = random.int(6, 10);
    const rows = random.int(30, 120);
    const planogram: Planogram = {
      id: i + 1,
      planogramCode: `${supplier.code}-${String(i + 1).padStart(3, '0')}`,
      category: random.pick(CATEGORIES),
      planogramType: random.pick(TYPES),
      comments: i % 3 === 0 ? 'Reset every quarter' : undefined,
      numberOfColumns: columns,
      numberOfRows: 0,
      numberOfHeaderRows: 1,
      dataRowsCount: rows,
      layoutCellsCount: 0,
      inactive: i === PLANOGRAMS - 1,
    };
    const data: PlanogramDataRow[] = Array.from({ length: rows }, (_, r) => {
      const product = own.length > 0 ? (own[r % own.length] as Product) : undefined;
      const cost = random.int(80, 1500) / 100;
      upcSeed += random.int(1, 9000);
      return {
        id: planogramDataRows.length + r + 1,
        planogramId: planogram.id,
        slotCode: `${String.fromCharCode(65 + Math.floor(r / columns))}${(r % columns) + 1}`,
        itemCode: `${supplier.code}${String(1000 + r)}`,
        upc: String(upcSeed).padStart(12, '0'),
        itemDescription: `${product?.description1 ?? supplier.name} ${random.pick(SIZES)}`,
        cost,
        retail: Math.round(cost * random.float(1.25, 1.8, 2) * 100) / 100,
        quantity: random.int(2, 24),
        sortOrder: r + 1,
      };
    });
    planogramDataRows.push(...data);
    // Three in four have their layout (as AutoPopulate builds it): a header row, then the rows left to right.
    if (i % 4 !== 3) {
      const cells = autoLayout(planogram, data, planogramCells.length);
      planogramCells.push(...cells);
      planogram.layoutCellsCount = cells.length;
      planogram.numberOfRows = Math.ceil(rows / columns) + planogram.numberOfHeaderRows;
    }
    planograms.push(planogram);
  }

  // Job traits: the trait texts each job's services carry, the active planogram of the job's supplier on most.
  const jobTraits: JobTrait[] = [];
  const merch = input.services.find((s) => s.merchandiser && s.isActivated && !s.isSubmitted && s.merchandiserId === 4);
  if (merch && !merch.trait) merch.trait = 'Endcap';
  for (const job of input.jobs) {
    const traits = [
      ...new Set(input.services.filter((s) => s.jobId === job.id && s.trait).map((s) => s.trait as string)),
    ];
    const candidates = planograms.filter(
      (p) => !p.inactive && p.planogramCode.startsWith(`${supplierCode(input.suppliers, job)}-`),
    );
    for (const [t, traitDescription] of traits.sort().entries()) {
      const planogram =
        candidates.length > 0 && (t % 4 !== 3 || job.id === merch?.jobId)
          ? candidates[t % candidates.length]
          : undefined;
      jobTraits.push({
        id: jobTraits.length + 1,
        jobId: job.id,
        traitDescription,
        ...(planogram ? { planogramId: planogram.id, planogramCode: planogram.planogramCode } : {}),
      });
    }
  }

  const planogramOf = new Map(
    jobTraits
      .filter((t) => t.planogramId)
      .map((t) => [`${t.jobId}#${t.traitDescription.toLowerCase()}`, t.planogramId as number]),
  );
  const rowsOf = groupRows(planogramDataRows);
  const orders: Order[] = [];
  const orderLines: OrderLine[] = [];
  const supplierOfJob = new Map(input.jobs.map((j) => [j.id, j.supplierId]));
  const cutoff = addDays(input.today, -14);
  const orderOf = (service: Service, planogramId: number, status: Order['status']): Order => {
    const planogram = planograms[planogramId - 1] as Planogram;
    const order: Order = {
      id: orders.length + 1,
      serviceId: service.id,
      jobId: service.jobId,
      supplierId: supplierOfJob.get(service.jobId) ?? 0,
      storeNumber: service.storeNumber,
      planogramId,
      planogramCode: planogram.planogramCode,
      category: planogram.category,
      merchandiserId: service.merchandiserId,
      status,
      noCountNeeded: status !== 'Unsubmitted' && random.chance(0.1),
      lineCount: 0,
      totalQuantity: 0,
    };
    if (!order.noCountNeeded) {
      const rows = random.sample(rowsOf.get(planogramId) ?? [], random.int(status === 'Unsubmitted' ? 2 : 3, 10));
      for (const row of rows) {
        const quantity = random.int(1, 12);
        orderLines.push({
          id: orderLineId(service.id, row.upc),
          serviceId: service.id,
          orderId: order.id,
          orderDetailId: orderLines.length + 1,
          planogramDataId: row.id,
          upc: row.upc,
          itemCode: row.itemCode,
          slotNumber: row.slotCode,
          title: row.itemDescription,
          quantity,
          cost: row.cost,
          retail: row.retail,
        });
        order.lineCount++;
        order.totalQuantity += quantity;
      }
    }
    if (status !== 'Unsubmitted') {
      order.poNumber = `${service.storeNumber}-${order.id}`;
      order.submittedAt =
        service.dateReportSubmitted ?? `${service.completedDate ?? service.earliestDate}T17:00:00.000Z`;
      order.submittedBy = 'demo';
    }
    orders.push(order);
    return order;
  };
  for (const service of input.services) {
    if (!service.isSubmitted || !service.trait) continue;
    const planogramId = planogramOf.get(`${service.jobId}#${service.trait.toLowerCase()}`);
    if (!planogramId || !random.chance(0.3)) continue;
    orderOf(service, planogramId, 'Submitted');
  }
  const merchPlanogram = merch?.trait ? planogramOf.get(`${merch.jobId}#${merch.trait.toLowerCase()}`) : undefined;
  if (merch && merchPlanogram) orderOf(merch, merchPlanogram, 'Unsubmitted');

  // The older half of the submitted orders went out in one export per job and supplier.
  const orderExports: OrderExport[] = [];
  const exportable = orders.filter((o) => o.status === 'Submitted' && (o.submittedAt ?? '') < cutoff);
  const byJob = new Map<number, Order[]>();
  for (const order of exportable)
    if (order.id % 2 === 0) byJob.set(order.jobId, [...(byJob.get(order.jobId) ?? []), order]);
  for (const [jobId, batch] of byJob) {
    const exportId = `demo-export-${jobId}`;
    const exportedAt = `${addDays(cutoff, -random.int(0, 10))}T15:${String(random.int(10, 59))}:00.000Z`;
    const fileName = `Orders_${exportedAt.slice(0, 10).replaceAll('-', '')}_${jobId}.xlsx`;
    for (const order of batch)
      Object.assign(order, {
        status: 'Exported',
        exportId,
        exportDate: exportedAt,
        exportFileName: fileName,
        exportedBy: 'admin',
      });
    orderExports.push({
      id: exportId,
      supplierId: batch[0]?.supplierId ?? 0,
      layoutId: 1,
      orderIds: batch.map((o) => o.id),
      serviceIds: batch.map((o) => o.serviceId),
      state: 'Exported',
      fileKey: `order-exports/${exportedAt.slice(0, 4)}/${exportId}.xlsx`,
      fileName,
      rows: orderLines.filter((l) => batch.some((o) => o.id === l.orderId)).length,
      by: 'admin',
      claimedAt: exportedAt,
      exportedAt,
    });
  }

  const orderExportLayouts: OrderExportLayout[] = [
    {
      id: 2,
      name: 'Golden Leaf purchase order',
      columns: [
        { field: 'poNumber', caption: 'PO #' },
        { field: 'storeNumber', caption: 'Store' },
        { field: 'upc', caption: 'UPC' },
        { field: 'itemCode', caption: 'GLB item' },
        { field: 'title', caption: 'Description' },
        { field: 'quantity', caption: 'Cases' },
        { field: 'cost', caption: 'Unit cost' },
        { field: 'extendedCost', caption: 'Total cost' },
      ],
    },
  ];
  return {
    planograms,
    planogramDataRows,
    planogramCells,
    jobTraits,
    orders,
    orderLines,
    orderExports,
    orderExportLayouts,
  };
}

/** The grid AutoPopulate builds: header cells on the first row, then one data cell per row in sort order. */
function autoLayout(planogram: Planogram, rows: readonly PlanogramDataRow[], firstLayoutId: number): PlanogramCell[] {
  const cells: PlanogramCell[] = [];
  const cell = (row: number, column: number, fields: Partial<PlanogramCell>): PlanogramCell => ({
    id: planogramCellId(planogram.id, row, column),
    planogramId: planogram.id,
    planogramLayoutId: firstLayoutId + cells.length + 1,
    planogramDataId: 0,
    row,
    column,
    rowSpan: 1,
    columnSpan: 1,
    cellType: CELL_TYPES.dataCell,
    caption: '',
    quantity: 0,
    ...fields,
  });
  for (let c = 1; c <= planogram.numberOfColumns; c++)
    cells.push(cell(1, c, { cellType: CELL_TYPES.header, caption: `Column ${c}` }));
  rows.forEach((data, i) => {
    const row = planogram.numberOfHeaderRows + 1 + Math.floor(i / planogram.numberOfColumns);
    const column = (i % planogram.numberOfColumns) + 1;
    cells.push(cell(row, column, { planogramDataId: data.id, caption: data.slotCode, quantity: data.quantity }));
  });
  return cells;
}

function groupRows(rows: readonly PlanogramDataRow[]): Map<number, PlanogramDataRow[]> {
  const grouped = new Map<number, PlanogramDataRow[]>();
  for (const row of rows) grouped.set(row.planogramId, [...(grouped.get(row.planogramId) ?? []), row]);
  return grouped;
}

function supplierCode(suppliers: readonly Supplier[], job: Job): string {
  return suppliers.find((s) => s.id === job.supplierId)?.code ?? '';
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type { Random };
