import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';
import { asPage, type PageQuery } from '../components/crud/page-query.ts';

/** Stores (`GET stores`): a retailer's whole list for pickers, and the pages of the Stores and Store Traits screens. */
export const storeKeys = {
  all: ['stores'] as const,
  ofRetailer: (retailerId: number | undefined) => ['stores', 'ofRetailer', retailerId] as const,
  page: (query: PageQuery & { retailerId: number[] }) => ['stores', 'page', query] as const,
};

/** Every active store of a retailer, by store number; not asked without a retailer. */
export const storesOfRetailerQuery = (retailerId: number | undefined) =>
  queryOptions({
    queryKey: storeKeys.ofRetailer(retailerId),
    queryFn:
      retailerId === undefined
        ? skipToken
        : async ({ signal }) => {
            // Without pageNumber/pageSize the call answers the plain array (arrayOrPagedSchema).
            const answer = await callRoute(storesRoutes.list, {
              query: { retailerId: [retailerId], includeInactive: false, sortDesc: false },
              signal,
            });
            const stores = Array.isArray(answer) ? answer : answer.items;
            return [...stores].sort((a, b) => a.storeNumber - b.storeNumber);
          },
    staleTime: 60_000,
  });

/** One page of stores: the list state plus the retailer (the Stores screen, the Store Traits screen). */
export type StorePageQuery = PageQuery & { retailerId: number[] };

/** A page of a retailer's stores (`GET stores`, paged); under `storeKeys.all`, so a saved store refreshes it. */
export const storesPageQuery = (query: StorePageQuery) =>
  queryOptions({
    queryKey: storeKeys.page(query),
    queryFn: async ({ signal }) => asPage(await callRoute(storesRoutes.list, { query, signal })),
    placeholderData: keepPreviousData,
  });
