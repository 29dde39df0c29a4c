import { defineRoute } from './route.ts';

/** Jobs: Job Maintenance (001 §2, §7) and the job lookups used by schedule, draft, order, invoicing and report screens (000 §7.4). */
export const jobsRoutes = {
  lookup: defineRoute({
    method: 'GET',
    path: 'jobs/lookup',
    access: 'staff',
    summary: 'Jobs for schedule pickers, by retailer and date range',
  }),
  list: defineRoute({
    method: 'GET',
    path: 'jobs',
    access: 'staff',
    summary: 'List jobs (includeInactive, or by supplierId)',
  }),
  get: defineRoute({ method: 'GET', path: 'jobs/{id}', access: 'staff', summary: 'Get one job' }),
  create: defineRoute({ method: 'POST', path: 'jobs', access: 'masterFilesAdmin', summary: 'Create a job' }),
  update: defineRoute({ method: 'PUT', path: 'jobs/{id}', access: 'masterFilesAdmin', summary: 'Update a job' }),
  remove: defineRoute({ method: 'DELETE', path: 'jobs/{id}', access: 'masterFilesAdmin', summary: 'Delete a job' }),
  listJobProducts: defineRoute({
    method: 'GET',
    path: 'jobs/jobProducts',
    access: 'staff',
    summary: 'Products of a job',
  }),
  recent: defineRoute({
    method: 'GET',
    path: 'jobs/recent',
    access: 'staff',
    summary: 'Recent jobs (merchandiser invoicing job filter)',
  }),
} as const;
