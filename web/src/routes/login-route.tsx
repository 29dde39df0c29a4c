import { Navigate, useLocation } from 'react-router';
import { useSession } from '../app/session/session.ts';
import { destinationAfterLogin } from '../app/session/session-rules.ts';
import type { LoginKind } from '../features/auth/auth-api.ts';
import { lazyNamed } from '../lib/lazy.ts';

const LoginPage = lazyNamed(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const LoginCustomerPage = lazyNamed(() => import('../features/auth/login-customer-page.tsx'), 'LoginCustomerPage');

/** The location state a guarded route leaves behind when it sends a signed-out user to sign in. */
export interface FromState {
  from?: string;
}

/**
 * `/`, `/login` and `/loginCustomer`. Once signed in (already, or just now) the user goes back to the
 * page that sent them here, else to the default destination (000 §2.1).
 */
export function LoginRoute({ kind }: { kind: LoginKind }) {
  const session = useSession();
  const location = useLocation();
  if (session) {
    const from = (location.state as FromState | null)?.from;
    return <Navigate to={destinationAfterLogin(from, session.roles)} replace />;
  }
  return kind === 'customer' ? <LoginCustomerPage /> : <LoginPage />;
}
