import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { FetchFailureNotices } from './providers/fetch-failures.tsx';
import { NotificationsProvider } from './providers/notifications.tsx';
import { queryClient } from './providers/query-client.ts';
import { router } from './router.tsx';

export function App() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <FetchFailureNotices />
          <RouterProvider router={router} />
        </NotificationsProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
