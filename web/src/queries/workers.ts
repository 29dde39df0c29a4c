import type { EmployeeListQuery } from '@shelfline/shared/contracts/employee-list.contract';
import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';
import { fetchFailure } from '../app/providers/fetch-failures.tsx';
import { asPage } from '../components/crud/page-query.ts';

/*
 * Workers as the Workers screen and the worker form read them (001 §2, §7 Employees). The list pages sit under
 * `['employees']` with the pickers' lists (`employees.ts`), so a saved worker refreshes both; everything of one
 * worker starts with `['worker', id]`, so one invalidation refreshes the whole form.
 */
export const workerKeys = {
  list: (query: EmployeeListQuery) => ['employees', 'list', query] as const,
  worker: (id: number) => ['worker', id] as const,
  full: (id: number) => ['worker', id, 'full'] as const,
  comments: (id: number) => ['worker', id, 'comments'] as const,
  payRateOverrides: (id: number) => ['worker', id, 'payRateOverrides'] as const,
  scheduledWork: (id: number) => ['worker', id, 'scheduledWork'] as const,
};

/** One page of the Workers list (`GET Employees?…`). */
export const workersPageQuery = (query: EmployeeListQuery) =>
  queryOptions({
    queryKey: workerKeys.list(query),
    queryFn: async ({ signal }) => asPage(await callRoute(employeesRoutes.list, { query, signal })),
    placeholderData: keepPreviousData,
    meta: fetchFailure('employees'),
  });

/**
 * A worker with contact info, availability, comments and scheduled work (`GET Employees/{id}/full`); not asked
 * without one (a worker being added).
 */
export const workerFullQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: workerKeys.full(id ?? 0),
    queryFn:
      id === undefined ? skipToken : ({ signal }) => callRoute(employeesRoutes.getFull, { params: { id }, signal }),
    meta: fetchFailure('employee'),
  });

export const workerCommentsQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: workerKeys.comments(id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => callRoute(employeesRoutes.listComments, { params: { id }, signal }),
  });

export const payRateOverridesQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: workerKeys.payRateOverrides(id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => callRoute(employeesRoutes.listPayRateOverrides, { params: { id }, signal }),
  });

export const scheduledWorkQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: workerKeys.scheduledWork(id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => callRoute(employeesRoutes.getScheduledWork, { params: { id }, signal }),
    meta: fetchFailure('scheduledWork'),
  });
