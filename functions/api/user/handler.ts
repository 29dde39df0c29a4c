import { userRoutes } from '@shelfline/shared/routes/user.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { authenticate } from './authenticate.route.ts';
import { authenticateCustomer } from './authenticate-customer.route.ts';
import { refresh } from './refresh.route.ts';

/** The `user` family: sign-in and token refresh (000 §7.1). */
export const handler = createApiHandler({
  routes: Object.values(userRoutes),
  implementations: [authenticate, authenticateCustomer, refresh],
});
