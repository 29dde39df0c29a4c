import * as z from 'zod';
import type { UploadRule } from '../routes/route.ts';
import { blankToUndefined } from './fields.ts';
import { QueryBooleanSchema, VersionSchema } from './list.contract.ts';

/** Applicant statuses (002 §4) by value; the labels the screens show. */
export const APPLICANT_STATUS_LABELS = [
  'Applied',
  'Scored',
  'Rejected Automatically',
  'Rejected Manually',
  'Shortlisted',
  'Selected For Interview',
  'HR Review',
  'To Be Hired',
] as const;
export const APPLICANT_STATUS = {
  applied: 0,
  scored: 1,
  rejectedAutomatically: 2,
  rejectedManually: 3,
  shortlisted: 4,
  selectedForInterview: 5,
  hrReview: 6,
  toBeHired: 7,
} as const;

/** The label of a status value, with the spec's fallbacks ('Not Set', 'Invalid Status (x)', 'Unknown (x)'). */
export function applicantStatusLabel(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'Not Set';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n)) return `Invalid Status (${String(value)})`;
  return APPLICANT_STATUS_LABELS[n] ?? `Unknown (${n})`;
}

export const REJECTION_REASON_MAX = 1_000;
export const ACTION_DETAILS_MAX = 2_000;

/** A row of `GET ats/applicants` (002 §3 Applicant). */
export const ApplicantRowSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  jobPostingId: z.number(),
  jobTitle: z.string(),
  source: z.string(),
  status: z.number(),
  overallScore: z.number(),
  isExEmployee: z.boolean(),
  hasDuplicates: z.boolean(),
  contactCount: z.number(),
  createdUtc: z.string(),
  assignedToId: z.number().optional(),
  assignedToName: z.string().optional(),
});
export type ApplicantRow = z.infer<typeof ApplicantRowSchema>;

/** `GET ats/applicants/{id}`: the row plus the résumé and the parsed data (`parsedJson`: `{ resume, scoring }`). */
export const ApplicantSchema = ApplicantRowSchema.extend({
  resumeFileId: z.string().optional(),
  resumeFileName: z.string().optional(),
  parsedJson: z.string().optional(),
  mailbox: z.string().optional(),
  editedFields: z.array(z.string()).optional(),
  /** The worker this applicant was hired as (brief A11). */
  hiredEmployeeId: z.number().optional(),
  version: z.number(),
});
export type ApplicantDetail = z.infer<typeof ApplicantSchema>;

const YMD_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;
const instant = (label: string) =>
  z.preprocess(blankToUndefined, z.string().regex(YMD_OR_INSTANT, `${label} must be a date (YYYY-MM-DD).`).optional());
const optionalId = (label: string) =>
  z.preprocess(blankToUndefined, z.coerce.number().int(`${label} must be a whole number.`).positive().optional());

/** `GET ats/applicants` filters; without dates, the last 14 days (the screen's default period). */
export const ApplicantListQuerySchema = z.object({
  includeInactivePostings: QueryBooleanSchema.optional().default(false),
  startDate: instant('Start date'),
  endDate: instant('End date'),
  assignedToId: optionalId('Assigned to'),
  jobPostingId: optionalId('Job posting'),
  cityId: optionalId('City'),
  provinceId: optionalId('Province'),
});
export type ApplicantListQuery = z.infer<typeof ApplicantListQuerySchema>;

const name = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} must be at most 100 characters.`);
const optionalEmail = z.preprocess(
  blankToUndefined,
  z.string().trim().max(254).email('E-mail is not a valid e-mail address.').optional(),
);
const optionalPhone = z.preprocess(blankToUndefined, z.string().trim().max(30).optional());

/** `POST ats/applicants` as JSON (multipart carries the same fields in the spec's casing, plus the file `resume`). */
export const ApplicantCreateSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: optionalEmail,
  phone: optionalPhone,
  jobPostingId: z.coerce.number({ error: 'Job posting is required.' }).int().positive('Job posting is required.'),
  assignedToId: optionalId('Assigned to'),
});
export type ApplicantCreate = z.infer<typeof ApplicantCreateSchema>;

/** `PUT ats/applicants/{id}`; `reason` is required when the status becomes Rejected Manually (brief A2). */
export const ApplicantUpdateSchema = VersionSchema.extend({
  id: z.number().optional(),
  firstName: name('First name'),
  lastName: name('Last name'),
  email: optionalEmail,
  phone: optionalPhone,
  assignedToId: z.preprocess(blankToUndefined, z.number().int().positive().optional()),
  status: z.number({ error: 'Status is required.' }).int().min(0).max(7, 'Status must be 0 to 7.'),
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().max(REJECTION_REASON_MAX, 'Rejection reason is required and must be 1-1000 characters.').optional(),
  ),
});
export type ApplicantUpdate = z.infer<typeof ApplicantUpdateSchema>;

/** An applicant action (002 §3): Contact or Comment; any other value is stored as a Comment. */
export const ApplicantActionSchema = z.object({
  id: z.number(),
  applicantId: z.number(),
  action: z.string(),
  details: z.string(),
  userId: z.number().optional(),
  userName: z.string(),
  createdOn: z.string(),
});
export type ApplicantActionRecord = z.infer<typeof ApplicantActionSchema>;

/** `POST ats/applicant-actions`: `userId` is accepted and ignored (the caller is recorded). */
export const ApplicantActionInputSchema = z.object({
  applicantId: z.coerce.number({ error: 'Applicant is required.' }).int().positive('Applicant is required.'),
  action: z.string().max(50).optional().default('Comment'),
  details: z
    .string({ error: 'Details are required.' })
    .trim()
    .min(1, 'Details are required.')
    .max(ACTION_DETAILS_MAX, 'Details must be at most 2000 characters.'),
  userId: z.unknown().optional(),
});

/** `GET ats/duplications/applicants/{applicantId}` (002 §3 Duplication info). */
export const DuplicationInfoSchema = z.object({
  exEmployee: z
    .object({
      matchType: z.string(),
      employeeName: z.string(),
      employeeEmail: z.string().optional(),
      employeeId: z.number(),
      employeeDateStarted: z.string().optional(),
      lastWorkedDate: z.string().optional(),
      detectedUtc: z.string(),
    })
    .nullable(),
  duplicates: z.array(
    z.object({
      id: z.number(),
      matchType: z.string(),
      duplicateApplicantId: z.number(),
      duplicateApplicantName: z.string(),
      duplicateApplicantEmail: z.string().optional(),
      duplicateApplicantJobPostingTitle: z.string().optional(),
      duplicateApplicantAppliedDate: z.string().optional(),
      duplicateApplicantOverallScore: z.number().optional(),
      detectedUtc: z.string(),
    }),
  ),
});
export type DuplicationInfo = z.infer<typeof DuplicationInfoSchema>;

export const ApplicantIdParamsSchema = z.object({
  applicantId: z.coerce.number({ error: 'applicantId must be a number.' }).int().positive(),
});
export const FileIdParamsSchema = z.object({ fileId: z.string().uuid('fileId is not a file id.') });

/** The multipart form's fields in the spec's casing (brief X3), read as the JSON body's. */
const MULTIPART_NAMES: Readonly<Record<string, string>> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Email: 'email',
  Phone: 'phone',
  JobPostingId: 'jobPostingId',
  AssignedToId: 'assignedToId',
};

/** `POST ats/applicants` body: JSON camelCase, or the multipart form's fields (`FirstName`, …). */
export const ApplicantCreateBodySchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [MULTIPART_NAMES[k] ?? k, v]))
      : value,
  ApplicantCreateSchema,
);

/**
 * The résumé of a manual create: one file in the field `resume`, within the multipart limit; its type is judged by
 * the server from the bytes (functions/domain/ats/resume/resume-type.ts: PDF, DOCX, DOC, ODT, RTF, TXT).
 */
export const RESUME_UPLOAD = {
  field: 'resume',
  maxFiles: 1,
  maxFileBytes: 4 * 1024 * 1024,
  maxTotalBytes: 4 * 1024 * 1024,
  types: [],
  anyType: true,
  json: true,
} as const satisfies UploadRule;
