import { reportLayoutsRoutes } from '@shelfline/shared/routes/reportlayouts.routes';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';
import { asPage, type PageQuery } from '../components/crud/page-query.ts';

/** Report layouts (002 §2 Report layouts): the builder's pages and one layout with its items. */
export const reportLayoutKeys = {
  all: ['reportLayouts'] as const,
  page: (query: PageQuery) => ['reportLayouts', 'page', query] as const,
  one: (id: number | undefined) => ['reportLayouts', 'one', id] as const,
};

/** One page of /reportBuilder (`GET reportLayouts`, paged, sorted and searched on the server). */
export const reportLayoutsPageQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: reportLayoutKeys.page(query),
    queryFn: async ({ signal }) => asPage(await callRoute(reportLayoutsRoutes.list, { query, signal })),
    placeholderData: keepPreviousData,
  });

/** One layout with its items and report count; not asked without an id. */
export const reportLayoutQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: reportLayoutKeys.one(id),
    queryFn:
      id === undefined ? skipToken : ({ signal }) => callRoute(reportLayoutsRoutes.get, { params: { id }, signal }),
  });
