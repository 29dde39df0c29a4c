import * as z from 'zod';
import { positiveId } from './fields.ts';

/*
 * The Summary (002 §2 Summary, §3 Summary rows, §7 Summary and service reports; brief §7): one job's report range
 * (a report layout) with one row per submitted report. A customer reads the same shapes with the internal fields
 * left out by the server (brief R1): `released`, `releaseNotes`, `reviewedInternal`, `merchandiser`, `exceptions`,
 * the exception and incomplete totals (the incomplete total only while the completion chart is shown to them) and
 * the questions not on the client summary.
 */

/** `?jobId=&reportId=`: a job and one of its report ranges. */
export const SummaryQuerySchema = z.object({ jobId: positiveId('jobId'), reportId: positiveId('reportId') });
export type SummaryQuery = z.infer<typeof SummaryQuerySchema>;

export const ReportRangesQuerySchema = z.object({ jobId: positiveId('jobId') });
export const FlaggedQuerySchema = z.object({ reportId: positiveId('reportId') });
export const ServiceIdQuerySchema = z.object({ serviceId: positiveId('serviceId') });

/** A required true/false of the query string (`true`/`1` or `false`/`0`). */
const queryFlag = (name: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: `${name} must be true or false.` })
    .transform((value) => value === true || value === 'true' || value === '1');

export const SetReleasedQuerySchema = ServiceIdQuerySchema.extend({ isReleased: queryFlag('isReleased') });
export const SetReviewedQuerySchema = ServiceIdQuerySchema.extend({ reviewed: queryFlag('reviewed') });
export const SetDisplayChartQuerySchema = z.object({ reportId: positiveId('reportId'), status: queryFlag('status') });

/** 002 §7 passes the notes in the query string, so they are capped well below a URL's length. */
export const RELEASE_NOTES_MAX = 1000;
export const SetReleaseNotesQuerySchema = ServiceIdQuerySchema.extend({
  releaseNotes: z
    .string()
    .max(RELEASE_NOTES_MAX, `Release notes must be at most ${RELEASE_NOTES_MAX} characters.`)
    .optional()
    .default(''),
});

/** One of a customer's or the staff's jobs with at least one report layout. */
export const SummaryJobSchema = z.object({ id: z.number(), jobNumber: z.string(), description: z.string() });
export type SummaryJob = z.infer<typeof SummaryJobSchema>;

/** A report range: one layout of the job, `dateRange` as 'YYYY-MM-DD - YYYY-MM-DD'. */
export const ReportRangeSchema = z.object({
  reportId: z.number(),
  dateRange: z.string(),
  serviceFromDate: z.string(),
  serviceToDate: z.string(),
  description: z.string(),
  inactive: z.boolean(),
});
export type ReportRange = z.infer<typeof ReportRangeSchema>;

/** An answer of a row: the answer's text as answered (or the free text), its comments, and whether it is flagged. */
export const SummaryAnswerSchema = z.object({
  textValue: z.string().optional(),
  comments: z.string().optional(),
  flagged: z.boolean(),
});
export type SummaryAnswer = z.infer<typeof SummaryAnswerSchema>;

export const SummaryRowSchema = z.object({
  serviceID: z.number(),
  reviewedInternal: z.boolean().optional(),
  reviewedClient: z.boolean(),
  reviewedClient2: z.boolean(),
  released: z.boolean().optional(),
  releaseNotes: z.string().optional(),
  storeName: z.string(),
  storeNumber: z.number(),
  trait: z.string().optional(),
  completedDate: z.string().optional(),
  merchandiser: z.string().optional(),
  timeIn: z.string().optional(),
  timeOut: z.string().optional(),
  comments: z.string().optional(),
  clientComments: z.string().optional(),
  /** `summary/pictures?serviceId=<id>` when the report has pictures (brief S2), else null. */
  picturesUrl: z.string().nullable(),
  picturesCount: z.number(),
  /** Staff only: the report's exceptions (shared/src/service-report-rules.ts). */
  exceptions: z.array(z.string()).optional(),
  /** Keyed by question id. */
  answers: z.record(z.string(), SummaryAnswerSchema),
});
export type SummaryRow = z.infer<typeof SummaryRowSchema>;

/** A question column: the layout's summary heading, in display order. */
export const SummaryHeaderSchema = z.object({
  questionId: z.number(),
  heading: z.string(),
  questionText: z.string(),
});
export type SummaryHeader = z.infer<typeof SummaryHeaderSchema>;

export const SummarySchema = z.object({
  reportId: z.number(),
  jobId: z.number(),
  details: z.array(SummaryRowSchema),
  headers: z.array(SummaryHeaderSchema),
  totalExceptions: z.number().optional(),
  totalIncomplete: z.number().optional(),
  totalFlagged: z.number(),
  displayCompletionChartToClient: z.boolean(),
  clientCommentsLabel: z.string(),
  releaseRequired: z.boolean(),
});
export type Summary = z.infer<typeof SummarySchema>;

export const FlaggedAnswerSchema = z.object({
  serviceID: z.number(),
  storeName: z.string(),
  storeNumber: z.number(),
  questionId: z.number(),
  question: z.string(),
  answer: z.string(),
  comments: z.string().optional(),
});
export type FlaggedAnswer = z.infer<typeof FlaggedAnswerSchema>;

export const IncompleteServiceSchema = z.object({
  serviceID: z.number(),
  storeName: z.string(),
  storeNumber: z.number(),
  merchandiser: z.string().optional(),
  earliestDate: z.string(),
  latestDate: z.string(),
  mode: z.string(),
});
export type IncompleteService = z.infer<typeof IncompleteServiceSchema>;

export const ExceptionServiceSchema = z.object({
  serviceID: z.number(),
  storeName: z.string(),
  storeNumber: z.number(),
  merchandiser: z.string().optional(),
  completedDate: z.string().optional(),
  latestDate: z.string(),
  reportedHours: z.number().optional(),
  timeLimit: z.number().optional(),
  dateReportSubmitted: z.string().optional(),
  exceptions: z.array(z.string()),
});
export type ExceptionService = z.infer<typeof ExceptionServiceSchema>;

/** What a flag toggle answers: the row's flags as stored now. */
export const SummaryFlagsSchema = z.object({
  serviceID: z.number(),
  released: z.boolean().optional(),
  reviewedInternal: z.boolean().optional(),
  reviewedClient: z.boolean(),
  reviewedClient2: z.boolean(),
  releaseNotes: z.string().optional(),
});
export type SummaryFlags = z.infer<typeof SummaryFlagsSchema>;

/** One step of Release All (brief S8): repeat while `finished` is false; `released` counts this step's rows. */
export const ReleaseAllResultSchema = z.object({ released: z.number(), remaining: z.number(), finished: z.boolean() });
export type ReleaseAllResult = z.infer<typeof ReleaseAllResultSchema>;

export const DisplayChartResultSchema = z.object({ reportId: z.number(), displayCompletionChartToClient: z.boolean() });

/** A short-lived link to one picture of a row (brief S2). */
export const SummaryPictureSchema = z.object({ fileName: z.string(), url: z.string(), expiresAt: z.string() });
export const SummaryPicturesSchema = z.object({ serviceID: z.number(), pictures: z.array(SummaryPictureSchema) });
export type SummaryPictures = z.infer<typeof SummaryPicturesSchema>;

/** 'Are you sure you want release {n} services?' (002 §4, corrected in the brief §7d). */
export const releaseAllConfirmation = (n: number) =>
  `Are you sure you want to release ${n.toLocaleString('en-CA')} ${n === 1 ? 'service' : 'services'}?`;
