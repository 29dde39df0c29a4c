import { ORDER_MESSAGES, type OrderHeader, type OrderLineRow } from '@shelfline/shared/contracts/order.contract';
import type { Caller } from '../../common/caller.ts';
import { BadRequestError, ConflictError } from '../../common/http-errors.ts';
import {
  findOrderById,
  type OrderPartition,
  readOrderPartition,
  replaceOrder,
  type StoredOrder,
} from '../../data/content/orders.repository.ts';
import type { Order } from '../../data/entities/order.entity.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import type { StoredService } from '../../data/schedule/schedule.repository.ts';
import {
  checkSameOrder,
  checkServiceAccess,
  isOrderStaff,
  orderExported,
  orderNotFound,
  serviceNotFound,
} from './order-access.ts';
import { ensureOrder } from './order-creation.ts';
import { lineRowsOf } from './order-lines.ts';
import { planogramOfService } from './planogram-of-service.ts';

/*
 * The order's states (002 §4 Order; brief §8c): Unsubmitted → Submitted by Submit; back by UnSubmit (staff only, by
 * the route's access area); Exported (by order export) is terminal: UnSubmit answers 409 'Order {id} has been
 * exported.'. Submit needs lines, or No Count Required without lines (the spec's message; O4); it gives the PO number
 * `<storeNumber>-<orderId>` (O5) and who submitted when. Head writes are conditioned on the version read (a scan
 * ADDs to it), retried a few times on fresh reads before answering 409.
 */

const ATTEMPTS = 5;

/** The header of `GET orders/header`: the order's, or what an order of this service would be. */
export async function headerOf(
  service: StoredService,
  order: StoredOrder | undefined,
  auth: Caller,
): Promise<OrderHeader> {
  const [job, planogram] = await Promise.all([
    jobs.get(service.jobId),
    order ? undefined : planogramOfService(service),
  ]);
  return {
    serviceId: service.id,
    orderId: order?.id ?? null,
    planogramId: order ? order.planogramId : (planogram?.id ?? null),
    planogramCode: (order ? order.planogramCode : planogram?.planogramCode) ?? null,
    jobDescription: job?.description ?? service.jobNumber,
    storeNumber: service.storeNumber,
    isOrderSubmitted: order !== undefined && order.status !== 'Unsubmitted',
    status: order?.status ?? null,
    noCountNeeded: order?.noCountNeeded ?? false,
    poNumber: order?.poNumber ?? null,
    canUnsubmit: isOrderStaff(auth) && order?.status === 'Submitted',
  };
}

/** The service's partition after the scope checks (404 out of reach, 409 not activated). */
export async function loadOrderPartition(serviceId: number, auth: Caller) {
  const partition = await readOrderPartition(serviceId);
  const service = checkServiceAccess(partition.service, serviceId, auth);
  return { ...partition, service };
}

/** `GET orders/detail?orderId=`: the lines, after the same scope check as the service's. */
export async function linesOfOrder(orderId: number, auth: Caller): Promise<OrderLineRow[]> {
  const found = await findOrderById(orderId);
  if (!found) throw orderNotFound(orderId);
  const partition = await readOrderPartition(found.serviceId);
  if (!partition.service) throw orderNotFound(orderId);
  try {
    checkServiceAccess(partition.service, found.serviceId, auth);
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    throw orderNotFound(orderId);
  }
  return lineRowsOf(partition.lines);
}

/** `POST orders/submit`. */
export async function submitOrder(
  body: { serviceId: number; orderId?: number | null; noCountNeeded: boolean },
  auth: Caller,
): Promise<OrderHeader> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { service, order: existing, lines } = await loadOrderPartition(body.serviceId, auth);
    checkSameOrder(body.orderId, existing, body.serviceId);
    refuseSubmit(existing, lines, body.noCountNeeded);
    const order = await ensureOrder(service, existing, auth.username);
    const after: Order = {
      ...withoutAudit(order),
      status: 'Submitted',
      noCountNeeded: body.noCountNeeded,
      poNumber: `${order.storeNumber}-${order.id}`,
      submittedAt: new Date().toISOString(),
      submittedBy: auth.username,
    };
    const written = await replaceOrder(order, after, auth.username);
    if (written) return headerOf(service, written, auth);
  }
  throw new ConflictError('The order is being changed by someone else. Try again.');
}

function refuseSubmit(order: StoredOrder | undefined, lines: OrderPartition['lines'], noCountNeeded: boolean) {
  if (order?.status === 'Exported') throw orderExported(order.id);
  if (order?.status === 'Submitted') throw new ConflictError(`Order ${order.id} is already submitted.`);
  if (lines.length === 0 && !noCountNeeded) throw new BadRequestError({ noCountNeeded: [ORDER_MESSAGES.noDetails] });
  if (lines.length > 0 && noCountNeeded)
    throw new BadRequestError({ noCountNeeded: [ORDER_MESSAGES.linesWithNoCount] });
}

/** `POST orders/{orderId}/unsubmit` (staff: the route's access area). */
export async function unsubmitOrder(orderId: number, auth: Caller): Promise<OrderHeader> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const found = await findOrderById(orderId);
    if (!found) throw orderNotFound(orderId);
    const { service, order } = await loadOrderPartition(found.serviceId, auth).catch((error: unknown) => {
      if (error instanceof ConflictError) throw error;
      throw orderNotFound(orderId);
    });
    if (!order) throw serviceNotFound(found.serviceId);
    if (order.status === 'Exported') throw orderExported(order.id);
    if (order.status !== 'Submitted') throw new ConflictError(`Order ${order.id} is not submitted.`);
    // An export holds a claim on it while it writes the file: it is exported in a moment, or released on failure.
    if (order.exportId) throw new ConflictError(`Order ${order.id} is being exported. Try again in a moment.`);
    const { submittedAt: _at, submittedBy: _by, poNumber: _po, ...rest } = withoutAudit(order);
    const written = await replaceOrder(order, { ...rest, status: 'Unsubmitted', noCountNeeded: false }, auth.username);
    if (written) return headerOf(service, written, auth);
  }
  throw new ConflictError('The order is being changed by someone else. Try again.');
}

function withoutAudit(order: StoredOrder): Order {
  const { version: _v, createdAt: _ca, createdBy: _cb, modifiedAt: _ma, modifiedBy: _mb, ...record } = order;
  return record;
}
