import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { implement } from '../../common/api-handler.ts';
import { linesOfOrder } from '../../domain/orders/order-state.ts';

/** GET orders/detail?orderId= : the order's lines, newest scan first. */
export const getDetail = implement(ordersRoutes.getDetail, ({ query, auth }) => linesOfOrder(query.orderId, auth));
