import { routesOf } from '@shelfline/shared';
import { createApiHandler } from '../../common/api-handler.ts';
import { authenticate } from './authenticate.route.ts';
import { authenticateCustomer } from './authenticate-customer.route.ts';
import { refresh } from './refresh.route.ts';

/** The `user` family: sign-in and token refresh (000 §7.1). */
export const handler = createApiHandler({
  routes: routesOf('user'),
  implementations: [authenticate, authenticateCustomer, refresh],
});
