import { createOrder, getOrderOfService, type StoredOrder } from '../../data/content/orders.repository.ts';
import type { Order } from '../../data/entities/order.entity.ts';
import { jobs } from '../../data/master-data/master-data.repository.ts';
import { nextId } from '../../data/repository.ts';
import type { StoredService } from '../../data/schedule/schedule.repository.ts';
import { planogramOfService } from './planogram-of-service.ts';

/*
 * The order of a service comes into being with its first scan (or a No Count Required submit): one per service (O10),
 * its own id from the `order` counter, with the planogram resolved now and frozen on it (O1). Two first scans at once
 * both try a conditional put; the loser reads the winner's order (its id is a gap in the counter, harmless).
 */
export async function ensureOrder(
  service: StoredService,
  existing: StoredOrder | undefined,
  by: string,
): Promise<StoredOrder> {
  if (existing) return existing;
  const [planogram, job] = await Promise.all([planogramOfService(service), jobs.get(service.jobId)]);
  const order: Order = {
    id: await nextId('order'),
    serviceId: service.id,
    jobId: service.jobId,
    supplierId: job?.supplierId ?? 0,
    storeNumber: service.storeNumber,
    planogramId: planogram?.id ?? null,
    ...(planogram ? { planogramCode: planogram.planogramCode } : {}),
    ...(planogram?.category ? { category: planogram.category } : {}),
    ...(service.merchandiserId !== undefined ? { merchandiserId: service.merchandiserId } : {}),
    status: 'Unsubmitted',
    noCountNeeded: false,
    lineCount: 0,
    totalQuantity: 0,
  };
  await createOrder(order, by);
  // Ours or a concurrent first scan's: the one stored.
  const winner = await getOrderOfService(service.id);
  if (!winner) throw new Error(`Order of service ${service.id} was neither created nor found.`);
  return winner;
}
