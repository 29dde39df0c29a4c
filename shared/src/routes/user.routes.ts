import { CredentialsSchema, RefreshSchema, TokensSchema } from '../contracts/auth.contract.ts';
import { defineRoute } from './route.ts';

/** Sign-in calls (000 §7.1). Public: they are how a caller gets a token. */
export const userRoutes = {
  authenticate: defineRoute({
    method: 'POST',
    path: 'user/authenticate',
    access: 'public',
    summary: 'Sign in a worker with login code and password',
    body: CredentialsSchema,
    response: TokensSchema,
  }),
  authenticateCustomer: defineRoute({
    method: 'POST',
    path: 'user/authenticateCustomer',
    access: 'public',
    summary: 'Sign in a customer user with login code and password',
    body: CredentialsSchema,
    response: TokensSchema,
  }),
  refresh: defineRoute({
    method: 'POST',
    path: 'user/refresh',
    access: 'public',
    summary: 'Exchange a refresh token for a new token',
    body: RefreshSchema,
    response: TokensSchema,
  }),
} as const;
