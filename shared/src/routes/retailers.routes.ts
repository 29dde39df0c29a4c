import { IdParamsSchema, IncludeInactiveQuerySchema } from '../contracts/list.contract.ts';
import { RetailerInputSchema, RetailerSchema, RetailerUpdateSchema } from '../contracts/retailer.contract.ts';
import { defineRoute } from './route.ts';

/** Retailers (001 §2, §7): maintained by admins, read by pickers and filters. */
export const retailersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'retailers',
    access: 'staff',
    summary: 'List retailers (includeInactive)',
    query: IncludeInactiveQuerySchema,
    response: RetailerSchema.array(),
  }),
  get: defineRoute({
    method: 'GET',
    path: 'retailers/{id}',
    access: 'staff',
    summary: 'Get one retailer',
    params: IdParamsSchema,
    response: RetailerSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: 'retailers',
    access: 'masterFilesAdmin',
    summary: 'Create a retailer',
    body: RetailerInputSchema,
    response: RetailerSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'retailers/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a retailer',
    params: IdParamsSchema,
    body: RetailerUpdateSchema,
    response: RetailerSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'retailers/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a retailer',
    params: IdParamsSchema,
  }),
} as const;
