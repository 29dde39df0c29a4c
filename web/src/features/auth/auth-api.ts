import { type Credentials, type Tokens, TokensSchema } from '@shelfline/shared/contracts/auth.contract';
import { userRoutes } from '@shelfline/shared/routes/user.routes';
import { api } from '../../app/api.ts';

export type LoginKind = 'staff' | 'customer';

/**
 * Signs in through our own API (`user/authenticate`, or `user/authenticateCustomer` for customers),
 * not through Amplify: the API talks to Cognito and hands back the token and refresh token the SPA keeps
 * (000 §7.1).
 */
export function authenticate(kind: LoginKind, credentials: Credentials): Promise<Tokens> {
  const route = kind === 'customer' ? userRoutes.authenticateCustomer : userRoutes.authenticate;
  return api.post(route.path, credentials, { auth: false, schema: TokensSchema });
}
