import { IdParamsSchema, IncludeInactiveQuerySchema } from '../contracts/list.contract.ts';
import { CountrySchema, ProvinceSchema } from '../contracts/location.contract.ts';
import { defineRoute } from './route.ts';

/** Countries (001 §2 Locations, §7): read by location pickers on many screens. */
export const countriesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'countries',
    access: 'staff',
    summary: 'List countries',
    query: IncludeInactiveQuerySchema,
    response: CountrySchema.array(),
  }),
  get: defineRoute({
    method: 'GET',
    path: 'countries/{id}',
    access: 'staff',
    summary: 'Get one country',
    params: IdParamsSchema,
    response: CountrySchema,
  }),
  listProvinces: defineRoute({
    method: 'GET',
    path: 'countries/{id}/provinces',
    access: 'staff',
    summary: 'Provinces of a country',
    params: IdParamsSchema,
    query: IncludeInactiveQuerySchema,
    response: ProvinceSchema.array(),
  }),
} as const;
