import * as z from 'zod';
import { APPROVAL_STATUS, type ApprovalStatusFilter } from '../approval-status.ts';
import { hoursField, rateField } from '../money.ts';
import { positiveId } from './fields.ts';
import { QueryBooleanSchema } from './list.contract.ts';

/*
 * Merchandiser invoicing (002 §2 "Merchandiser invoicing", §3, §7; brief money-and-reports §2.3): the Charges tab's
 * merchandiser (pay) charges, their View Charge edit and bulk approval, and the merchandiser's self-billed invoices.
 * Money is shown as decimals (the server stores cents, shared/src/money.ts).
 */

/** Non-admins may not look further back than this many days (002 §5, 000 §6; a server rule, brief A30). */
export const INVOICING_FROM_DATE_DAYS = 90;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateField = (label: string) =>
  z.string({ error: `${label} is required (YYYY-MM-DD).` }).regex(DATE, `${label} must be a date (YYYY-MM-DD).`);
const optionalId = (name: string) => positiveId(name).optional();

const STATUS_FILTERS = [-1, 0, 1, 2, 3, 4] as const;
const statusFilter = z.coerce
  .number({ error: 'status must be a number.' })
  .int()
  .refine((v): v is ApprovalStatusFilter => (STATUS_FILTERS as readonly number[]).includes(v), {
    message: 'status must be -1 (All Charges), 0, 1, 2, 3 or 4 (All Approved).',
  });

/** The filter bar of the Charges tab (also the preliminary invoice's selection). */
export const ChargesQuerySchema = z
  .object({
    fromDate: dateField('From Date'),
    toDate: dateField('To Date'),
    jobId: optionalId('jobId'),
    status: statusFilter.optional().default(APPROVAL_STATUS.AllCharges),
    /** Admin and account manager; a merchandiser always gets their own. */
    merchandiserId: optionalId('merchandiserId'),
    /** Admin only. */
    accountManagerId: optionalId('accountManagerId'),
    /** Admin only: services of category Manual (brief A28). */
    manualEntryOnly: QueryBooleanSchema.optional().default(false),
  })
  .refine((q) => q.fromDate <= q.toDate, { path: ['toDate'], message: 'To Date must be on or after From Date.' });
export type ChargesQuery = z.output<typeof ChargesQuerySchema>;
export type ChargesQueryInput = z.input<typeof ChargesQuerySchema>;

const ApprovalStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** A row of the Charges table (002 §3 merchandiser charge). */
export const MerchandiserChargeRowSchema = z.object({
  chargeId: z.number(),
  serviceId: z.number(),
  employeeId: z.number(),
  merchandiser: z.string(),
  category: z.string(),
  completedDate: z.string(),
  dateReportSubmitted: z.string().optional(),
  jobId: z.number(),
  jobNumber: z.string(),
  jobDescription: z.string(),
  product: z.string(),
  retailer: z.string(),
  storeDescription: z.string(),
  serviceType: z.string(),
  payrateFlat: z.number().optional(),
  payratePerHour: z.number().optional(),
  hoursForBilling: z.number(),
  amount: z.number(),
  /** The exceptions, joined for the Exceptions column. */
  allExceptions: z.string(),
  approvalStatus: ApprovalStatusSchema,
  invoiceId: z.number().optional(),
  invoiceNum: z.number().optional(),
  version: z.number(),
});
export type MerchandiserChargeRow = z.infer<typeof MerchandiserChargeRowSchema>;

/** View Charge: the row plus where its rate came from, reported hours, approval and the customer charge. */
export const MerchandiserChargeSchema = MerchandiserChargeRowSchema.extend({
  storeId: z.number(),
  provinceCode: z.string().optional(),
  isHelper: z.boolean(),
  rateSource: z.string(),
  reportedHours: z.number(),
  exceptions: z.array(z.string()),
  comments: z.string().optional(),
  approvedBy: z.string().optional(),
  approvedAt: z.string().optional(),
  customerChargeId: z.number().optional(),
  voided: z.boolean().optional(),
});
export type MerchandiserCharge = z.infer<typeof MerchandiserChargeSchema>;

const clearableRate = (label: string) => rateField(label, { max: 100_000 }).nullable().optional();

/** PATCH body (brief §2.3 proposal): what View Charge edits, at the version read. null clears a rate. */
export const MerchandiserChargeUpdateSchema = z.object({
  hoursForBilling: hoursField('Billable hours', { max: 1_000 }).optional(),
  payrateFlat: clearableRate('Flat pay rate'),
  payratePerHour: clearableRate('Pay rate per hour'),
  comments: z
    .string({ error: 'Comments must be text.' })
    .max(1_000, 'Comments must be at most 1000 characters.')
    .optional(),
  version: z.number({ error: 'version is required.' }).int().min(1),
});
export type MerchandiserChargeUpdate = z.input<typeof MerchandiserChargeUpdateSchema>;

/** Most ids one approve takes (the brief's measured bulk size). */
export const APPROVE_MAX_IDS = 5_000;

const ApproveIdsSchema = z
  .array(z.number({ error: 'Each charge id must be a number.' }).int().positive('Each charge id must be positive.'), {
    error: 'A list of charge ids is required.',
  })
  .min(1, 'Please select one or more charges.')
  .max(APPROVE_MAX_IDS, `At most ${APPROVE_MAX_IDS} charges can be approved at once.`);

/**
 * POST charges/approve: merchandiser AND misc charge ids (one id sequence, 002 §7 "list of numeric charge ids"). The
 * spec's bare list is read as `{ ids }` (accepted too), an object so that a misspelt key is named like in every other
 * body (as customer invoicing's charge ids).
 */
export const ApproveChargesSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { ids: body } : body),
  z.object({ ids: ApproveIdsSchema }),
);
export type ApproveChargesInput = z.output<typeof ApproveChargesSchema>;

export const ApproveChargesResultSchema = z.object({
  /** How many charges changed (the toast `{n} charges successfully approved`). */
  approved: z.number(),
  /** Already approved or invoiced: left as they were. */
  skipped: z.number(),
});
export type ApproveChargesResult = z.infer<typeof ApproveChargesResultSchema>;

/** The Invoices tab's filters (002 §7). */
export const InvoicesQuerySchema = z
  .object({
    fromDate: dateField('From Date'),
    toDate: dateField('To Date'),
    jobId: optionalId('jobId'),
    merchandiserId: optionalId('merchandiserId'),
    accountManagerId: optionalId('accountManagerId'),
  })
  .refine((q) => q.fromDate <= q.toDate, { path: ['toDate'], message: 'To Date must be on or after From Date.' });
export type InvoicesQuery = z.output<typeof InvoicesQuerySchema>;
export type InvoicesQueryInput = z.input<typeof InvoicesQuerySchema>;

export const TaxLineSchema = z.object({ code: z.string(), rate: z.number(), base: z.number(), tax: z.number() });

/** A merchandiser invoice (002 §3) with its period and totals. */
export const MerchandiserInvoiceSchema = z.object({
  invoiceId: z.number(),
  invoiceNum: z.number(),
  dateIssued: z.string(),
  employeeId: z.number(),
  empFullname: z.string(),
  jobId: z.number().optional(),
  fromDate: z.string(),
  toDate: z.string(),
  servicesAmount: z.number(),
  miscAmount: z.number(),
  gst: z.number(),
  taxLines: z.array(TaxLineSchema),
  /** Total: services + misc + tax. */
  amount: z.number(),
  batchNum: z.number(),
  chargeCount: z.number(),
  miscChargeCount: z.number(),
});
export type MerchandiserInvoice = z.infer<typeof MerchandiserInvoiceSchema>;

/** POST invoices (Submit Invoice): a merchandiser submits for themself whatever `merchandiserId` says. */
export const SubmitInvoiceSchema = z
  .object({
    jobId: positiveId('jobId').nullable().optional(),
    merchandiserId: positiveId('merchandiserId').optional(),
    fromDate: dateField('From Date'),
    toDate: dateField('To Date'),
  })
  .refine((q) => q.fromDate <= q.toDate, { path: ['toDate'], message: 'To Date must be on or after From Date.' });
export type SubmitInvoiceInput = z.input<typeof SubmitInvoiceSchema>;

export const SubmittedInvoiceSchema = MerchandiserInvoiceSchema.extend({
  /** Charges of the period left out because they are not approved (Not Approved Yet, Rejected). */
  notApprovedCount: z.number(),
});
export type SubmittedInvoice = z.infer<typeof SubmittedInvoiceSchema>;

export const InvoiceIdParamsSchema = z.object({ id: positiveId('id') });
