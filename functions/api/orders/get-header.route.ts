import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { implement } from '../../common/api-handler.ts';
import { headerOf, loadOrderPartition } from '../../domain/orders/order-state.ts';

/** GET orders/header?serviceId= : the service's order header (planogramId null: no planogram, No Count Required only). */
export const getHeader = implement(ordersRoutes.getHeader, async ({ query, auth }) => {
  const { service, order } = await loadOrderPartition(query.serviceId, auth);
  return headerOf(service, order, auth);
});
