import type { OrderLineInput, OrderLineRow } from '@shelfline/shared/contracts/order.contract';
import type { Caller } from '../../common/caller.ts';
import { ConflictError, NotFoundError } from '../../common/http-errors.ts';
import { backoffDelay, sleep } from '../../data/batch.ts';
import {
  findDataRowByUpc,
  type LineWrite,
  type OrderPartition,
  readOrderPartition,
  type StoredOrder,
  type StoredOrderLine,
  writeLine,
} from '../../data/content/orders.repository.ts';
import { type OrderLine, orderLineId } from '../../data/entities/order-line.entity.ts';
import { nextId } from '../../data/repository.ts';
import { checkOrderOpen, checkSameOrder, checkServiceAccess } from './order-access.ts';
import { ensureOrder } from './order-creation.ts';

/*
 * Order lines (002 §5; brief §8c, O3, R5, R6):
 * - a scan adds `quantity` to the UPC's line, creating it with item code, slot, title, cost and retail copied from
 *   the planogram's data row (a later planogram edit never rewrites them); a UPC outside the order's planogram is 404;
 * - `isDelete` subtracts; the line is removed at 0; subtracting more than the line holds is refused (409), never
 *   clamped, so a mistyped quantity never silently empties a line;
 * - `PATCH …/quantity` sets the exact quantity, 0 removes the line.
 * Each write is conditioned on the quantity read; a write that lost a race is retried on fresh reads, so concurrent
 * scans of one UPC all count on one line. A new line's `orderDetailId` comes from the `orderDetail` counter (as the
 * demo's), read in parallel with the UPC's data row: a new line costs 4 requests in 3 round trips, a repeat scan 2.
 * A scan may carry the client's `scanId`: the line keeps the last 20 it counted (written under the same quantity
 * condition), so a scan sent again after a lost answer is answered without being counted twice. A retried scan that
 * removed its line finds the UPC gone (404) rather than removing anything else.
 */

const RECENT_SCANS = 20;
const withScan = (line: { recentScanIds?: string[] } | undefined, scanId: string | undefined) =>
  scanId ? { recentScanIds: [...(line?.recentScanIds ?? []), scanId].slice(-RECENT_SCANS) } : {};

const ATTEMPTS = 30;

export const lineRowOf = (line: OrderLine): OrderLineRow => ({
  orderDetailId: line.orderDetailId,
  itemCode: line.itemCode,
  slotNumber: line.slotNumber,
  upc: line.upc,
  title: line.title,
  quantity: line.quantity,
  cost: line.cost,
  retail: line.retail,
});

/** Newest scan first, so the line just scanned is at the top of the table. */
export function lineRowsOf(lines: readonly (OrderLine & { createdAt?: string })[]): OrderLineRow[] {
  return [...lines]
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.upc.localeCompare(b.upc))
    .map(lineRowOf);
}

interface Planned {
  write: LineWrite | undefined;
  deltas: { quantity: number; lines: number };
  order: StoredOrder;
}

/** Runs `plan` on fresh reads until its write lands (or it needs none); answers the lines after it. */
async function withRetries(
  serviceId: number,
  auth: Caller,
  plan: (partition: OrderPartition & { service: NonNullable<OrderPartition['service']> }) => Promise<Planned>,
): Promise<OrderLineRow[]> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const partition = await readOrderPartition(serviceId);
    const service = checkServiceAccess(partition.service, serviceId, auth);
    const { write, deltas, order } = await plan({ ...partition, service });
    if (!write) return lineRowsOf(partition.lines);
    const result = await writeLine(serviceId, write, deltas, auth.username);
    if (result === 'written') return lineRowsOf(applied(partition.lines, write));
    if (result === 'orderClosed') {
      const fresh = (await readOrderPartition(serviceId)).order ?? order;
      checkOrderOpen(fresh);
    }
    await sleep(backoffDelay(attempt));
  }
  throw new ConflictError('The order is being changed by someone else. Try again.');
}

/** The lines read with the write applied (what the order holds right after it). */
function applied(lines: readonly StoredOrderLine[], write: LineWrite): (OrderLine & { createdAt?: string })[] {
  if (write.kind === 'create') return [...lines, { ...write.line, createdAt: new Date().toISOString() }];
  const id = write.before.id;
  if (write.kind === 'remove') return lines.filter((l) => l.id !== id);
  return lines.map((l) => (l.id === id ? { ...l, quantity: write.quantity } : l));
}

/** `POST orders`: one scan. */
export function scanLine(input: OrderLineInput, auth: Caller): Promise<OrderLineRow[]> {
  const { serviceId, upc, quantity } = input;
  return withRetries(serviceId, auth, async ({ service, order: existing, lines }) => {
    checkSameOrder(input.orderId, existing, serviceId);
    const line = lines.find((l) => l.upc === upc);
    if (existing && line && input.scanId && line.recentScanIds?.includes(input.scanId))
      return { order: existing, write: undefined, deltas: { quantity: 0, lines: 0 } };
    if (input.isDelete) {
      if (!existing || !line) throw new NotFoundError(`UPC ${upc} is not on this order.`);
      checkOrderOpen(existing);
      if (line.quantity < quantity)
        throw new ConflictError(`Cannot remove ${quantity} of UPC ${upc}: the order has ${line.quantity}.`);
      const left = line.quantity - quantity;
      return {
        order: existing,
        write:
          left === 0
            ? { kind: 'remove', before: line }
            : { kind: 'set', before: line, quantity: left, ...withScan(line, input.scanId) },
        deltas: { quantity: -quantity, lines: left === 0 ? -1 : 0 },
      };
    }
    const order = await ensureOrder(service, existing, auth.username);
    checkOrderOpen(order);
    if (line) {
      return {
        order,
        write: { kind: 'set', before: line, quantity: line.quantity + quantity, ...withScan(line, input.scanId) },
        deltas: { quantity, lines: 0 },
      };
    }
    if (order.planogramId === null)
      throw new ConflictError(`Service ${serviceId} has no planogram: submit it with No Count Required.`);
    const [row, orderDetailId] = await Promise.all([findDataRowByUpc(order.planogramId, upc), nextId('orderDetail')]);
    if (!row) throw new NotFoundError(`UPC ${upc} is not in planogram ${order.planogramCode ?? order.planogramId}.`);
    const created: OrderLine = {
      id: orderLineId(serviceId, upc),
      serviceId,
      orderId: order.id,
      orderDetailId,
      planogramDataId: row.id,
      upc,
      itemCode: row.itemCode,
      slotNumber: row.slotCode,
      title: row.itemDescription,
      quantity,
      cost: row.cost,
      retail: row.retail,
      ...withScan(undefined, input.scanId),
    };
    return { order, write: { kind: 'create', line: created }, deltas: { quantity, lines: 1 } };
  });
}

/** `PATCH orders/detail/quantity`: the exact quantity of a line; 0 removes it. */
export function setLineQuantity(
  query: { serviceId: number; orderDetailId: number; quantity: number },
  auth: Caller,
): Promise<OrderLineRow[]> {
  const { serviceId, orderDetailId, quantity } = query;
  return withRetries(serviceId, auth, async ({ order, lines }) => {
    const line = lines.find((l) => l.orderDetailId === orderDetailId);
    if (!order || !line) throw new NotFoundError(`Order line ${orderDetailId} was not found.`);
    checkOrderOpen(order);
    if (line.quantity === quantity) return { order, write: undefined, deltas: { quantity: 0, lines: 0 } };
    return {
      order,
      write: quantity === 0 ? { kind: 'remove', before: line } : { kind: 'set', before: line, quantity },
      deltas: { quantity: quantity - line.quantity, lines: quantity === 0 ? -1 : 0 },
    };
  });
}
