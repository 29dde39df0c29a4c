import { ordersRoutes } from '@shelfline/shared/routes/orders.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { getDetail } from './get-detail.route.ts';
import { getHeader } from './get-header.route.ts';
import { listJobs } from './list-jobs.route.ts';
import { saveLine } from './save-line.route.ts';
import { submit } from './submit.route.ts';
import { unsubmit } from './unsubmit.route.ts';
import { updateQuantity } from './update-quantity.route.ts';

/**
 * The `orders` family (002 §7 Orders; brief §8): Select Service and Order Entry. Rules live in `domain/orders/`
 * (scope, planogram of a service, lines, states); data in `data/content/orders.repository.ts`.
 */
export const handler = createApiHandler({
  routes: Object.values(ordersRoutes),
  implementations: [listJobs, getHeader, getDetail, saveLine, updateQuantity, submit, unsubmit],
});
