import { defineRoute } from './route.ts';

/** Countries (001 §2 Locations, §7): read by location pickers on many screens. */
export const countriesRoutes = {
  list: defineRoute({ method: 'GET', path: 'countries', access: 'staff', summary: 'List countries' }),
  get: defineRoute({ method: 'GET', path: 'countries/{id}', access: 'staff', summary: 'Get one country' }),
  listProvinces: defineRoute({
    method: 'GET',
    path: 'countries/{id}/provinces',
    access: 'staff',
    summary: 'Provinces of a country',
  }),
} as const;
