import { defineRoute } from './route.ts';

/** Orders: Select Service and Order Entry (002 §2, §6, §7 Orders). Merchandisers see only their own services and cannot unsubmit. */
export const ordersRoutes = {
  listJobs: defineRoute({
    method: 'POST',
    path: 'orders/jobs',
    access: 'orders',
    summary: 'Services a merchandiser can order for (Orders - Select Service), paged',
  }),
  getDetail: defineRoute({ method: 'GET', path: 'orders/detail', access: 'orders', summary: 'Lines of an order' }),
  getHeader: defineRoute({
    method: 'GET',
    path: 'orders/header',
    access: 'orders',
    summary: 'Order header of a service',
  }),
  submit: defineRoute({ method: 'POST', path: 'orders/submit', access: 'orders', summary: 'Submit an order' }),
  unsubmit: defineRoute({
    method: 'POST',
    path: 'orders/{orderId}/unsubmit',
    access: 'ordersUnsubmit',
    summary: 'Unsubmit an order',
  }),
  saveLine: defineRoute({
    method: 'POST',
    path: 'orders',
    access: 'orders',
    summary: 'Add, change or delete an order line by UPC',
  }),
  updateQuantity: defineRoute({
    method: 'PATCH',
    path: 'orders/detail/quantity',
    access: 'orders',
    summary: 'Change the quantity of an order line',
  }),
} as const;
