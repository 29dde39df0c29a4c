import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { implement } from '../../common/api-handler.ts';
import { servicesForOrders } from '../../domain/orders/order-list.ts';

/** POST orders/jobs (Orders - Select Service): a merchandiser's live services, paged; a merchandiser gets their own. */
export const listJobs = implement(ordersRoutes.listJobs, ({ body, auth }) => servicesForOrders(body, auth));
