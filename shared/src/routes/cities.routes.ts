import { IdParamsSchema } from '../contracts/list.contract.ts';
import { CityCreateSchema, CitySchema, CityUpdateSchema } from '../contracts/location.contract.ts';
import { defineRoute } from './route.ts';

/** Cities (001 §2 Locations, §7): maintained by admins, read by location pickers. */
export const citiesRoutes = {
  get: defineRoute({
    method: 'GET',
    path: 'cities/{id}',
    access: 'staff',
    summary: 'Get one city',
    params: IdParamsSchema,
    response: CitySchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: 'cities',
    access: 'masterFilesAdmin',
    summary: 'Create a city',
    body: CityCreateSchema,
    response: CitySchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'cities/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a city',
    params: IdParamsSchema,
    body: CityUpdateSchema,
    response: CitySchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'cities/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a city',
    params: IdParamsSchema,
  }),
} as const;
