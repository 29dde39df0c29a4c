import { defineRoute } from './route.ts';

/** Provinces (001 §7 Locations; flat list from DECISIONS.md): read by location pickers and filters. */
export const provincesRoutes = {
  get: defineRoute({ method: 'GET', path: 'provinces/{id}', access: 'staff', summary: 'Get one province' }),
  listCities: defineRoute({
    method: 'GET',
    path: 'provinces/{id}/cities',
    access: 'staff',
    summary: 'Cities of a province',
  }),
  list: defineRoute({
    method: 'GET',
    path: 'provinces',
    access: 'staff',
    summary: 'List provinces, optionally of one country',
  }),
} as const;
