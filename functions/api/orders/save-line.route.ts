import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { implement } from '../../common/api-handler.ts';
import { scanLine } from '../../domain/orders/order-lines.ts';

/** POST orders: one scan (adds `quantity` of `upc`, or subtracts it with `isDelete`); answers the order's lines. */
export const saveLine = implement(ordersRoutes.saveLine, ({ body, auth }) => scanLine(body, auth));
