import { IdParamsSchema, IncludeInactiveQuerySchema } from '../contracts/list.contract.ts';
import {
  MiscChargeTypeInputSchema,
  MiscChargeTypeSchema,
  MiscChargeTypeUpdateSchema,
} from '../contracts/misc-charge.contract.ts';
import { defineRoute } from './route.ts';

/** Misc charge types (002 §2, §6, §7): maintained by admins, read by the misc charge form. */
export const miscChargeTypesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'miscChargeTypes',
    access: 'merchandiserInvoicing',
    summary: 'List misc charge types (includeInactive)',
    query: IncludeInactiveQuerySchema,
    response: MiscChargeTypeSchema.array(),
  }),
  get: defineRoute({
    method: 'GET',
    path: 'miscChargeTypes/{id}',
    access: 'merchandiserInvoicing',
    summary: 'Get one misc charge type',
    params: IdParamsSchema,
    response: MiscChargeTypeSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'miscChargeTypes/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a misc charge type',
    params: IdParamsSchema,
    body: MiscChargeTypeUpdateSchema,
    response: MiscChargeTypeSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'miscChargeTypes/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a misc charge type',
    params: IdParamsSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: 'miscChargeTypes',
    access: 'masterFilesAdmin',
    summary: 'Create a misc charge type',
    body: MiscChargeTypeInputSchema,
    response: MiscChargeTypeSchema,
  }),
} as const;
