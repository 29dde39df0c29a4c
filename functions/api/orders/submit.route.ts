import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { implement } from '../../common/api-handler.ts';
import { submitOrder } from '../../domain/orders/order-state.ts';

/** POST orders/submit: lines, or No Count Required without lines; gives the PO number. Answers the header. */
export const submit = implement(ordersRoutes.submit, ({ body, auth }) => submitOrder(body, auth));
