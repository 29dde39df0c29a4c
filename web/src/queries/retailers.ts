import { RetailerSchema } from '@shelfline/shared/contracts/retailer.contract';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../app/api.ts';

/*
 * The retailers list (`GET retailers?includeInactive=`), one way for every screen that picks a retailer: one key
 * per variant, one schema, so a change invalidated under `['retailers']` refreshes every picker. The Retailers
 * maintenance screen pages its own list through the CRUD kit.
 */
export const retailerKeys = {
  all: ['retailers'] as const,
  list: (includeInactive: boolean) => ['retailers', { includeInactive }] as const,
};

/** Active retailers, or every retailer (`includeInactive`: a filter that must find an old record too). */
export const retailersQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: retailerKeys.list(includeInactive),
    queryFn: ({ signal }) =>
      api.get(`retailers?includeInactive=${includeInactive}`, { schema: z.array(RetailerSchema), signal }),
    staleTime: 60_000,
  });
