import { arrayOrPagedSchema, IdParamsSchema } from '../contracts/list.contract.ts';
import {
  StoreImportResultSchema,
  StoreImportSchema,
  StoreInputSchema,
  StoreListQuerySchema,
  StoreSchema,
  StoreUpdateSchema,
} from '../contracts/store.contract.ts';
import { defineRoute } from './route.ts';

/** Stores (001 §2, §7 Stores): maintained by admins, read by draft, schedule and trait screens. */
export const storesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'stores',
    access: 'staff',
    summary: 'List stores by retailer, province and city',
    query: StoreListQuerySchema,
    response: arrayOrPagedSchema(StoreSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: 'stores/{id}',
    access: 'staff',
    summary: 'Get one store',
    params: IdParamsSchema,
    response: StoreSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: 'stores',
    access: 'masterFilesAdmin',
    summary: 'Create a store',
    body: StoreInputSchema,
    response: StoreSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'stores/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a store',
    params: IdParamsSchema,
    body: StoreUpdateSchema,
    response: StoreSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'stores/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a store',
    params: IdParamsSchema,
  }),
  importStores: defineRoute({
    method: 'POST',
    path: 'stores/import',
    access: 'masterFilesAdmin',
    summary: 'Import a list of stores (invalid rows are reported back)',
    body: StoreImportSchema,
    response: StoreImportResultSchema,
  }),
} as const;
