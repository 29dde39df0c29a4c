import * as z from 'zod';
import { positiveId, requiredText } from './fields.ts';
import { QueryBooleanSchema } from './list.contract.ts';
import { ALL_CIRS_MERCHANDISERS, REPORT_IDS, SortKeySchema } from './report.contract.ts';

/*
 * Scheduled exports (DECISIONS.md "Additions beyond the spec"; brief files-mail-recruiting §7, J1-J7): an export of
 * one kind, with the parameters of its modal (dates relative to the run), run on a recurrence at a time of day in a
 * time zone, and delivered to recipients. Admin only. Schedules are data: one tick dispatches the due ones.
 */

/** The eight reports, the schedule export, a job's Summary for its customer, a supplier's unexported orders, the accounting export. */
export const EXPORT_KINDS = [...REPORT_IDS, 'scheduleExport', 'summary', 'orderExport', 'accountingExport'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Dates relative to the run, computed in the schedule's time zone (weeks start on Monday). */
export const RELATIVE_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'nextWeek',
  'thisMonth',
  'previousMonth',
  'nextMonth',
  'lastNDays',
  'nextNDays',
] as const;
export type RelativePeriodType = (typeof RELATIVE_PERIODS)[number];

export const RelativePeriodSchema = z
  .object({
    type: z.enum(RELATIVE_PERIODS, { error: `period must be one of ${RELATIVE_PERIODS.join(', ')}.` }),
    /** lastNDays / nextNDays only: how many days (today included for next, excluded for last). */
    days: z.coerce.number().int().min(1, 'days must be 1 or more.').max(366, 'days must be at most 366.').optional(),
  })
  .refine((p) => (p.type === 'lastNDays' || p.type === 'nextNDays') === (p.days !== undefined), {
    message: 'days is required with lastNDays and nextNDays, and only with them.',
    path: ['days'],
  });
export type RelativePeriod = z.infer<typeof RelativePeriodSchema>;

/** The posting date of a scheduled accounting export (brief J3): the run's day, or the last day of the previous month. */
export const POSTING_DATES = ['runDate', 'lastDayOfPreviousMonth'] as const;

/** Every parameter any kind takes; EXPORT_KIND_PARAMETERS says which ones a kind reads and which it requires. */
export const ExportScheduleParametersSchema = z.object({
  period: RelativePeriodSchema.optional(),
  jobId: positiveId('jobId').optional(),
  merchandiserId: z.coerce.number().int().min(ALL_CIRS_MERCHANDISERS).nullable().optional(),
  isHistory: QueryBooleanSchema.optional(),
  sortExpression: z.array(SortKeySchema).max(10).optional(),
  provinceIds: z.array(positiveId('provinceIds')).max(100).optional(),
  /** summary: the report range of the job (GET summary/reportRanges); absent = the job's current one. */
  reportId: positiveId('reportId').optional(),
  /** orderExport */
  supplierId: positiveId('supplierId').optional(),
  orderLayoutId: positiveId('orderLayoutId').optional(),
  /** orderExport and summary: also put the file into the supplier's UME folder. */
  toUmeFolder: z.boolean().optional(),
  /** accountingExport */
  invoiceKind: z.enum(['service', 'client'], { error: 'invoiceKind must be service or client.' }).optional(),
  postingDate: z.enum(POSTING_DATES, { error: `postingDate must be one of ${POSTING_DATES.join(', ')}.` }).optional(),
});
export type ExportScheduleParameters = z.infer<typeof ExportScheduleParametersSchema>;
export type ExportScheduleParameterName = keyof ExportScheduleParameters;

interface KindParameters {
  reads: readonly ExportScheduleParameterName[];
  requires: readonly ExportScheduleParameterName[];
}

/** What each kind reads (its modal's fields, with `period` for the date range) and requires. */
export const EXPORT_KIND_PARAMETERS: Readonly<Record<ExportKind, KindParameters>> = {
  contacts: { reads: ['period', 'jobId', 'merchandiserId', 'provinceIds'], requires: [] },
  jobChargeRate: { reads: ['period', 'jobId', 'isHistory'], requires: [] },
  merchandiserPayRate: { reads: ['merchandiserId', 'jobId'], requires: [] },
  schedule: {
    reads: ['period', 'jobId', 'merchandiserId', 'provinceIds', 'isHistory', 'sortExpression'],
    requires: ['period'],
  },
  pickAndPack: { reads: ['period', 'jobId', 'merchandiserId', 'provinceIds'], requires: ['period'] },
  chargeApproval: {
    reads: ['period', 'jobId', 'merchandiserId', 'isHistory', 'sortExpression'],
    requires: ['period'],
  },
  miscCharge: { reads: ['period', 'jobId', 'merchandiserId'], requires: ['period'] },
  travelLocations: { reads: ['provinceIds', 'jobId', 'period'], requires: [] },
  scheduleExport: { reads: ['period', 'jobId'], requires: ['period'] },
  summary: { reads: ['jobId', 'reportId', 'toUmeFolder'], requires: ['jobId'] },
  orderExport: { reads: ['supplierId', 'orderLayoutId', 'toUmeFolder'], requires: ['supplierId', 'orderLayoutId'] },
  accountingExport: { reads: ['invoiceKind', 'postingDate'], requires: ['invoiceKind', 'postingDate'] },
};

export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** 0 = Sunday … 6 = Saturday (Date.getDay). */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const RecurrenceSchema = z
  .object({
    frequency: z.enum(FREQUENCIES, { error: 'frequency must be daily, weekly or monthly.' }),
    daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7).optional(),
    /** 1-31; a month without that day runs on its last day. */
    dayOfMonth: z.number().int().min(1, 'dayOfMonth must be 1-31.').max(31, 'dayOfMonth must be 1-31.').optional(),
  })
  .superRefine((r, ctx) => {
    if (r.frequency === 'weekly' && (r.daysOfWeek?.length ?? 0) === 0)
      ctx.addIssue({ code: 'custom', path: ['daysOfWeek'], message: 'Choose at least one day of the week.' });
    if (r.frequency === 'monthly' && r.dayOfMonth === undefined)
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: 'Choose the day of the month.' });
  });
export type Recurrence = z.infer<typeof RecurrenceSchema>;

export const DEFAULT_TIME_ZONE = 'America/Toronto';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const RecipientSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('worker'), id: positiveId('id') }),
    z.object({ type: z.literal('supplierContact'), id: positiveId('id') }),
    z.object({
      type: z.literal('address'),
      address: z.string().trim().toLowerCase().email('address must be an e-mail address.').max(254),
    }),
  ],
  { error: 'type must be worker, supplierContact or address.' },
);
export type Recipient = z.infer<typeof RecipientSchema>;

export const ExportScheduleInputSchema = z
  .object({
    name: requiredText('Name', 100),
    kind: z.enum(EXPORT_KINDS, { error: `kind must be one of ${EXPORT_KINDS.join(', ')}.` }),
    parameters: ExportScheduleParametersSchema.default({}),
    recurrence: RecurrenceSchema,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm (00:00-23:59).'),
    timeZone: z
      .string()
      .default(DEFAULT_TIME_ZONE)
      .refine(isTimeZone, 'timeZone must be an IANA time zone, e.g. America/Toronto.'),
    recipients: z.array(RecipientSchema).min(1, 'Add at least one recipient.').max(50, 'At most 50 recipients.'),
    /** Send the file even when the period has no rows (brief §7.4 "Empty periods"). */
    sendEmpty: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const rule = EXPORT_KIND_PARAMETERS[input.kind];
    for (const name of rule.requires)
      if (input.parameters[name] === undefined)
        ctx.addIssue({ code: 'custom', path: ['parameters', name], message: `${name} is required for ${input.kind}.` });
  });
export type ExportScheduleInput = z.infer<typeof ExportScheduleInputSchema>;

export const ExportScheduleUpdateSchema = z.intersection(
  ExportScheduleInputSchema,
  z.object({ version: z.number().int().positive('version is required.') }),
);

export const RUN_STATUSES = ['queued', 'running', 'retrying', 'succeeded', 'empty', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RUN_TRIGGERS = ['timer', 'catchUp', 'manual'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

export const LastRunSchema = z.object({
  runId: z.string(),
  status: z.enum(RUN_STATUSES),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  rows: z.number().optional(),
});

export const ExportScheduleSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(EXPORT_KINDS),
  parameters: ExportScheduleParametersSchema,
  recurrence: RecurrenceSchema,
  time: z.string(),
  timeZone: z.string(),
  recipients: z.array(RecipientSchema),
  sendEmpty: z.boolean(),
  paused: z.boolean(),
  /** UTC instant of the next timed run; absent while paused. */
  nextRunAt: z.string().optional(),
  lastRun: LastRunSchema.optional(),
  /** The admin whose rights the runs use (brief J6). */
  owner: z.string(),
  version: z.number(),
  createdAt: z.string(),
  createdBy: z.string(),
  modifiedAt: z.string(),
  modifiedBy: z.string(),
});
export type ExportSchedule = z.infer<typeof ExportScheduleSchema>;

export const ExportScheduleRunSchema = z.object({
  /** `<periodKey>` or `<periodKey>#F<n>` for a forced re-run. */
  runId: z.string(),
  scheduleId: z.number(),
  /** The UTC instant of the slot the run is for: one run per schedule and period. */
  periodKey: z.string(),
  trigger: z.enum(RUN_TRIGGERS),
  forced: z.boolean(),
  status: z.enum(RUN_STATUSES),
  attempts: z.number(),
  /** The dates the relative period resolved to (YYYY-MM-DD), when the kind has one. */
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  queuedAt: z.string(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  rows: z.number().optional(),
  fileName: z.string().optional(),
  /** Short-lived link to the run's file (only in GET …/runs answers). */
  downloadUrl: z.string().optional(),
  recipients: z.array(z.string()),
  /** Where the file went besides e-mail, e.g. 'UME folder Acme Foods'. */
  deliveredTo: z.array(z.string()).optional(),
  error: z.string().optional(),
});
export type ExportScheduleRun = z.infer<typeof ExportScheduleRunSchema>;

export const RunNowInputSchema = z.object({ force: z.boolean().optional().default(false) });

export const RunsQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export const ExportScheduleRunPageSchema = z.object({
  items: z.array(ExportScheduleRunSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});

/** A schedule as the API answers it: with its recurrence in words (describeRecurrence, schedule-recurrence-text.ts). */
export const ExportScheduleViewSchema = ExportScheduleSchema.extend({ recurrenceText: z.string() });
export type ExportScheduleView = z.infer<typeof ExportScheduleViewSchema>;
