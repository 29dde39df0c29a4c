import type { NotExportedRow, OrderHistoryRow } from '@shelfline/shared/contracts/order-export.contract';
import { inLanes } from '../../common/in-lanes.ts';
import {
  exportedOrdersOfJob,
  linesOfOrders,
  notExportedOrdersOfJob,
  orderExportsByIds,
  type StoredOrder,
} from '../../data/content/order-export.repository.ts';
import type { Job } from '../../data/entities/job.entity.ts';
import { listJobsOfSupplier } from '../../data/master-data/master-data.repository.ts';
import { jobOfSupplier, merchandiserNames } from './order-context.ts';
import { notExportedRow, rowsOfOrder } from './order-rows.ts';
import { workbookLink } from './store-workbook.ts';

/*
 * The two tabs of Order Maintenance (002 §2; brief §9b): NotExported, the lines of a job's submitted orders not yet
 * exported (one Query of the sparse index, then the order partitions in lanes); History, the heads of exported
 * orders by export date (no line reads), each with a short-lived link to its export's kept file.
 */

/** GET orderExport: one row per line, grouped by order (ascending order id); No Count Required → one row. */
export async function listNotExported(supplierId: number, jobId: number): Promise<NotExportedRow[]> {
  const job = await jobOfSupplier(jobId, supplierId);
  const [orders, merchandiserName] = await Promise.all([notExportedOrdersOfJob(job.id), merchandiserNames()]);
  const lines = await linesOfOrders(orders.filter((o) => !o.noCountNeeded));
  const context = { jobs: new Map([[job.id, job]]), merchandiserName };
  return orders.flatMap((order) => rowsOfOrder(order, lines.get(order.id) ?? [], context).map(notExportedRow));
}

const startOfMonth = (today: string) => `${today.slice(0, 8)}01`;

/**
 * GET orderExport/history: exported orders of the job (or of every job of the supplier) whose export date lies in
 * from..to (default: the start of the month of `toDate` to today, UTC; brief O8), newest export first.
 */
export async function listHistory(query: {
  supplierId: number;
  jobId?: number;
  fromDate?: string;
  toDate?: string;
}): Promise<OrderHistoryRow[]> {
  const today = new Date().toISOString().slice(0, 10);
  const toDate = query.toDate ?? today;
  const fromDate = query.fromDate ?? startOfMonth(toDate);
  const jobs: Job[] =
    query.jobId === undefined
      ? await listJobsOfSupplier(query.supplierId)
      : [await jobOfSupplier(query.jobId, query.supplierId)];
  const [ofJobs, merchandiserName] = await Promise.all([
    inLanes(jobs, 8, (job) => exportedOrdersOfJob(job.id, fromDate, toDate)),
    merchandiserNames(),
  ]);
  const orders = ofJobs.flat().sort(newestExportFirst);
  const links = await fileLinks(orders);
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  return orders.map((order) => {
    const job = jobById.get(order.jobId);
    const link = links.get(order.exportId ?? '');
    return {
      orderId: order.id,
      merchandiser: merchandiserName(order.merchandiserId),
      supplier: job?.supplier ?? '',
      retailer: job?.retailer ?? '',
      jobNumber: job?.jobNumber ?? '',
      storeNumber: order.storeNumber,
      planogramCode: order.planogramCode ?? '',
      noOrderNeeded: order.noCountNeeded,
      submittedDate: order.submittedAt ?? '',
      exportDate: order.exportDate ?? '',
      exportFileName: order.exportFileName ?? '',
      exportedBy: order.exportedBy ?? '',
      ...(link ? { fileUrl: link.url, fileUrlExpiresAt: link.expiresAt } : {}),
    };
  });
}

function newestExportFirst(a: StoredOrder, b: StoredOrder): number {
  return (b.exportDate ?? '').localeCompare(a.exportDate ?? '') || a.id - b.id;
}

/**
 * One link per export of the rows (a handful: an export holds many orders), to the file its record keeps. Issued
 * here, after the route's role check (ordersExport): History needs no download route of its own (brief O11).
 */
async function fileLinks(orders: readonly StoredOrder[]): Promise<Map<string, { url: string; expiresAt: string }>> {
  const exports = await orderExportsByIds(orders.map((o) => o.exportId ?? '').filter(Boolean));
  const kept = [...exports.values()].filter((e) => e.state === 'Exported' && e.fileKey);
  const links = await Promise.all(kept.map((e) => workbookLink(e.fileKey ?? '', e.fileName ?? `${e.id}.xlsx`)));
  return new Map(kept.map((e, i) => [e.id, links[i] as { url: string; expiresAt: string }]));
}
