import { Navigate, useLocation } from 'react-router';
import { decideRoute } from '../app/navigation/route-guard.ts';
import { useSession } from '../app/session/session.ts';
import { lazyNamed } from '../lib/lazy.ts';
import { AuthenticatedPage } from './authenticated-page.tsx';
import type { FromState } from './login-route.tsx';

const NotFoundPage = lazyNamed(() => import('../features/public/not-found-page.tsx'), 'NotFoundPage');

/** Every path that is not public: the shared route table decides what it shows (000 §2.2). */
export function GuardedRoute() {
  const session = useSession();
  const location = useLocation();
  const decision = decideRoute(location.pathname, session?.roles);
  switch (decision.kind) {
    case 'signIn': {
      const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
      return <Navigate to="/" replace state={state} />;
    }
    case 'forbidden':
      return <Navigate to="/permission-error" replace />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'notFound':
      return <NotFoundPage />;
    case 'page':
      return <AuthenticatedPage match={decision.match} />;
  }
}
