import * as z from 'zod';
import { CompletedServiceSchema, CompletedServicesQuerySchema } from '../contracts/completed-service.contract.ts';
import { defineRoute } from './route.ts';

/** Completed services for the misc charge form (002 §7 Merchandiser invoicing). */
export const completedServicesRoutes = {
  listRecent: defineRoute({
    method: 'GET',
    path: 'completedServices/recent',
    access: 'merchandiserInvoicing',
    summary: 'Recent completed services, for the misc charge form',
    query: CompletedServicesQuerySchema,
    response: z.array(CompletedServiceSchema),
  }),
} as const;
