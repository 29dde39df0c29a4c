import { consumerGroupsRoutes } from '@shelfline/shared/routes/consumergroups.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** Consumer groups (`GET consumerGroups?includeInactive=`): the maintenance screen, the product form and filters. */
export const consumerGroupKeys = {
  all: ['consumerGroups'] as const,
  list: (includeInactive: boolean) => ['consumerGroups', { includeInactive }] as const,
};

export const consumerGroupsQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: consumerGroupKeys.list(includeInactive),
    queryFn: ({ signal }) => callRoute(consumerGroupsRoutes.list, { query: { includeInactive }, signal }),
  });
