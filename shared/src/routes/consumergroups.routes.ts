import { defineRoute } from './route.ts';

/** Consumer groups (001 §2, §7): maintained by admins, read by schedule pickers and the product form. */
export const consumerGroupsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'consumerGroups',
    access: 'staff',
    summary: 'List consumer groups (includeInactive)',
  }),
  get: defineRoute({ method: 'GET', path: 'consumerGroups/{id}', access: 'staff', summary: 'Get one consumer group' }),
  create: defineRoute({
    method: 'POST',
    path: 'consumerGroups',
    access: 'masterFilesAdmin',
    summary: 'Create a consumer group',
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'consumerGroups/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a consumer group',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'consumerGroups/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a consumer group',
  }),
} as const;
