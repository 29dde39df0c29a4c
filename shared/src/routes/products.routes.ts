import { defineRoute } from './route.ts';

/** Products (001 §2, §7): maintained by admins, read by pickers and filters. */
export const productsRoutes = {
  list: defineRoute({ method: 'GET', path: 'products', access: 'staff', summary: 'List products (includeInactive)' }),
  get: defineRoute({ method: 'GET', path: 'products/{id}', access: 'staff', summary: 'Get one product' }),
  create: defineRoute({ method: 'POST', path: 'products', access: 'masterFilesAdmin', summary: 'Create a product' }),
  update: defineRoute({
    method: 'PUT',
    path: 'products/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a product',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'products/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a product',
  }),
} as const;
