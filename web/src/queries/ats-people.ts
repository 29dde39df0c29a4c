import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';
import { fetchFailure } from '../app/providers/fetch-failures.tsx';

/** HR users (`GET employees/HR`), for the HR representative and Assigned To pickers of the recruiting screens. */
export const hrUsersQuery = () =>
  queryOptions({
    queryKey: ['employees', 'hr'] as const,
    queryFn: ({ signal }) => callRoute(employeesRoutes.listHr, { signal }),
    staleTime: 60_000,
    meta: fetchFailure('employees'),
  });
