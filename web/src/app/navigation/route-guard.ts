import type { Role } from '@shelfline/shared/roles';
import { canOpen, matchWebRoute, type WebRouteMatch } from '@shelfline/shared/web-routes';
import { defaultDestination, isCustomerOnly } from '../session/session-rules.ts';

export type GuardDecision =
  | { kind: 'page'; match: WebRouteMatch }
  | { kind: 'redirect'; to: string }
  /** Signed out on an authenticated route: sign in first, then come back (000 §2.1). */
  | { kind: 'signIn' }
  | { kind: 'forbidden' }
  | { kind: 'notFound' };

/**
 * What an authenticated path shows for these roles (`undefined`: signed out). Reads the shared route
 * table, so the SPA and the API agree on who may open what (000 §2.2, docs/decisions.md#routes-and-navigation).
 */
export function decideRoute(pathname: string, roles: readonly Role[] | undefined): GuardDecision {
  const match = matchWebRoute(pathname);
  if (!match) return { kind: 'notFound' };
  if (!roles) return { kind: 'signIn' };
  const { route } = match;
  if (route.path === '/dashboard' && isCustomerOnly(roles)) return { kind: 'redirect', to: defaultDestination(roles) };
  if (!canOpen(route, roles)) return { kind: 'forbidden' };
  if (route.redirect) return { kind: 'redirect', to: route.redirect };
  if (route.firstOf) {
    const first = route.firstOf.find((path) => {
      const child = matchWebRoute(path);
      return child !== undefined && canOpen(child.route, roles);
    });
    return first ? { kind: 'redirect', to: first } : { kind: 'forbidden' };
  }
  return { kind: 'page', match };
}
