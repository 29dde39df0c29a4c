import * as z from 'zod';
import { hoursField } from '../money.ts';
import { isoDate } from './availability.contract.ts';
import { pagedSchema, VersionSchema } from './list.contract.ts';

/*
 * Customer invoicing (002 §2, §3, §7; brief §2.4): the Charges tab (customer charges, the "invoice summary rows",
 * not on any invoice) and the Invoices tab (Preliminary 0 → Submitted 1 → UploadedToMYOB 2). Money travels as
 * 2-decimal numbers under the spec's names; the server computes every amount and total from integer cents.
 */

/** At most this many charges in one list (brief A32): a larger answer asks the caller to narrow the filter. */
export const CUSTOMER_CHARGES_MAX = 20_000;
/** At most this many charges in one generate or export call (brief §8: 5,000 charges within 10 s). */
export const CHARGES_PER_CALL_MAX = 5_000;
/** Page sizes of the Charges and Invoices tabs (002 §2). */
export const CUSTOMER_INVOICING_PAGE_SIZES = [20, 50, 100, 500, 1000] as const;

export const NO_SELECTION_MESSAGE = 'Please select one or more charges.';
export const NARROW_FILTER_MESSAGE = 'Narrow the filter: more than 20,000 charges match it.';

const optionalId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int()
    .positive(`${label} must be a positive number.`);

/** `GET customerInvoicing/charges?fromDate=&toDate=&jobId=&supplierId=`: completed dates, both ends included. */
export const CustomerChargesQuerySchema = z
  .object({
    fromDate: isoDate('From date'),
    toDate: isoDate('To date'),
    jobId: optionalId('jobId').optional(),
    supplierId: optionalId('supplierId').optional(),
  })
  .refine((q) => q.fromDate <= q.toDate, { path: ['toDate'], message: 'To date must not be before From date.' })
  .refine((q) => Date.parse(q.toDate) - Date.parse(q.fromDate) <= 366 * 86_400_000, {
    path: ['toDate'],
    message: 'Choose at most a year of charges.',
  });
export type CustomerChargesQuery = z.output<typeof CustomerChargesQuerySchema>;

/**
 * A customer charge (002 §3 invoice summary row). `chargeRate` and `amount` are left out of account managers'
 * answers (002 §2, §6): removed on the server, not hidden in the screen.
 */
export const CustomerChargeRowSchema = z.object({
  id: z.number(),
  invoiceSummaryId: z.number(),
  chargeId: z.number().optional(),
  miscChargeId: z.number().optional(),
  serviceId: z.number().optional(),
  supplierId: z.number(),
  supplierFullName: z.string(),
  jobId: z.number(),
  jobNumber: z.string(),
  merchandiser: z.string(),
  retailer: z.string(),
  store: z.string(),
  storeId: z.number().optional(),
  serviceType: z.string(),
  product: z.string(),
  completedDate: z.string(),
  chargeRate: z.number().optional(),
  originalHours: z.number(),
  billableHours: z.number(),
  billableHoursAdj: z.number(),
  amount: z.number().optional(),
  payApprovalStatus: z.number(),
  provinceCode: z.string().optional(),
  invoiceId: z.number().optional(),
  reversalOf: z.number().optional(),
  hoursEdited: z.boolean().optional(),
  version: z.number(),
});
export type CustomerChargeRow = z.infer<typeof CustomerChargeRowSchema>;

/** `PATCH customerInvoicing/charges/{id}/billableHours`: ≥ 0, 2 decimals, at the version read. */
export const BillableHoursInputSchema = VersionSchema.extend({
  billableHours: hoursField('Billable hours', { max: 10_000 }),
});
export type BillableHoursInput = z.infer<typeof BillableHoursInputSchema>;

const ChargeIdsSchema = z
  .array(z.number({ error: 'Charge ids must be numbers.' }).int().positive('Charge ids must be positive.'), {
    error: NO_SELECTION_MESSAGE,
  })
  .min(1, NO_SELECTION_MESSAGE)
  .max(CHARGES_PER_CALL_MAX, `At most ${CHARGES_PER_CALL_MAX.toLocaleString('en-US')} charges in one call.`);

/**
 * The body of POST charges/export/excel and POST invoices (002 §7 "body: charge ids"): the spec's bare list, read as
 * `{ ids }` (accepted too), an object so that a misspelt key is named like in every other body.
 */
export const ChargeIdsInputSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { ids: body } : body),
  z.object({ ids: ChargeIdsSchema }),
);
export type ChargeIdsInput = z.output<typeof ChargeIdsInputSchema>;

export const CUSTOMER_INVOICE_STATUS = { Preliminary: 0, Submitted: 1, UploadedToMYOB: 2 } as const;
export const CUSTOMER_INVOICE_STATUS_LABELS: Record<number, string> = {
  0: 'Preliminary',
  1: 'Submitted',
  2: 'Uploaded To MYOB',
};

export const TaxLineSchema = z.object({ code: z.string(), rate: z.number(), base: z.number(), tax: z.number() });

/** A customer invoice (002 §3): totals in dollars, computed by the server from its lines. */
export const CustomerInvoiceSchema = z.object({
  id: z.number(),
  invoiceId: z.number(),
  invoiceNum: z.number().optional(),
  invoiceDate: z.string(),
  supplierId: z.number(),
  clientName: z.string(),
  subTotal: z.number(),
  gst: z.number(),
  total: z.number(),
  status: z.number(),
  batchNum: z.number(),
  poNumber: z.string().optional(),
  notes: z.string().optional(),
  lineCount: z.number(),
  taxLines: z.array(TaxLineSchema),
  submittedAt: z.string().optional(),
  submittedBy: z.string().optional(),
  sentAt: z.string().optional(),
  sentBy: z.string().optional(),
  sentTo: z.array(z.string()).optional(),
  version: z.number(),
});
export type CustomerInvoice = z.infer<typeof CustomerInvoiceSchema>;

/** `GET customerInvoicing/invoices` (brief A41): filters and server paging, newest first. */
export const CustomerInvoicesQuerySchema = z
  .object({
    fromDate: isoDate('From date').optional(),
    toDate: isoDate('To date').optional(),
    supplierId: optionalId('supplierId').optional(),
    status: z.coerce
      .number({ error: 'status must be 0, 1 or 2.' })
      .int()
      .refine((s) => s === 0 || s === 1 || s === 2, 'status must be 0, 1 or 2.')
      .optional(),
    pageNumber: z.coerce.number().int().min(1, 'pageNumber must be 1 or more.').optional().default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine(
        (n) => (CUSTOMER_INVOICING_PAGE_SIZES as readonly number[]).includes(n),
        `pageSize must be one of ${CUSTOMER_INVOICING_PAGE_SIZES.join(', ')}.`,
      )
      .optional()
      .default(20),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    path: ['toDate'],
    message: 'To date must not be before From date.',
  });
export type CustomerInvoicesQuery = z.output<typeof CustomerInvoicesQuerySchema>;

export const CustomerInvoicePageSchema = pagedSchema(CustomerInvoiceSchema);

/** The answer of POST invoices: the preliminary invoices made (one per supplier) and the toast to show. */
export const GeneratedInvoicesSchema = z.object({ invoices: z.array(CustomerInvoiceSchema), message: z.string() });
export type GeneratedInvoices = z.infer<typeof GeneratedInvoicesSchema>;

/** `PUT customerInvoicing/invoices/{id}` (brief A13): Preliminary only; lines removed go back to the Charges tab. */
export const CustomerInvoiceInputSchema = VersionSchema.extend({
  invoiceDate: isoDate('Invoice date'),
  poNumber: z.string().trim().max(50, 'PO number must be at most 50 characters.').optional(),
  notes: z.string().trim().max(2000, 'Notes must be at most 2,000 characters.').optional(),
  removedLineIds: z
    .array(z.number({ error: 'Line ids must be numbers.' }).int().positive())
    .max(CHARGES_PER_CALL_MAX)
    .optional()
    .default([]),
});
export type CustomerInvoiceInput = z.input<typeof CustomerInvoiceInputSchema>;

/** The answer of the submit and send calls: the invoice as it is now, and the toast. */
export const InvoiceActionResultSchema = z.object({ invoice: CustomerInvoiceSchema, message: z.string() });
export type InvoiceActionResult = z.infer<typeof InvoiceActionResultSchema>;

export const SUBMITTED_MESSAGE = 'Invoice submitted successfully';
export const SENT_MESSAGE = 'Invoice sent successfully';
export const DELETE_INVOICE_CONFIRMATION = 'Delete Invoice?';

/** The toast of a generate (002 §8; brief A12 for several suppliers). */
export const generatedMessage = (count: number) =>
  count === 1 ? 'Preliminary invoice generated successfully' : `${count} preliminary invoices generated successfully`;
