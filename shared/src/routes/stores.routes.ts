import { defineRoute } from './route.ts';

/** Stores (001 §2, §7 Stores): maintained by admins, read by draft, schedule and trait screens. */
export const storesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'stores',
    access: 'staff',
    summary: 'List stores by retailer, province and city',
  }),
  get: defineRoute({ method: 'GET', path: 'stores/{id}', access: 'staff', summary: 'Get one store' }),
  create: defineRoute({ method: 'POST', path: 'stores', access: 'masterFilesAdmin', summary: 'Create a store' }),
  update: defineRoute({ method: 'PUT', path: 'stores/{id}', access: 'masterFilesAdmin', summary: 'Update a store' }),
  remove: defineRoute({ method: 'DELETE', path: 'stores/{id}', access: 'masterFilesAdmin', summary: 'Delete a store' }),
  import: defineRoute({
    method: 'POST',
    path: 'stores/import',
    access: 'masterFilesAdmin',
    summary: 'Import a list of stores (invalid rows are reported back)',
  }),
} as const;
