import { serviceTypesRoutes } from '@shelfline/shared/routes/servicetypes.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** Service types (`GET serviceTypes?includeInactive=`): the maintenance screen and every service type picker. */
export const serviceTypeKeys = {
  all: ['serviceTypes'] as const,
  list: (includeInactive: boolean) => ['serviceTypes', { includeInactive }] as const,
};

export const serviceTypesQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: serviceTypeKeys.list(includeInactive),
    queryFn: ({ signal }) => callRoute(serviceTypesRoutes.list, { query: { includeInactive }, signal }),
  });
