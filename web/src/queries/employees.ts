import type { EmployeesByJobQuerySchema } from '@shelfline/shared/contracts/employee-list.contract';
import type { EmployeeSearchQuery } from '@shelfline/shared/contracts/employee-search.contract';
import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type * as z from 'zod';
import { callRoute } from '../app/api.ts';
import { fetchFailure } from '../app/providers/fetch-failures.tsx';

type EmployeesByJobQuery = z.output<typeof EmployeesByJobQuerySchema>;

/*
 * The employee pickers' lists (`GET employees/merchandisers`, `employees/accountManagers`) and the worker search
 * with availability (`GET employees/search`, 000 §2.7). A failure shows 000 §8.2's message for its kind.
 */
export const employeeKeys = {
  all: ['employees'] as const,
  merchandisers: ['employees', 'merchandisers'] as const,
  supervisors: ['employees', 'supervisors'] as const,
  accountManagers: ['employees', 'accountManagers'] as const,
  administrators: ['employees', 'administrators'] as const,
  byJob: (query: EmployeesByJobQuery) => ['employees', 'byJob', query] as const,
  search: (query: Partial<EmployeeSearchQuery> | undefined) => ['employees', 'search', query] as const,
};

/** Active merchandisers, for the merchandiser pickers. */
export const merchandisersQuery = () =>
  queryOptions({
    queryKey: employeeKeys.merchandisers,
    queryFn: ({ signal }) => callRoute(employeesRoutes.listMerchandisers, { signal }),
    staleTime: 60_000,
    meta: fetchFailure('merchandisers'),
  });

/** Supervisors, for the worker form's Supervisor picker. */
export const supervisorsQuery = () =>
  queryOptions({
    queryKey: employeeKeys.supervisors,
    queryFn: ({ signal }) => callRoute(employeesRoutes.listSupervisors, { signal }),
    meta: fetchFailure('supervisors'),
  });

/** Account managers, for the account manager pickers. */
export const accountManagersQuery = () =>
  queryOptions({
    queryKey: employeeKeys.accountManagers,
    queryFn: ({ signal }) => callRoute(employeesRoutes.listAccountManagers, { signal }),
    staleTime: 60_000,
    meta: fetchFailure('accountManagers'),
  });

/** Workers with their availability (and distance to `storeId`) for a window; not asked without a query. */
export const employeeSearchQuery = (query: Partial<EmployeeSearchQuery> | undefined) =>
  queryOptions({
    queryKey: employeeKeys.search(query),
    queryFn: query
      ? ({ signal }) => callRoute(employeesRoutes.search, { query: { includeInactive: false, ...query }, signal })
      : skipToken,
    staleTime: 60_000,
    meta: fetchFailure('employees'),
  });

/** Administrators, for the e-mail composer's Directory tab. */
export const administratorsQuery = () =>
  queryOptions({
    queryKey: employeeKeys.administrators,
    queryFn: ({ signal }) => callRoute(employeesRoutes.listAdministrators, { signal }),
    staleTime: 60_000,
    meta: fetchFailure('administrators'),
  });

/** Workers with work of a job between two dates (the e-mail composer's Services tab); not asked without a query. */
export const workersByJobQuery = (query: EmployeesByJobQuery | undefined) =>
  queryOptions({
    queryKey: query ? employeeKeys.byJob(query) : ['employees', 'byJob'],
    queryFn: query ? ({ signal }) => callRoute(employeesRoutes.listByJob, { query, signal }) : skipToken,
    staleTime: 60_000,
    meta: fetchFailure('employees'),
  });
