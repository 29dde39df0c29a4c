import {
  type Job,
  type JobInput,
  JobLookupItemSchema,
  JobProductSchema,
  JobSchema,
  PagedJobsSchema,
} from '@shelfline/shared/contracts/job.contract';
import {
  type JobTrait,
  type JobTraitForm,
  JobTraitSchema,
  StoreTraitSchema,
} from '@shelfline/shared/contracts/trait.contract';
import * as z from 'zod';
import { api } from '../../app/api.ts';

/** Retailers, suppliers and stores as the job screens need them (their own families own the full shapes). */
const NamedSchema = z.object({
  id: z.number(),
  code: z.string().optional(),
  name: z.string(),
  isInactive: z.boolean().optional(),
});
export type Named = z.infer<typeof NamedSchema>;
const StoreRowSchema = z.object({
  id: z.number(),
  storeNumber: z.number(),
  name: z.string(),
  address1: z.string().optional(),
  city: z.string().optional(),
  province: z.string().optional(),
  isInactive: z.boolean().optional(),
});
export type StoreRow = z.infer<typeof StoreRowSchema>;

export const jobKeys = {
  all: ['jobs'] as const,
  page: (query: string) => ['jobs', 'page', query] as const,
  options: ['jobs', 'options'] as const,
  one: (id: number) => ['jobs', 'one', id] as const,
  traits: (jobId: number) => ['traits', 'job', jobId] as const,
  storeTraits: (storeId: number, jobId: number) => ['traits', 'store', storeId, jobId] as const,
  stores: (retailerId: number, query: string) => ['stores', retailerId, query] as const,
};

export const jobsApi = {
  page: (query: string) => api.get(`jobs?${query}`, { schema: PagedJobsSchema }),
  /** Every job (active and inactive) for the job pickers of the traits screens. */
  all: () => api.get('jobs?includeInactive=true', { schema: z.array(JobSchema) }),
  get: (id: number) => api.get(`jobs/${id}`, { schema: JobSchema }),
  lookup: (query: string) => api.get(`jobs/lookup?${query}`, { schema: z.array(JobLookupItemSchema) }),
  products: (jobId: number) => api.get(`jobs/jobProducts?jobId=${jobId}`, { schema: z.array(JobProductSchema) }),
  create: (input: JobInput) => api.post('jobs', input, { schema: JobSchema }),
  update: (job: Job, input: JobInput) =>
    api.put(`jobs/${job.id}`, { ...input, version: job.version }, { schema: JobSchema }),
  remove: (job: Job) => api.delete(`jobs/${job.id}`),
  /** Saves the job's products (PUT jobs/{id} with the job as it is and the new product list). */
  saveProducts: (job: Job, products: { productId: number; serviceTypeId: number }[]) =>
    api.put(
      `jobs/${job.id}`,
      {
        jobNumber: job.jobNumber,
        description: job.description,
        hourlyRate: job.hourlyRate,
        retailerId: job.retailerId,
        supplierId: job.supplierId,
        isInactive: job.isInactive,
        startDate: job.startDate,
        endDate: job.endDate,
        products,
        version: job.version,
      },
      { schema: JobSchema },
    ),
  /** Products matching a text, for the job products picker (GET products, first page). */
  productOptions: (search: string) =>
    api.get(`products?pageSize=20&sortBy=code${search ? `&search=${encodeURIComponent(search)}` : ''}`, {
      schema: z.object({ items: z.array(z.object({ id: z.number(), code: z.string(), description1: z.string() })) }),
    }),
  serviceTypes: () => api.get('serviceTypes', { schema: z.array(NamedSchema) }),
  suppliers: () => api.get('suppliers?includeInactive=true', { schema: z.array(NamedSchema) }),
  stores: (retailerId: number, query: string) =>
    api.get(`stores?retailerId=${retailerId}&${query}`, {
      schema: z.object({
        items: z.array(StoreRowSchema),
        totalFilteredRecords: z.number(),
        totalRecords: z.number(),
        pageNumber: z.number(),
        pageSize: z.number(),
      }),
    }),
};

export const traitsApi = {
  ofJob: (jobId: number) => api.get(`traits/job?jobId=${jobId}`, { schema: z.array(JobTraitSchema) }),
  create: (jobId: number, input: JobTraitForm) =>
    api.post('traits/job', { ...input, jobId }, { schema: JobTraitSchema }),
  update: (trait: JobTrait, input: JobTraitForm) =>
    api.put(
      `traits/job/${trait.id}`,
      {
        ...input,
        // The planogram choice is disabled until planograms exist: keep what the trait has.
        planogramId: input.planogramId ?? trait.planogramId,
        planogramCode: input.planogramCode ?? trait.planogramCode,
        version: trait.version,
      },
      { schema: JobTraitSchema },
    ),
  remove: (trait: JobTrait) => api.delete(`traits/job/${trait.id}`),
  ofStore: (storeId: number, jobId: number) =>
    api.get(`traits/store/${storeId}/job/${jobId}`, { schema: z.array(StoreTraitSchema) }),
  addToStores: (jobId: number, traitId: number, storeIds: number[]) =>
    api.post('traits/store', { jobId, traitId, storeIds }, { schema: z.array(StoreTraitSchema) }),
  removeFromStore: (id: number) => api.delete(`traits/store/${id}`),
};
