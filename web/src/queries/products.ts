import { productsRoutes } from '@shelfline/shared/routes/products.routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';
import { asList, asPage, type PageQuery } from '../components/crud/page-query.ts';

/** One page of /productMaintenance: the list state plus the Consumer Group filter. */
export type ProductPageQuery = PageQuery & { consumerGroupId?: number };

/** Products (`GET products`): the maintenance screen's pages, the job products picker and the whole active list. */
export const productKeys = {
  all: ['products'] as const,
  page: (query: ProductPageQuery) => ['products', 'page', query] as const,
  /** The first 20 products (by code) matching a text, for a picker. */
  search: (text: string) => ['products', 'search', text] as const,
  list: (includeInactive: boolean) => ['products', { includeInactive }] as const,
};

export const productsPageQuery = (query: ProductPageQuery) =>
  queryOptions({
    queryKey: productKeys.page(query),
    queryFn: async ({ signal }) => asPage(await callRoute(productsRoutes.list, { query, signal })),
    placeholderData: keepPreviousData,
  });

export const productSearchQuery = (text: string) =>
  queryOptions({
    queryKey: productKeys.search(text),
    queryFn: async ({ signal }) =>
      asPage(
        await callRoute(productsRoutes.list, {
          query: {
            pageNumber: 1,
            pageSize: 20,
            sortBy: 'code',
            sortDesc: false,
            includeInactive: false,
            ...(text ? { search: text } : {}),
          },
          signal,
        }),
      ).items,
  });

/** Every product (`GET products` without paging answers the whole array). */
export const productsQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: productKeys.list(includeInactive),
    queryFn: async ({ signal }) =>
      asList(await callRoute(productsRoutes.list, { query: { includeInactive, sortDesc: false }, signal })),
  });
