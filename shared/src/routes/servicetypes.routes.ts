import { IdParamsSchema, IncludeInactiveQuerySchema } from '../contracts/list.contract.ts';
import {
  ServiceTypeInputSchema,
  ServiceTypeSchema,
  ServiceTypeUpdateSchema,
} from '../contracts/service-type.contract.ts';
import { defineRoute } from './route.ts';

/** Service types (001 §2, §7): maintained by admins, read by schedule and draft pickers. */
export const serviceTypesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'serviceTypes',
    access: 'staff',
    summary: 'List service types (includeInactive)',
    query: IncludeInactiveQuerySchema,
    response: ServiceTypeSchema.array(),
  }),
  get: defineRoute({
    method: 'GET',
    path: 'serviceTypes/{id}',
    access: 'staff',
    summary: 'Get one service type',
    params: IdParamsSchema,
    response: ServiceTypeSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: 'serviceTypes',
    access: 'masterFilesAdmin',
    summary: 'Create a service type',
    body: ServiceTypeInputSchema,
    response: ServiceTypeSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'serviceTypes/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a service type',
    params: IdParamsSchema,
    body: ServiceTypeUpdateSchema,
    response: ServiceTypeSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'serviceTypes/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a service type',
    params: IdParamsSchema,
  }),
} as const;
