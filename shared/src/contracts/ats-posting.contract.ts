import * as z from 'zod';
import { IncludeInactiveQuerySchema, VersionSchema } from './list.contract.ts';

/**
 * Job posting (002 §3 "Job posting"; brief §6a calls 1-5, A17): the list entity's fields plus the ids the form edits,
 * the mailbox alias e-mailed applications are routed by, a description and the applicant count.
 */
export const JobPostingSchema = z.object({
  id: z.number(),
  title: z.string(),
  provinceId: z.number(),
  provinceName: z.string(),
  provinceCode: z.string(),
  cityId: z.number(),
  cityName: z.string(),
  hrId: z.number().optional(),
  hrName: z.string().optional(),
  supervisorId: z.number().optional(),
  supervisorName: z.string().optional(),
  isActive: z.boolean(),
  mailboxAlias: z.string().optional(),
  description: z.string().optional(),
  applicantCount: z.number(),
  version: z.number(),
});
export type JobPosting = z.infer<typeof JobPostingSchema>;

/** A row of `GET ats/job-postings`: the whole posting (a few dozen postings, each small). */
export const JobPostingRowSchema = JobPostingSchema;
export type JobPostingRow = JobPosting;

/** An optional form field: '' and null mean "none" (a PUT without it clears it). */
const blankAsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const requiredId = (label: string) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .int(`${label} is required.`)
    .positive(`${label} is required.`);

/**
 * A mailbox alias: the local part of an address at the inbound domain ('merchandisers-on'), stored lower-case.
 * Letters, digits, dots, hyphens, underscores; it starts and ends with a letter or digit.
 */
export const MailboxAliasSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(64, 'Mailbox alias must be at most 64 characters.')
  .regex(
    /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/,
    'Mailbox alias takes letters, digits, dots, hyphens and underscores, and starts and ends with a letter or digit.',
  );

const postingFields = {
  title: z
    .string({ error: 'Title is required.' })
    .trim()
    .min(1, 'Title is required.')
    .max(120, 'Title must be at most 120 characters.'),
  provinceId: requiredId('Province'),
  cityId: requiredId('City'),
  hrId: blankAsNone(requiredId('HR representative')),
  supervisorId: blankAsNone(requiredId('Supervisor')),
  isActive: z.boolean({ error: 'isActive must be true or false.' }).optional().default(true),
  mailboxAlias: blankAsNone(MailboxAliasSchema),
  description: blankAsNone(z.string().trim().max(4000, 'Description must be at most 4000 characters.')),
};

/** Body of POST ats/job-postings. */
export const JobPostingInputSchema = z.object(postingFields);
export type JobPostingInput = z.input<typeof JobPostingInputSchema>;
export type JobPostingValues = z.output<typeof JobPostingInputSchema>;

/** Body of PUT ats/job-postings/{id}: the same fields and the version read. */
export const JobPostingUpdateSchema = z.object({ ...postingFields, ...VersionSchema.shape });
export type JobPostingUpdate = z.input<typeof JobPostingUpdateSchema>;

/** Query of GET ats/job-postings: active postings unless `includeInactive`. */
export const JobPostingListQuerySchema = IncludeInactiveQuerySchema;
