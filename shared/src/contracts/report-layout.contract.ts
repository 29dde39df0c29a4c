import * as z from 'zod';
import { AuditFieldsSchema, optionalText, requiredText } from './fields.ts';
import { ActiveQuerySchema, arrayOrPagedSchema, OptionalPageQuerySchema, VersionSchema } from './list.contract.ts';
import { AnswerSchema } from './question-library.contract.ts';

/*
 * Report layouts, the Report Builder (002 §2 Report layouts, §4 Report layout items, §5, §7; brief §5): which
 * questions and headers the reports of one job product ask, for services in a date window.
 */

export const LAYOUT_ITEMS_MAX = 200;
export const SUMMARY_HEADING_MAX = 60;
export const LAYOUT_DESCRIPTION_MAX = 200;
export const CLIENT_COMMENTS_LABEL_MAX = 100;

const DateSchema = (label: string) =>
  z.string({ error: `${label} is required.` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is required (YYYY-MM-DD).`);

const flag = z.boolean().optional().default(false);

/** One item (detail) of a layout: a question, or a header when `isHeader` (its questionId is the header's id). */
export const ReportLayoutItemSchema = z.object({
  detailId: z.number(),
  questionId: z.number(),
  questionText: z.string(),
  answers: z.array(AnswerSchema),
  isHeader: z.boolean(),
  displaySequence: z.number(),
  allowComments: z.boolean(),
  onClientSummary: z.boolean(),
  flaggedItems: z.array(z.number()),
  summaryHeading: z.string(),
});
export type ReportLayoutItem = z.infer<typeof ReportLayoutItemSchema>;

/**
 * An item as the builder sends it: a new item carries a temporary `new-…` detailId (or none), dropped on save (002
 * §4). The question's text and answers are read from the library on save, so what the body says of them is ignored.
 */
export const ReportLayoutItemInputSchema = z.object({
  detailId: z.union([z.number(), z.string()]).optional(),
  questionId: z.number({ error: 'Question is required.' }).int().positive('Question is required.'),
  questionText: z.string().optional(),
  answers: z.array(z.object({ answerId: z.number(), answerText: z.string() })).optional(),
  isHeader: flag,
  displaySequence: z.number({ error: 'displaySequence must be a number.' }).int().min(0),
  allowComments: flag,
  onClientSummary: flag,
  flaggedItems: z.array(z.number().int(), { error: 'Flagged answers must be a list.' }).optional().default([]),
  summaryHeading: optionalText('Summary Header', SUMMARY_HEADING_MAX),
});
export type ReportLayoutItemInput = z.input<typeof ReportLayoutItemInputSchema>;
export type ReportLayoutItemValues = z.output<typeof ReportLayoutItemInputSchema>;

const layoutFields = {
  /** 0 (or left out) on create; ignored otherwise: the path names the layout. */
  reportId: z.number().optional(),
  jobId: z.number({ error: 'Job is required.' }).int().positive('Job is required.'),
  /** 0 is only the form's unset value (brief L3): saving needs a real job product. */
  jobProductId: z.number({ error: 'Product is required.' }).int().positive('Product is required.'),
  /** The job product's product; read from the job product on save. */
  productId: z.number().optional(),
  description: requiredText('Description', LAYOUT_DESCRIPTION_MAX),
  clientCommentsLabel: optionalText('Client Comments Label', CLIENT_COMMENTS_LABEL_MAX),
  serviceFromDate: DateSchema('From Date'),
  serviceToDate: DateSchema('To Date'),
  matchDateRange: flag,
  photosRequired: flag,
  signoffRequired: flag,
  deficiencyFormRequired: flag,
  releaseRequired: flag,
  displayCompletionChartToClient: flag,
  inactive: flag,
  details: z
    .array(ReportLayoutItemInputSchema, { error: 'Items must be a list.' })
    .max(LAYOUT_ITEMS_MAX, `A layout has at most ${LAYOUT_ITEMS_MAX} items.`),
};

const checkDates = (layout: { serviceFromDate: string; serviceToDate: string }, ctx: z.RefinementCtx) => {
  if (layout.serviceToDate < layout.serviceFromDate)
    ctx.addIssue({ code: 'custom', path: ['serviceToDate'], message: 'To Date must be on or after From Date.' });
};

/** Body of POST reportLayouts (Save As New too). */
export const ReportLayoutInputSchema = z.object(layoutFields).superRefine(checkDates);
export type ReportLayoutInput = z.input<typeof ReportLayoutInputSchema>;
export type ReportLayoutValues = z.output<typeof ReportLayoutInputSchema>;

/** Body of PUT reportLayouts/{id}. */
export const ReportLayoutUpdateSchema = z.object({ ...layoutFields, ...VersionSchema.shape }).superRefine(checkDates);
export type ReportLayoutUpdate = z.input<typeof ReportLayoutUpdateSchema>;

/** A layout's row of the list (no items). */
export const ReportLayoutRowSchema = z
  .object({
    id: z.number(),
    /** The spec's name of the id. */
    reportId: z.number(),
    jobId: z.number(),
    jobNumber: z.string(),
    productId: z.number(),
    jobProductId: z.number(),
    product: z.string(),
    description: z.string(),
    clientCommentsLabel: z.string(),
    serviceFromDate: z.string(),
    serviceToDate: z.string(),
    matchDateRange: z.boolean(),
    photosRequired: z.boolean(),
    signoffRequired: z.boolean(),
    deficiencyFormRequired: z.boolean(),
    releaseRequired: z.boolean(),
    displayCompletionChartToClient: z.boolean(),
    inactive: z.boolean(),
  })
  .extend(AuditFieldsSchema.partial().shape)
  .extend({ version: z.number() });
export type ReportLayoutRow = z.infer<typeof ReportLayoutRowSchema>;

/** GET reportLayouts/{id}: the layout with its items and how many reports use it (edits that would strand them are refused). */
export const ReportLayoutSchema = ReportLayoutRowSchema.extend({
  details: z.array(ReportLayoutItemSchema),
  reportCount: z.number().optional(),
});
export type ReportLayout = z.infer<typeof ReportLayoutSchema>;

/**
 * GET reportLayouts: the spec's plain array without paging parameters; a page with `pageNumber`/`pageSize` (the
 * builder's list: 10/20/50/100, default 20), searched, sorted, and filtered by Active? (`activeFilter`, default
 * active only).
 */
export const ReportLayoutListQuerySchema = ActiveQuerySchema.extend(OptionalPageQuerySchema.shape);
export type ReportLayoutListQuery = z.output<typeof ReportLayoutListQuerySchema>;
export const ReportLayoutListResponseSchema = arrayOrPagedSchema(ReportLayoutRowSchema);
