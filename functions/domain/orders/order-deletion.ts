import { ConflictError } from '../../common/http-errors.ts';
import { deleteOrderLines, orderHeadDeleteItem, readOrderPartition } from '../../data/content/orders.repository.ts';
import type { TransactItem } from '../../data/repository.ts';

/*
 * What deleting a service (`DELETE schedule`) does to its order (brief §8e, O7): a submitted or exported order refuses
 * the delete (409: it is on its way to the supplier); an open order goes with the service — its head in the
 * service's transaction (conditioned on still being open, so a submit in between is not lost), its lines after it
 * (an order may hold hundreds, more than a transaction takes).
 */

export async function orderDeletion(serviceId: number): Promise<{ items: TransactItem[]; upcs: string[] }> {
  const { order, lines } = await readOrderPartition(serviceId);
  if (order && order.status !== 'Unsubmitted')
    throw new ConflictError(
      `Service ${serviceId} has ${order.status === 'Exported' ? 'an exported' : 'a submitted'} order (${order.id}): it cannot be deleted.`,
    );
  return { items: order ? [orderHeadDeleteItem(serviceId)] : [], upcs: lines.map((l) => l.upc) };
}

export { deleteOrderLines };
