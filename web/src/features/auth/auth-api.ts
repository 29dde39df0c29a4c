import type { Credentials, Tokens } from '@shelfline/shared/contracts/auth.contract';
import { userRoutes } from '@shelfline/shared/routes/user.routes';
import { callRoute } from '../../app/api.ts';

export type LoginKind = 'staff' | 'customer';

/**
 * Signs in through our own API (`user/authenticate`, or `user/authenticateCustomer` for customers),
 * not through Amplify: the API talks to Cognito and hands back the token and refresh token the SPA keeps
 * (000 §7.1). The login screens are shown only without a session, so the call goes out without a token.
 */
export function authenticate(kind: LoginKind, credentials: Credentials): Promise<Tokens> {
  const route = kind === 'customer' ? userRoutes.authenticateCustomer : userRoutes.authenticate;
  return callRoute(route, { body: credentials });
}
