import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { implement } from '../../common/api-handler.ts';
import { unsubmitOrder } from '../../domain/orders/order-state.ts';

/** POST orders/{orderId}/unsubmit (admin, accountManager, supervisor): 409 once exported. Answers the header. */
export const unsubmit = implement(ordersRoutes.unsubmit, ({ params, auth }) => unsubmitOrder(params.orderId, auth));
