import type { Role } from '@shelfline/shared';
import type { Caller } from '../../common/caller.ts';
import { ConflictError, NotFoundError } from '../../common/http-errors.ts';
import type { StoredOrder } from '../../data/content/orders.repository.ts';
import type { StoredService } from '../../data/schedule/schedule.repository.ts';

/*
 * Who reaches a service's order (brief §8c, R4): staff with order access (admin, accountManager, supervisor) reach
 * any service; a merchandiser only the services they lead — any other answers 404, as if it did not exist, on every
 * call that names a service or an order. Orders belong to live services: a service not activated answers 409.
 * UnSubmit is also limited by its access area (`ordersUnsubmit`); the header says whether the caller may.
 */

const STAFF: readonly Role[] = ['admin', 'accountManager', 'supervisor'];

export const isOrderStaff = (auth: Caller) => auth.roles.some((role) => STAFF.includes(role));

export const serviceNotFound = (id: number) => new NotFoundError(`Service ${id} was not found.`);
export const orderNotFound = (id: number) => new NotFoundError(`Order ${id} was not found.`);
export const orderExported = (id: number) => new ConflictError(`Order ${id} has been exported.`);
export const orderSubmitted = (id: number) => new ConflictError(`Order ${id} is submitted.`);

/** The service when the caller may reach it (404 otherwise) and it is activated (409 otherwise). */
export function checkServiceAccess(service: StoredService | undefined, serviceId: number, auth: Caller): StoredService {
  if (!service) throw serviceNotFound(serviceId);
  if (!isOrderStaff(auth)) {
    const personId = auth.personType === 'employee' ? Number(auth.personId) : Number.NaN;
    if (!Number.isInteger(personId) || service.merchandiserId !== personId) throw serviceNotFound(serviceId);
  }
  if (!service.isActivated) throw new ConflictError(`Service ${serviceId} is not activated.`);
  return service;
}

/** Refuses a change of lines unless the order is open (409: submitted, or exported for good). */
export function checkOrderOpen(order: StoredOrder): void {
  if (order.status === 'Exported') throw orderExported(order.id);
  if (order.status === 'Submitted') throw orderSubmitted(order.id);
}

/** A stale `orderId` from the screen (another order than the service's) is refused rather than guessed at. */
export function checkSameOrder(sent: number | null | undefined, order: StoredOrder | undefined, serviceId: number) {
  if (!sent) return;
  if (order?.id !== sent)
    throw new ConflictError(`Order ${sent} is not the order of service ${serviceId}. Reload the order and try again.`);
}
