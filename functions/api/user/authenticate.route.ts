import { userRoutes } from '@shelfline/shared/routes/user.routes';
import { implement } from '../../common/api-handler.ts';
import { env } from '../../common/env.ts';
import { signIn } from './sign-in.ts';

export const authenticate = implement(userRoutes.authenticate, ({ body, log }) =>
  signIn('employee', env.staffClientId, body, log),
);
