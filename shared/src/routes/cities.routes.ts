import { defineRoute } from './route.ts';

/** Cities (001 §2 Locations, §7): maintained by admins, read by location pickers. */
export const citiesRoutes = {
  get: defineRoute({ method: 'GET', path: 'cities/{id}', access: 'staff', summary: 'Get one city' }),
  create: defineRoute({ method: 'POST', path: 'cities', access: 'masterFilesAdmin', summary: 'Create a city' }),
  update: defineRoute({ method: 'PUT', path: 'cities/{id}', access: 'masterFilesAdmin', summary: 'Update a city' }),
  remove: defineRoute({ method: 'DELETE', path: 'cities/{id}', access: 'masterFilesAdmin', summary: 'Delete a city' }),
} as const;
