import { retailersRoutes } from '@shelfline/shared/routes/retailers.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/*
 * The retailers list (`GET retailers?includeInactive=`), one way for every screen that picks a retailer and for the
 * Retailers maintenance screen: one key per variant, parsed by the route's schema, so a change invalidated under
 * `['retailers']` refreshes every picker.
 */
export const retailerKeys = {
  all: ['retailers'] as const,
  list: (includeInactive: boolean) => ['retailers', { includeInactive }] as const,
};

/** Active retailers, or every retailer (`includeInactive`: a filter that must find an old record too). */
export const retailersQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: retailerKeys.list(includeInactive),
    queryFn: ({ signal }) => callRoute(retailersRoutes.list, { query: { includeInactive }, signal }),
    staleTime: 60_000,
  });
