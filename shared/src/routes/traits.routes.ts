import * as z from 'zod';
import { IdParamsSchema } from '../contracts/list.contract.ts';
import {
  JobTraitInputSchema,
  JobTraitSchema,
  JobTraitsQuerySchema,
  JobTraitUpdateSchema,
  StoreTraitParamsSchema,
  StoreTraitSchema,
  StoreTraitsInputSchema,
} from '../contracts/trait.contract.ts';
import { defineRoute } from './route.ts';

/** Job and store traits (001 §2, §6, §7 Traits): maintained by admins and account managers, read by schedule and draft screens. */
export const traitsRoutes = {
  createJobTrait: defineRoute({
    method: 'POST',
    path: 'traits/job',
    access: 'traits',
    summary: 'Create a job trait',
    body: JobTraitInputSchema,
    response: JobTraitSchema,
  }),
  updateJobTrait: defineRoute({
    method: 'PUT',
    path: 'traits/job/{id}',
    access: 'traits',
    summary: 'Update a job trait',
    params: IdParamsSchema,
    body: JobTraitUpdateSchema,
    response: JobTraitSchema,
  }),
  removeJobTrait: defineRoute({
    method: 'DELETE',
    path: 'traits/job/{id}',
    access: 'traits',
    summary: 'Delete a job trait',
    params: IdParamsSchema,
  }),
  listJobTraits: defineRoute({
    method: 'GET',
    path: 'traits/job',
    access: 'staff',
    summary: 'Traits of a job',
    query: JobTraitsQuerySchema,
    response: z.array(JobTraitSchema),
  }),
  listStoreTraits: defineRoute({
    method: 'GET',
    path: 'traits/store/{storeId}/job/{jobId}',
    access: 'staff',
    summary: 'Traits of a store for a job',
    params: StoreTraitParamsSchema,
    response: z.array(StoreTraitSchema),
  }),
  addStoreTraits: defineRoute({
    method: 'POST',
    path: 'traits/store',
    access: 'traits',
    summary: 'Add a job trait to one or several stores',
    body: StoreTraitsInputSchema,
    response: z.array(StoreTraitSchema),
  }),
  removeStoreTrait: defineRoute({
    method: 'DELETE',
    path: 'traits/store/{id}',
    access: 'traits',
    summary: 'Delete a store trait',
    params: IdParamsSchema,
  }),
} as const;
