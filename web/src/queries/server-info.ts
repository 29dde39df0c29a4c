import { infoRoutes } from '@shelfline/shared/routes/info.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** The server's name and version (`GET info`): read once per page load, it changes only with a deployment. */
export const serverInfoQuery = () =>
  queryOptions({
    queryKey: ['info'],
    queryFn: ({ signal }) => callRoute(infoRoutes.get, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
