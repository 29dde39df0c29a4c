import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useLocation } from 'react-router';

/** The numeric `:id` of the current web route (`/locations/:id/provinces`), or NaN. */
export function useRouteId(): number {
  const { pathname } = useLocation();
  return Number(matchWebRoute(pathname)?.params.id);
}
