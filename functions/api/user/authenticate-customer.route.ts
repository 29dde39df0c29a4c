import { userRoutes } from '@shelfline/shared/routes/user.routes';
import { implement } from '../../common/api-handler.ts';
import { env } from '../../common/env.ts';
import { signIn } from './sign-in.ts';

export const authenticateCustomer = implement(userRoutes.authenticateCustomer, ({ body, log }) =>
  signIn('customer', env.customerClientId, body, log),
);
