import { logsRoutes } from '@shelfline/shared/routes/logs.routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';
import { asPage, type PageQuery } from '../components/crud/page-query.ts';

/** Log files: the paged list (`GET logs`) and one file's text (`GET logs/{id}`, the id being the log's name). */
export const logKeys = {
  all: ['logs'] as const,
  page: (query: PageQuery) => ['logs', 'page', query] as const,
  one: (name: string) => ['logs', 'file', name] as const,
};

export const logsPageQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: logKeys.page(query),
    queryFn: async ({ signal }) => asPage(await callRoute(logsRoutes.list, { query, signal })),
    placeholderData: keepPreviousData,
  });

export const logQuery = (name: string) =>
  queryOptions({
    queryKey: logKeys.one(name),
    queryFn: ({ signal }) => callRoute(logsRoutes.get, { params: { id: name }, signal }),
  });
