import { defineRoute } from './route.ts';

/** Retailers (001 §2, §7): maintained by admins, read by pickers and filters. */
export const retailersRoutes = {
  list: defineRoute({ method: 'GET', path: 'retailers', access: 'staff', summary: 'List retailers (includeInactive)' }),
  get: defineRoute({ method: 'GET', path: 'retailers/{id}', access: 'staff', summary: 'Get one retailer' }),
  create: defineRoute({ method: 'POST', path: 'retailers', access: 'masterFilesAdmin', summary: 'Create a retailer' }),
  update: defineRoute({
    method: 'PUT',
    path: 'retailers/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a retailer',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'retailers/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a retailer',
  }),
} as const;
