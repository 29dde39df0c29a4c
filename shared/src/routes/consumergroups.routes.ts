import {
  ConsumerGroupInputSchema,
  ConsumerGroupSchema,
  ConsumerGroupUpdateSchema,
} from '../contracts/consumer-group.contract.ts';
import { IdParamsSchema, IncludeInactiveQuerySchema } from '../contracts/list.contract.ts';
import { defineRoute } from './route.ts';

/** Consumer groups (001 §2, §7): maintained by admins, read by schedule pickers and the product form. */
export const consumerGroupsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'consumerGroups',
    access: 'staff',
    summary: 'List consumer groups (includeInactive)',
    query: IncludeInactiveQuerySchema,
    response: ConsumerGroupSchema.array(),
  }),
  get: defineRoute({
    method: 'GET',
    path: 'consumerGroups/{id}',
    access: 'staff',
    summary: 'Get one consumer group',
    params: IdParamsSchema,
    response: ConsumerGroupSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: 'consumerGroups',
    access: 'masterFilesAdmin',
    summary: 'Create a consumer group',
    body: ConsumerGroupInputSchema,
    response: ConsumerGroupSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'consumerGroups/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a consumer group',
    params: IdParamsSchema,
    body: ConsumerGroupUpdateSchema,
    response: ConsumerGroupSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'consumerGroups/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a consumer group',
    params: IdParamsSchema,
  }),
} as const;
