import * as z from 'zod';
import { VersionSchema } from './list.contract.ts';

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} is required.`);

/** Job trait (001 §3 Trait (job)): a description, optionally tied to a planogram. */
export const JobTraitSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  traitDescription: z.string(),
  planogramId: z.number().optional(),
  planogramCode: z.string().optional(),
  version: z.number(),
});
export type JobTrait = z.infer<typeof JobTraitSchema>;

const traitFields = {
  traitDescription: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(200, 'Description must be at most 200 characters.'),
  /** The planogram shown (active); its code is copied from the planogram on save, whatever the body says. */
  planogramId: z.number().int().positive('planogramId must be a positive number.').nullish(),
  planogramCode: z.string().trim().max(50, 'planogramCode must be at most 50 characters.').nullish(),
};

/** Body of POST traits/job. */
export const JobTraitInputSchema = z.object({
  jobId: z.number({ error: 'Job is required.' }).int().positive('Job is required.'),
  ...traitFields,
});
export type JobTraitInput = z.input<typeof JobTraitInputSchema>;

/** The fields of the trait form (the job is chosen outside it). */
export const JobTraitFormSchema = z.object(traitFields);
export type JobTraitForm = z.input<typeof JobTraitFormSchema>;

/** Body of PUT traits/job/{id}: the job of a trait does not change. */
export const JobTraitUpdateSchema = z.object({ ...traitFields, ...VersionSchema.shape });
export type JobTraitUpdate = z.input<typeof JobTraitUpdateSchema>;

export const JobTraitsQuerySchema = z.object({ jobId: positiveId('jobId') });

/** Store trait (001 §3): a job trait given to one store. */
export const StoreTraitSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  traitId: z.number(),
  storeId: z.number(),
  traitDescription: z.string(),
});
export type StoreTrait = z.infer<typeof StoreTraitSchema>;

/** Body of POST traits/store: one trait to one or many stores; stores that already have it are left alone. */
export const StoreTraitsInputSchema = z.object({
  jobId: z.number({ error: 'Job is required.' }).int().positive('Job is required.'),
  traitId: z.number({ error: 'Trait is required.' }).int().positive('Trait is required.'),
  storeIds: z
    .array(z.number().int().positive('Store ids must be positive numbers.'), { error: 'Choose at least one store.' })
    .min(1, 'Choose at least one store.')
    .max(500, 'At most 500 stores at once.'),
});
export type StoreTraitsInput = z.infer<typeof StoreTraitsInputSchema>;

export const StoreTraitParamsSchema = z.object({ storeId: positiveId('storeId'), jobId: positiveId('jobId') });
