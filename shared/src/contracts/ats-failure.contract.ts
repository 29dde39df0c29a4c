import * as z from 'zod';

/*
 * Ingestion failures (002 §3 "Ingestion failure", brief §6g): what the mailbox pipeline recorded when an e-mail did
 * not become an applicant (or became one with a warning). Admin only (calls 28-29).
 */

/** The pipeline's steps, in order (brief §6g). */
export const VALIDATION_STEPS = [
  'RECEIVE',
  'MIME',
  'SCREEN',
  'ROUTE',
  'ATTACHMENT',
  'STORE',
  'EXTRACT',
  'PARSE',
  'SCORE',
  'SAVE',
] as const;
export type ValidationStep = (typeof VALIDATION_STEPS)[number];

/** The codes a failure carries; the list tints those containing CRITICAL or ERROR. */
export const FAILURE_CODES = [
  'CRITICAL_VIRUS_DETECTED',
  'CRITICAL_INTERNAL',
  'ERROR_MIME_UNPARSEABLE',
  'ERROR_SPAM',
  'ERROR_DMARC_FAIL',
  'ERROR_RATE_LIMITED',
  'ERROR_POSTING_NOT_FOUND',
  'ERROR_POSTING_INACTIVE',
  'ERROR_NO_ATTACHMENT',
  'ERROR_UNSUPPORTED_FILE_TYPE',
  'ERROR_FILE_TOO_LARGE',
  'ERROR_ARCHIVE_BOMB',
  'WARN_DUPLICATE_RESUME',
  'WARN_TEXT_NOT_READABLE',
  'WARN_PARSE_FAILED',
  'INFO_AUTO_REPLY',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

export const FailureSchema = z.object({
  /** Derived from the mail's key and the step: a redelivered mail updates its failure, never adds one. */
  id: z.string(),
  occurredUtc: z.string(),
  mailbox: z.string(),
  messageId: z.string().optional(),
  subject: z.string().optional(),
  hasAttachments: z.boolean(),
  validationStep: z.enum(VALIDATION_STEPS),
  errorCode: z.enum(FAILURE_CODES),
  errorMessage: z.string(),
  /** Technical detail, at most 8 KB, never résumé text. */
  exceptionText: z.string().optional(),
  parsedJobTitle: z.string().optional(),
  parsedCity: z.string().optional(),
  parsedProvince: z.string().optional(),
  jobPostingId: z.number().optional(),
  assignedToId: z.number().optional(),
  resumeFileId: z.string().optional(),
  sha256Hash: z.string().optional(),
  /** JSON text: the mail's bucket and key, the sender's address, the applicant a warning belongs to. */
  additionalJson: z.string().optional(),
  /** When an admin last sent the mail through the pipeline again (POST ats/failures/{id}/retry). */
  retriedUtc: z.string().optional(),
  /** What the retry came to: still queued (pending), an applicant (resolved), or a failure again (rejected). */
  retryOutcome: z.enum(['pending', 'resolved', 'rejected']).optional(),
  /** The applicant a resolved retry created. */
  retryApplicantId: z.number().optional(),
});
export type Failure = z.infer<typeof FailureSchema>;

/**
 * Codes whose cause an admin can fix (create the posting or its alias, activate it), that an outage caused, or that
 * an admin may overrule (a retry lets a mail past the sender's hourly limit): such a failure's mail may be sent
 * through the pipeline again (brief A5). Never a virus, and never what the same mail would fail again the same way.
 */
export const RETRYABLE_FAILURE_CODES: readonly FailureCode[] = [
  'CRITICAL_INTERNAL',
  'ERROR_POSTING_NOT_FOUND',
  'ERROR_POSTING_INACTIVE',
  'ERROR_RATE_LIMITED',
];

/** A row of the failure list: the detail without its long texts. */
export const FailureRowSchema = FailureSchema.omit({ exceptionText: true, additionalJson: true });
export type FailureRow = z.infer<typeof FailureRowSchema>;

const instant = z.iso.datetime({ offset: true, error: 'Use an ISO date and time, e.g. 2026-05-01T00:00:00Z.' });
const dateOrInstant = z.union([z.iso.date({ error: 'Use the date format YYYY-MM-DD.' }), instant], {
  error: 'Use a date (YYYY-MM-DD) or an ISO date and time.',
});

/** Days a failure list may cover (brief §6a call 28). */
export const FAILURE_WINDOW_MAX_DAYS = 92;

/**
 * `fromUtc`/`toUtc`: dates (whole days, UTC) or instants; both optional (the last 7 days, start of day to end of day,
 * 002 §9). At most 92 days.
 */
export const FailureListQuerySchema = z.object({
  fromUtc: dateOrInstant.optional(),
  toUtc: dateOrInstant.optional(),
});
export type FailureListQuery = z.infer<typeof FailureListQuerySchema>;

/** Any other id is simply not found (404). */
export const FailureIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
