import { InfoSchema } from '../contracts/auth.contract.ts';
import { defineRoute } from './route.ts';

/** The "API info call" of 000 §7.1 / 001 §7. Public so the login screen can show the server version too. */
export const infoRoutes = {
  get: defineRoute({ method: 'GET', path: 'info', access: 'public', summary: 'Server version', response: InfoSchema }),
} as const;
