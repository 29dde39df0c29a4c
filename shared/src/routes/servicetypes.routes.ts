import { defineRoute } from './route.ts';

/** Service types (001 §2, §7): maintained by admins, read by schedule and draft pickers. */
export const serviceTypesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'serviceTypes',
    access: 'staff',
    summary: 'List service types (includeInactive)',
  }),
  get: defineRoute({ method: 'GET', path: 'serviceTypes/{id}', access: 'staff', summary: 'Get one service type' }),
  create: defineRoute({
    method: 'POST',
    path: 'serviceTypes',
    access: 'masterFilesAdmin',
    summary: 'Create a service type',
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'serviceTypes/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a service type',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'serviceTypes/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a service type',
  }),
} as const;
