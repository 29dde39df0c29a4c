import { arrayOrPagedSchema, IdParamsSchema } from '../contracts/list.contract.ts';
import {
  ProductInputSchema,
  ProductListQuerySchema,
  ProductSchema,
  ProductUpdateSchema,
} from '../contracts/product.contract.ts';
import { defineRoute } from './route.ts';

/** Products (001 §2, §7): maintained by admins, read by pickers and filters. */
export const productsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'products',
    access: 'staff',
    summary: 'List products, paged (includeInactive, consumerGroupId, search, sort)',
    query: ProductListQuerySchema,
    response: arrayOrPagedSchema(ProductSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: 'products/{id}',
    access: 'staff',
    summary: 'Get one product',
    params: IdParamsSchema,
    response: ProductSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: 'products',
    access: 'masterFilesAdmin',
    summary: 'Create a product',
    body: ProductInputSchema,
    response: ProductSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'products/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a product',
    params: IdParamsSchema,
    body: ProductUpdateSchema,
    response: ProductSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'products/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a product',
    params: IdParamsSchema,
  }),
} as const;
