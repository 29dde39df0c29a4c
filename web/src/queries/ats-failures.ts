import type { FailureListQuery } from '@shelfline/shared/contracts/ats-failure.contract';
import { atsRoutes } from '@shelfline/shared/routes/ats.routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** Ingestion failures (002 §7 Recruiting, calls 28-29): a period's list, and one failure. */
export const failureKeys = {
  all: ['atsFailures'] as const,
  list: (query: FailureListQuery) => ['atsFailures', 'list', query] as const,
  one: (id: string) => ['atsFailures', 'one', id] as const,
};

export const failuresQuery = (query: FailureListQuery) =>
  queryOptions({
    queryKey: failureKeys.list(query),
    queryFn: ({ signal }) => callRoute(atsRoutes.listFailures, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const failureQuery = (id: string) =>
  queryOptions({
    queryKey: failureKeys.one(id),
    queryFn: ({ signal }) => callRoute(atsRoutes.getFailure, { params: { id }, signal }),
  });
