import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useLocation } from 'react-router';

/** The numeric `:id` of the current web route (`/schedule/drafts/:id`), or NaN. */
export function useDraftId(): number {
  const { pathname } = useLocation();
  return Number(matchWebRoute(pathname)?.params.id);
}
