import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';

/** Client errors (4xx) are answers, not hiccups: only retry network failures and 5xx, twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
