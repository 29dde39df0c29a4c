import type { NotExportedRow, OrderExportField } from '@shelfline/shared/contracts/order-export.contract';
import type { Job } from '../../data/entities/job.entity.ts';
import type { Order } from '../../data/entities/order.entity.ts';
import type { OrderLine } from '../../data/entities/order-line.entity.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import type { Store } from '../../data/entities/store.entity.ts';

/*
 * One row per order line, grouped by order (002 §2 Order Maintenance; brief §9b, §9c): every field a layout may use
 * (shared ORDER_EXPORT_FIELDS), from the order, its line, its job and the names around it. A No Count Required order
 * has no lines: the NotExported table shows it as one 'No order needed' row, the workbook leaves it out.
 */

/** Every export field of one line (or of a No Count Required order, without line fields). */
export type OrderExportRow = Record<OrderExportField, string | number | boolean | null>;

/** What the rows of a job's orders read besides the orders: names, and (for workbooks) services and stores. */
export interface OrderRowContext {
  /** The orders' jobs by id (an export may take orders of several jobs of its supplier). */
  jobs: ReadonlyMap<number, Pick<Job, 'jobNumber' | 'description' | 'retailer' | 'supplier'>>;
  merchandiserName: (id: number | undefined) => string;
  services?: ReadonlyMap<number, Pick<Service, 'storeId' | 'storeName' | 'city' | 'province'>>;
  stores?: ReadonlyMap<number, Pick<Store, 'address1' | 'postalCode'>>;
}

export const NO_ORDER_NEEDED = 'No order needed';

const money = (n: number) => Math.round(n * 100) / 100;

function orderFields(order: Order, context: OrderRowContext) {
  const service = context.services?.get(order.serviceId);
  const store = service ? context.stores?.get(service.storeId) : undefined;
  const job = context.jobs.get(order.jobId);
  return {
    orderId: order.id,
    poNumber: order.poNumber ?? '',
    serviceId: order.serviceId,
    submittedDate: order.submittedAt ?? '',
    merchandiser: context.merchandiserName(order.merchandiserId),
    supplier: job?.supplier ?? '',
    retailer: job?.retailer ?? '',
    jobNumber: job?.jobNumber ?? '',
    jobDescription: job?.description ?? '',
    storeNumber: order.storeNumber,
    storeName: service?.storeName ?? '',
    address1: store?.address1 ?? '',
    city: service?.city ?? '',
    province: service?.province ?? '',
    postalCode: store?.postalCode ?? '',
    planogramCode: order.planogramCode ?? '',
    category: order.category ?? '',
    noOrderNeeded: order.noCountNeeded,
  };
}

/** The rows of one order: one per line; a No Count Required order one row without line fields. */
export function rowsOfOrder(order: Order, lines: readonly OrderLine[], context: OrderRowContext): OrderExportRow[] {
  const head = orderFields(order, context);
  if (order.noCountNeeded || lines.length === 0)
    return [
      {
        ...head,
        slotNumber: '',
        itemCode: '',
        upc: '',
        title: NO_ORDER_NEEDED,
        quantity: null,
        cost: null,
        retail: null,
        extendedCost: null,
        extendedRetail: null,
      },
    ];
  return lines.map((line) => ({
    ...head,
    slotNumber: line.slotNumber,
    itemCode: line.itemCode,
    upc: line.upc,
    title: line.title,
    quantity: line.quantity,
    cost: money(line.cost),
    retail: money(line.retail),
    extendedCost: money(line.quantity * line.cost),
    extendedRetail: money(line.quantity * line.retail),
  }));
}

/** A row of the NotExported table (002 §3 Not-exported order row). */
export function notExportedRow(row: OrderExportRow): NotExportedRow {
  return {
    orderId: row.orderId as number,
    serviceId: row.serviceId as number,
    merchandiser: String(row.merchandiser),
    retailer: String(row.retailer),
    jobNumber: String(row.jobNumber),
    storeNumber: row.storeNumber as number,
    category: String(row.category),
    title: String(row.title),
    upc: String(row.upc),
    poNumber: String(row.poNumber),
    quantity: row.quantity as number | null,
    cost: row.cost as number | null,
    retail: row.retail as number | null,
    noOrderNeeded: row.noOrderNeeded as boolean,
  };
}
