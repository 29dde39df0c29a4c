import { IdParamsSchema, IncludeInactiveQuerySchema } from '../contracts/list.contract.ts';
import { CitySchema, ProvinceSchema, ProvincesQuerySchema } from '../contracts/location.contract.ts';
import { defineRoute } from './route.ts';

/** Provinces (001 §7 Locations; flat list from docs/decisions.md#api): read by location pickers and filters. */
export const provincesRoutes = {
  get: defineRoute({
    method: 'GET',
    path: 'provinces/{id}',
    access: 'staff',
    summary: 'Get one province',
    params: IdParamsSchema,
    response: ProvinceSchema,
  }),
  listCities: defineRoute({
    method: 'GET',
    path: 'provinces/{id}/cities',
    access: 'staff',
    summary: 'Cities of a province',
    params: IdParamsSchema,
    query: IncludeInactiveQuerySchema,
    response: CitySchema.array(),
  }),
  list: defineRoute({
    method: 'GET',
    path: 'provinces',
    access: 'staff',
    summary: 'List provinces, optionally of one country',
    query: ProvincesQuerySchema,
    response: ProvinceSchema.array(),
  }),
} as const;
