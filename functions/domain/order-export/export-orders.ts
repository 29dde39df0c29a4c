import { randomUUID } from 'node:crypto';
import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import { ConflictError } from '../../common/http-errors.ts';
import { lanesAhead } from '../../common/in-lanes.ts';
import {
  abandonExport,
  claimOrders,
  ExportFenceError,
  getOrderExport,
  linesOfOrderInPartition,
  markOrdersExported,
  ORDER_LANES,
  OrdersRefusedError,
  ordersByIds,
  recordExportClaim,
  releaseOrders,
  type StoredOrder,
} from '../../data/content/order-export.repository.ts';
import { getOrderExportLayout } from '../../data/content/order-export-layouts.repository.ts';
import type { OrderExport } from '../../data/entities/order-export.entity.ts';
import { STALE_EXPORT_MS } from '../../data/schedule/services.repository.ts';
import { workbookContext } from './order-context.ts';
import { type OrderExportRow, rowsOfOrder } from './order-rows.ts';
import { deleteWorkbook, orderExportFileKey, storeWorkbook, workbookLink } from './store-workbook.ts';
import { invalidLayout, workbookColumns } from './workbook-columns.ts';

/*
 * POST orderExport/excel (002 §7; brief §9c, rule R7): the selected orders of a supplier into one workbook with a
 * layout's columns, then Exported. The steps, each safe to lose halfway:
 *
 *   1. check    every order Submitted, not exported, of the supplier (409 naming the others); claims of an export
 *               abandoned for more than two minutes (a crashed Lambda) are undone first;
 *   2. claim    the export's item (Claimed), then each order conditionally, in ascending id — of two exports of the
 *               same orders one gets them, the other is refused (409) and takes back what it claimed;
 *   3. file     streamed into the files bucket, kept for History;
 *   4. mark     Exported with date, file and who, while the export is still Claimed;
 *   5. answer   a short-lived link to the file.
 *
 * Any failure after the claim undoes the export (Abandoned, orders released, file deleted), so an order is either
 * exported with its file or back in NotExported: never half-marked.
 */

export interface ExportOrdersInput {
  orderIds: readonly number[];
  supplierId: number;
  layoutId: number;
  by: string;
}

/** Orders_YYYYMMDD_HHmmss.xlsx (002 §7's fallback name, with the export's UTC time). */
export function orderExportFileName(at: string): string {
  const digits = at.replace(/[-:]/g, '');
  return `Orders_${digits.slice(0, 8)}_${digits.slice(9, 15)}.xlsx`;
}

export async function exportOrders(input: ExportOrdersInput): Promise<ExportedFile> {
  const kept = await exportOrdersToFile(input);
  return { fileName: kept.fileName, ...(await workbookLink(kept.fileKey, kept.fileName)), rows: kept.rows };
}

/** An order export's kept file (files bucket). */
export interface KeptOrderExport {
  fileKey: string;
  fileName: string;
  rows: number;
}

/** Steps 1-4: the button's export and a scheduled one (brief §7.4) alike; answers the kept file. */
export async function exportOrdersToFile(input: ExportOrdersInput): Promise<KeptOrderExport> {
  const layout = await getOrderExportLayout(input.layoutId);
  if (!layout) throw invalidLayout();
  const columns = workbookColumns(layout.columns);
  const orders = await checkedOrders(input);
  const exported = await claim(orders, input);
  try {
    const context = await workbookContext(orders, new Set(layout.columns.map((c) => c.field)));
    const rows = await storeWorkbook(exported.fileKey ?? '', columns, pagesOf(orders, context));
    const exportedAt = new Date().toISOString();
    await markOrdersExported({ ...exported, rows, exportedAt }, orders, input.by);
    return { fileKey: exported.fileKey ?? '', fileName: exported.fileName ?? '', rows };
  } catch (error) {
    await undoExport(exported, input.by);
    if (error instanceof ExportFenceError)
      throw new ConflictError('The export took too long and was undone: nothing was exported. Export again.');
    if (error instanceof OrdersRefusedError)
      throw new ConflictError(
        `Orders ${error.orderIds.join(', ')} changed while they were exported: nothing was exported. Load and export again.`,
      );
    throw error;
  }
}

/** The rows of the orders a page per order, each order's lines read ahead in lanes while earlier pages are written. */
async function* pagesOf(
  orders: readonly StoredOrder[],
  context: Parameters<typeof rowsOfOrder>[2],
): AsyncGenerator<OrderExportRow[]> {
  const lines = lanesAhead(orders, ORDER_LANES, linesOfOrderInPartition);
  for (const [i, order] of orders.entries()) {
    const ofOrder = await (lines[i] as Promise<Awaited<ReturnType<typeof linesOfOrderInPartition>>>);
    // A No Count Required order has nothing to order: no row in the file (brief §9c).
    if (!order.noCountNeeded && ofOrder.length > 0) yield rowsOfOrder(order, ofOrder, context);
  }
}

/**
 * Step 1. The orders of the ids, each Submitted, unclaimed and of the supplier; 409 naming the others. An order held
 * by an export that stopped more than two minutes ago (or was abandoned) is released first and counts as free.
 */
export async function checkedOrders(input: Pick<ExportOrdersInput, 'orderIds' | 'supplierId' | 'by'>) {
  const ids = [...new Set(input.orderIds)].sort((a, b) => a - b);
  let orders = await ordersByIds(ids);
  if (await undoStaleClaims(orders, input.by)) orders = await ordersByIds(ids);
  const found = new Map(orders.map((o) => [o.id, o]));
  const problems: [string, (id: number) => boolean][] = [
    ['were not found', (id) => !found.has(id)],
    ['are not orders of this supplier', (id) => found.get(id)?.supplierId !== input.supplierId],
    ['are already exported', (id) => found.get(id)?.status === 'Exported'],
    ['are not submitted', (id) => found.get(id)?.status === 'Unsubmitted'],
    ['are being exported by someone else', (id) => found.get(id)?.exportId !== undefined],
  ];
  const refused = new Set<number>();
  const messages: string[] = [];
  for (const [what, applies] of problems) {
    const these = ids.filter((id) => !refused.has(id) && applies(id));
    for (const id of these) refused.add(id);
    if (these.length > 0) messages.push(`Orders ${these.join(', ')} ${what}.`);
  }
  if (messages.length > 0) throw new ConflictError(messages.join(' '));
  return ids.map((id) => found.get(id) as StoredOrder);
}

/** Undoes the exports holding these orders that are Abandoned or Claimed for longer than two minutes; true if any. */
async function undoStaleClaims(orders: readonly StoredOrder[], by: string, now = Date.now()): Promise<boolean> {
  const held = [...new Set(orders.filter((o) => o.status === 'Submitted' && o.exportId).map((o) => o.exportId ?? ''))];
  let undone = false;
  for (const exportId of held) {
    const exported = await getOrderExport(exportId);
    if (!exported || exported.state === 'Exported') continue;
    const stale = exported.state === 'Abandoned' || now - Date.parse(exported.claimedAt) > STALE_EXPORT_MS;
    if (stale) {
      await undoExport(exported, by);
      undone = true;
    }
  }
  return undone;
}

/** Step 2. Records the export (Claimed) and claims its orders; refused orders → the claim is undone and 409. */
export async function claim(
  orders: readonly StoredOrder[],
  input: Pick<ExportOrdersInput, 'supplierId' | 'layoutId' | 'by'>,
): Promise<OrderExport> {
  const id = randomUUID();
  const claimedAt = new Date().toISOString();
  const exported: OrderExport = {
    id,
    supplierId: input.supplierId,
    layoutId: input.layoutId,
    orderIds: orders.map((o) => o.id),
    serviceIds: orders.map((o) => o.serviceId),
    state: 'Claimed',
    fileKey: orderExportFileKey(id, claimedAt),
    fileName: orderExportFileName(claimedAt),
    by: input.by,
    claimedAt,
  };
  await recordExportClaim(exported, input.by);
  try {
    await claimOrders(id, orders, input.by);
  } catch (error) {
    await undoExport(exported, input.by);
    if (error instanceof OrdersRefusedError)
      throw new ConflictError(`Orders ${error.orderIds.join(', ')} are being exported by someone else.`);
    if (error instanceof ExportFenceError) throw new ConflictError('The export was undone meanwhile. Export again.');
    throw error;
  }
  return exported;
}

/** Undo: the export Abandoned (unless it finished), every order it holds released, its file deleted. */
export async function undoExport(exported: OrderExport, by: string): Promise<void> {
  if (!(await abandonExport(exported.id))) return;
  await releaseOrders(exported, by);
  if (exported.fileKey) await deleteWorkbook(exported.fileKey);
}
