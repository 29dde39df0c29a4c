import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Order (002 §2 Orders, Order Entry, §4 Order): what the merchandiser scanned for one service against its planogram,
 * one per service, in the service's own partition beside its lines (order-line.entity.ts), so one Query reads the
 * order whole. States: Unsubmitted → Submitted (→ Unsubmitted by staff) → Exported (terminal).
 *
 * | access pattern                                      | pattern        | index | key                                                      |
 * |-----------------------------------------------------|----------------|-------|----------------------------------------------------------|
 * | order of a service                                  |                | table | pk `SERVICE#<serviceId>`, sk `ORDER`                     |
 * | order head and lines                                | `ofService`    | table | pk `SERVICE#<serviceId>`, sk begins `ORDER`              |
 * | service, order head and lines (a scan: one Query)   | `withService`  | table | pk `SERVICE#<serviceId>`, sk `ORDER` … `SERVICE`         |
 * | order by its id (`orders/detail`, unsubmit, export) | `byId`         | gsi1  | `ORDER#<orderId>` / `ORDER`                              |
 * | submitted, not exported orders of a job (sparse)    | `notExported`  | gsi2  | `ORDERS#NOTEXPORTED#JOB#<jobId>` / `<orderId, 10 digits>` |
 * | exported orders of a job by export date (History)   | `exported`     | gsi3  | `ORDERS#EXPORTED#JOB#<jobId>` / `<exportDate>#<orderId10>` |
 * | orders of a planogram (a planogram in use is not    | `ofPlanogram`  | gsi4  | `PLANOGRAM#<planogramId>#ORDERS` / `<orderId10>` (keys only: |
 * | deleted)                                            |                |       | gsi4 projects `row`, which an order has not)             |
 *
 * The planogram is frozen on the order when it is created; lines copy their item data at scan time, so a later
 * planogram edit never rewrites an order. An export claims orders conditionally (`exportId`), so two exports of the
 * same orders cannot both take them.
 */
export type OrderStatus = 'Unsubmitted' | 'Submitted' | 'Exported';

export interface Order {
  /** The spec's orderId, from the `order` counter. */
  id: number;
  serviceId: number;
  jobId: number;
  supplierId: number;
  storeNumber: number;
  /** Null when the service has no planogram: only a No Count Required submit is possible. */
  planogramId: number | null;
  planogramCode?: string;
  /** The planogram's category (PLNCAT), copied for the order tables and exports. */
  category?: string;
  merchandiserId?: number;
  status: OrderStatus;
  noCountNeeded: boolean;
  /** `<storeNumber>-<orderId>`, given at submit. */
  poNumber?: string;
  lineCount: number;
  totalQuantity: number;
  submittedAt?: string;
  submittedBy?: string;
  /** The export holding a claim on the order, then the one that exported it. */
  exportId?: string;
  exportDate?: string;
  exportFileName?: string;
  exportedBy?: string;
}

const id10 = (id: number) => String(id).padStart(10, '0');
export const ORDER_SK = 'ORDER';
export const orderOfServiceKey = (serviceId: number) => ({ pk: `SERVICE#${serviceId}`, sk: ORDER_SK });
export const notExportedOfJobKey = (jobId: number) => `ORDERS#NOTEXPORTED#JOB#${jobId}`;
export const exportedOfJobKey = (jobId: number) => `ORDERS#EXPORTED#JOB#${jobId}`;
export const ordersOfPlanogramKey = (planogramId: number) => `PLANOGRAM#${planogramId}#ORDERS`;

/** Keyed by its service (one order per service); `serviceId` must be on the record. */
export const OrderEntity = defineEntity<Order>({
  name: 'order',
  key: (_id, record) => {
    if (record?.serviceId === undefined) throw new Error('An order is keyed by its service');
    return orderOfServiceKey(record.serviceId);
  },
  indexes: {
    gsi1: (o) => ({ pk: `ORDER#${o.id}`, sk: ORDER_SK }),
    gsi2: (o) =>
      o.status === 'Submitted' && o.exportId === undefined
        ? { pk: notExportedOfJobKey(o.jobId), sk: id10(o.id) }
        : undefined,
    gsi4: (o) => (o.planogramId ? { pk: ordersOfPlanogramKey(o.planogramId), sk: id10(o.id) } : undefined),
    gsi3: (o) =>
      o.status === 'Exported' && o.exportDate
        ? { pk: exportedOfJobKey(o.jobId), sk: `${o.exportDate}#${id10(o.id)}` }
        : undefined,
  },
});

export const OrderPatterns = definePatterns({
  /** the order head and its lines */
  ofService: {
    index: 'table',
    key: (serviceId: number) => ({ pk: `SERVICE#${serviceId}`, sk: { beginsWith: ORDER_SK } }),
  },
  /**
   * the service item, the order head and its lines in one Query: the sort keys between `ORDER` and `SERVICE` (the
   * service report's items sort in between; the reader keeps only what it asks for by `type`)
   */
  withService: {
    index: 'table',
    key: (serviceId: number) => ({ pk: `SERVICE#${serviceId}`, sk: { between: [ORDER_SK, 'SERVICE'] } }),
  },
  /** orders of a planogram */
  ofPlanogram: { index: 'gsi4', key: (planogramId: number) => ({ pk: ordersOfPlanogramKey(planogramId) }) },
  /** an order by its id */
  byId: { index: 'gsi1', key: (orderId: number) => ({ pk: `ORDER#${orderId}` }) },
  /** submitted orders of a job not yet exported */
  notExported: { index: 'gsi2', key: (jobId: number) => ({ pk: notExportedOfJobKey(jobId) }) },
  /** exported orders of a job, export date from..to (ISO timestamps; `to` inclusive of its day) */
  exported: {
    index: 'gsi3',
    key: (jobId: number, from: string, to: string) => ({
      pk: exportedOfJobKey(jobId),
      sk: { between: [from, `${to}~`] },
    }),
  },
});
