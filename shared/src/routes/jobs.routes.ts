import * as z from 'zod';
import {
  JobInputSchema,
  JobListQuerySchema,
  JobListResponseSchema,
  JobLookupItemSchema,
  JobLookupQuerySchema,
  JobProductSchema,
  JobProductsQuerySchema,
  JobSchema,
  JobUpdateSchema,
} from '../contracts/job.contract.ts';
import { IdParamsSchema } from '../contracts/list.contract.ts';
import { defineRoute } from './route.ts';

/** Jobs: Job Maintenance (001 §2, §7) and the job lookups used by schedule, draft, order, invoicing and report screens (000 §7.4). */
export const jobsRoutes = {
  lookup: defineRoute({
    method: 'GET',
    path: 'jobs/lookup',
    access: 'staff',
    summary: 'Jobs for schedule pickers, by retailer and date range',
    query: JobLookupQuerySchema,
    response: z.array(JobLookupItemSchema),
  }),
  list: defineRoute({
    method: 'GET',
    path: 'jobs',
    access: 'staff',
    summary: 'List jobs (includeInactive, or by supplierId)',
    query: JobListQuerySchema,
    response: JobListResponseSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: 'jobs/{id}',
    access: 'staff',
    summary: 'Get one job',
    params: IdParamsSchema,
    response: JobSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: 'jobs',
    access: 'masterFilesAdmin',
    summary: 'Create a job',
    body: JobInputSchema,
    response: JobSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'jobs/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a job',
    params: IdParamsSchema,
    body: JobUpdateSchema,
    response: JobSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'jobs/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a job',
    params: IdParamsSchema,
  }),
  listJobProducts: defineRoute({
    method: 'GET',
    path: 'jobs/jobProducts',
    access: 'staff',
    summary: 'Products of a job',
    query: JobProductsQuerySchema,
    response: z.array(JobProductSchema),
  }),
  recent: defineRoute({
    method: 'GET',
    path: 'jobs/recent',
    access: 'staff',
    summary: 'Recent jobs (merchandiser invoicing job filter)',
    response: z.array(JobSchema),
  }),
} as const;
