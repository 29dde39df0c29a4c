import * as z from 'zod';
import {
  ActiveQuerySchema,
  arrayOrPagedSchema,
  OptionalPageQuerySchema,
  pagedSchema,
  VersionSchema,
} from './list.contract.ts';

/** YYYY-MM-DD dates of a job's run and of the lookup window. */
const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.');

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} is required.`);

/** One product of a job with the service type done for it (001 §3: job products). */
export const JobProductSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  productId: z.number(),
  /** The product's description1. */
  product: z.string(),
  productCode: z.string().optional(),
  serviceTypeId: z.number(),
  serviceType: z.string().optional(),
});
export type JobProduct = z.infer<typeof JobProductSchema>;

/** A product line of the job form: product + service type. */
export const JobProductInputSchema = z.object({
  productId: z.number({ error: 'Product is required.' }).int().positive('Product is required.'),
  serviceTypeId: z.number({ error: 'Service type is required.' }).int().positive('Service type is required.'),
});
export type JobProductInput = z.infer<typeof JobProductInputSchema>;

/** Job (001 §3): a supplier's program at one retailer, billed at an hourly rate. */
export const JobSchema = z.object({
  id: z.number(),
  jobNumber: z.string(),
  description: z.string(),
  hourlyRate: z.number(),
  retailerId: z.number(),
  retailer: z.string(),
  supplierId: z.number(),
  supplier: z.string(),
  isInactive: z.boolean(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  version: z.number(),
});
export type Job = z.infer<typeof JobSchema>;

const jobFields = {
  jobNumber: z
    .string({ error: 'Job number is required.' })
    .trim()
    .min(1, 'Job number is required.')
    .max(20, 'Job number must be at most 20 characters.'),
  description: z
    .string({ error: 'Description is required.' })
    .trim()
    .min(1, 'Description is required.')
    .max(200, 'Description must be at most 200 characters.'),
  hourlyRate: z
    .number({ error: 'Hourly rate is required.' })
    .min(0, 'Hourly rate must be 0 or more.')
    .max(100000, 'Hourly rate must be at most 100000.')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Hourly rate takes at most 2 decimals.'),
  retailerId: z.number({ error: 'Retailer is required.' }).int().positive('Retailer is required.'),
  supplierId: z.number({ error: 'Supplier is required.' }).int().positive('Supplier is required.'),
  isInactive: z.boolean({ error: 'isInactive must be true or false.' }).optional().default(false),
  startDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), DateSchema.optional()),
  endDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), DateSchema.optional()),
  /**
   * The job's products, edited in the job modal. On PUT, a given list replaces the job's products;
   * leaving it out keeps them as they are.
   */
  products: z.array(JobProductInputSchema).max(200, 'A job has at most 200 products.').optional(),
};

const checkDates = (job: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (job.startDate && job.endDate && job.endDate < job.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be on or after the start date.' });
};

/** Body of POST jobs. */
export const JobInputSchema = z.object(jobFields).superRefine(checkDates);
export type JobInput = z.input<typeof JobInputSchema>;
/** A validated job body, as the API reads it. */
export type JobValues = z.output<typeof JobInputSchema>;

/** Body of PUT jobs/{id}. */
export const JobUpdateSchema = z.object({ ...jobFields, ...VersionSchema.shape }).superRefine(checkDates);
export type JobUpdate = z.input<typeof JobUpdateSchema>;

/**
 * Query of GET jobs. The spec's two variants (`includeInactive`, `supplierId`) answer a plain array; the Job
 * Maintenance list adds paging parameters (`pageNumber`/`pageSize`) and `retailerId` and gets a `Paged<Job>`.
 */
export const JobListQuerySchema = ActiveQuerySchema.extend(OptionalPageQuerySchema.shape).extend({
  supplierId: positiveId('supplierId').optional(),
  retailerId: positiveId('retailerId').optional(),
});
export type JobListQuery = z.output<typeof JobListQuerySchema>;

export const PagedJobsSchema = pagedSchema(JobSchema);
export const JobListResponseSchema = arrayOrPagedSchema(JobSchema);

/** Query of GET jobs/lookup (000 §7.4): repeated retailerId, optional window. */
export const JobLookupQuerySchema = z
  .object({
    retailerId: z
      .union([positiveId('retailerId'), z.array(positiveId('retailerId')).max(50, 'At most 50 retailers.')])
      .optional()
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
    startDate: DateSchema.optional(),
    endDate: DateSchema.optional(),
  })
  .superRefine(checkDates);
export type JobLookupQuery = z.output<typeof JobLookupQuerySchema>;

export const JobLookupItemSchema = z.object({
  id: z.number(),
  jobNumber: z.string(),
  description: z.string(),
  hourlyRate: z.number(),
});
export type JobLookupItem = z.infer<typeof JobLookupItemSchema>;

export const JobProductsQuerySchema = z.object({ jobId: positiveId('jobId') });

/** How many jobs `GET jobs/recent` answers. */
export const RECENT_JOBS = 20;
