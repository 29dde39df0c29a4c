import { LAYOUT_PAGE_ROWS } from '@shelfline/shared/contracts/planogram.contract';
import { planogramsRoutes } from '@shelfline/shared/routes/planograms.routes';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';
import { asList, asPage, type PageQuery } from '../components/crud/page-query.ts';

/** Planograms (001 §2 Planogram maintenance): the list's pages, the pickers' array, one planogram, its rows and cells. */
export const planogramKeys = {
  all: ['planograms'] as const,
  page: (query: PageQuery) => ['planograms', 'page', query] as const,
  active: ['planograms', 'active'] as const,
  one: (id: number | undefined) => ['planograms', 'one', id] as const,
  data: (id: number | undefined) => ['planograms', 'data', id] as const,
  layout: (id: number | undefined, pageNumber: number) => ['planograms', 'layout', id, pageNumber] as const,
};

/** One page of /planogramMaintenance (paged, sorted and searched on the server). */
export const planogramsPageQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: planogramKeys.page(query),
    queryFn: async ({ signal }) => asPage(await callRoute(planogramsRoutes.list, { query, signal })),
    placeholderData: keepPreviousData,
  });

/** Every active planogram, by code (the trait picker, the detail's code switcher). */
export const activePlanogramsQuery = () =>
  queryOptions({
    queryKey: planogramKeys.active,
    queryFn: async ({ signal }) => asList(await callRoute(planogramsRoutes.list, { query: {}, signal })),
  });

export const planogramQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: planogramKeys.one(id),
    queryFn: id === undefined ? skipToken : ({ signal }) => callRoute(planogramsRoutes.get, { params: { id }, signal }),
  });

export const planogramDataQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: planogramKeys.data(id),
    queryFn:
      id === undefined ? skipToken : ({ signal }) => callRoute(planogramsRoutes.listData, { params: { id }, signal }),
  });

/** A page of the layout grid: LAYOUT_PAGE_ROWS rows (001 §9). */
export const planogramLayoutQuery = (id: number | undefined, pageNumber: number) =>
  queryOptions({
    queryKey: planogramKeys.layout(id, pageNumber),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            callRoute(planogramsRoutes.getLayout, {
              params: { id },
              query: { pageNumber, pageSize: LAYOUT_PAGE_ROWS },
              signal,
            }),
  });
