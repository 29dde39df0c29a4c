import {
  OrderDetailQuerySchema,
  OrderHeaderQuerySchema,
  OrderHeaderSchema,
  OrderIdParamsSchema,
  OrderJobsBodySchema,
  OrderLineInputSchema,
  OrderLinesSchema,
  OrderQuantityQuerySchema,
  OrderServicePageSchema,
  OrderSubmitSchema,
} from '../contracts/order.contract.ts';
import { defineRoute } from './route.ts';

/** Orders: Select Service and Order Entry (002 §2, §6, §7 Orders). Merchandisers see only their own services and cannot unsubmit. */
export const ordersRoutes = {
  listJobs: defineRoute({
    method: 'POST',
    path: 'orders/jobs',
    access: 'orders',
    summary: 'Services a merchandiser can order for (Orders - Select Service), paged',
    body: OrderJobsBodySchema,
    response: OrderServicePageSchema,
  }),
  getDetail: defineRoute({
    method: 'GET',
    path: 'orders/detail',
    access: 'orders',
    summary: 'Lines of an order',
    query: OrderDetailQuerySchema,
    response: OrderLinesSchema,
  }),
  getHeader: defineRoute({
    method: 'GET',
    path: 'orders/header',
    access: 'orders',
    summary: 'Order header of a service',
    query: OrderHeaderQuerySchema,
    response: OrderHeaderSchema,
  }),
  submit: defineRoute({
    method: 'POST',
    path: 'orders/submit',
    access: 'orders',
    summary: 'Submit an order',
    body: OrderSubmitSchema,
    response: OrderHeaderSchema,
  }),
  unsubmit: defineRoute({
    method: 'POST',
    path: 'orders/{orderId}/unsubmit',
    access: 'ordersUnsubmit',
    summary: 'Unsubmit an order',
    params: OrderIdParamsSchema,
    response: OrderHeaderSchema,
  }),
  saveLine: defineRoute({
    method: 'POST',
    path: 'orders',
    access: 'orders',
    summary: 'Add, change or delete an order line by UPC',
    body: OrderLineInputSchema,
    response: OrderLinesSchema,
  }),
  updateQuantity: defineRoute({
    method: 'PATCH',
    path: 'orders/detail/quantity',
    access: 'orders',
    summary: 'Change the quantity of an order line',
    query: OrderQuantityQuerySchema,
    response: OrderLinesSchema,
  }),
} as const;
