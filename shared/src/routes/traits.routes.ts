import { defineRoute } from './route.ts';

/** Job and store traits (001 §2, §6, §7 Traits): maintained by admins and account managers, read by schedule and draft screens. */
export const traitsRoutes = {
  createJobTrait: defineRoute({ method: 'POST', path: 'traits/job', access: 'traits', summary: 'Create a job trait' }),
  updateJobTrait: defineRoute({
    method: 'PUT',
    path: 'traits/job/{id}',
    access: 'traits',
    summary: 'Update a job trait',
  }),
  removeJobTrait: defineRoute({
    method: 'DELETE',
    path: 'traits/job/{id}',
    access: 'traits',
    summary: 'Delete a job trait',
  }),
  listJobTraits: defineRoute({ method: 'GET', path: 'traits/job', access: 'staff', summary: 'Traits of a job' }),
  listStoreTraits: defineRoute({
    method: 'GET',
    path: 'traits/store/{storeId}/job/{jobId}',
    access: 'staff',
    summary: 'Traits of a store for a job',
  }),
  addStoreTraits: defineRoute({
    method: 'POST',
    path: 'traits/store',
    access: 'traits',
    summary: 'Add a job trait to one or several stores',
  }),
  removeStoreTrait: defineRoute({
    method: 'DELETE',
    path: 'traits/store/{id}',
    access: 'traits',
    summary: 'Delete a store trait',
  }),
} as const;
