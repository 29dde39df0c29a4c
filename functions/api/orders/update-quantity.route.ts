import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { implement } from '../../common/api-handler.ts';
import { setLineQuantity } from '../../domain/orders/order-lines.ts';

/** PATCH orders/detail/quantity?serviceId=&orderDetailId=&quantity= : the exact quantity; 0 removes the line. */
export const updateQuantity = implement(ordersRoutes.updateQuantity, ({ query, auth }) => setLineQuantity(query, auth));
