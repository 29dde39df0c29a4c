import { InfoSchema } from '@shelfline/shared/contracts/auth.contract';
import { infoRoutes } from '@shelfline/shared/routes/info.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';

/** The server's name and version (`GET info`), for the version item of the user menu (000 §2.3). */
export function useServerInfo() {
  return useQuery({
    queryKey: ['info'],
    queryFn: ({ signal }) => api.get(infoRoutes.get.path, { schema: InfoSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
