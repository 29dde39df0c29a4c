import { defineRoute } from './route.ts';

/** Completed services for the misc charge form (002 §7 Merchandiser invoicing). */
export const completedServicesRoutes = {
  listRecent: defineRoute({
    method: 'GET',
    path: 'completedServices/recent',
    access: 'merchandiserInvoicing',
    summary: 'Recent completed services, for the misc charge form',
  }),
} as const;
