import * as z from 'zod';
import { isoDate } from './availability.contract.ts';
import { ExportedFileSchema } from './export.contract.ts';

/*
 * Export for accounting (002 §2 Accounting export, §7; brief §2.5). Batch 0 = submitted invoices not exported yet;
 * every other batch number was opened by one export (one sequence for both kinds, `CompanyInfo.nextBatchNumber`).
 */

const batchNumber = z.coerce
  .number({ error: 'batchNumber must be a number.' })
  .int('batchNumber must be a whole number.')
  .min(0, 'batchNumber must be 0 or more.');

/** `GET …Invoices?batchNumber` and the Batch Report's body: 0 (the default) lists what is not exported yet. */
export const BatchNumberQuerySchema = z.object({ batchNumber: batchNumber.default(0) });
export const BatchReportInputSchema = z.object({ batchNumber: batchNumber.default(0) });
export type BatchReportInput = z.input<typeof BatchReportInputSchema>;

/** A merchandiser (service) invoice as the export lists it (002 §9). */
export const ServiceInvoiceRowSchema = z.object({
  invoiceId: z.number(),
  invoiceNum: z.number(),
  dateIssued: z.string(),
  empFullname: z.string(),
  amount: z.number(),
  batchNum: z.number(),
});
export type ServiceInvoiceRow = z.infer<typeof ServiceInvoiceRowSchema>;

/** A customer (client) invoice as the export lists it (002 §9); `total` is the amount shown. */
export const ClientInvoiceRowSchema = z.object({
  invoiceId: z.number(),
  invoiceNum: z.number(),
  invoiceDate: z.string(),
  clientName: z.string(),
  total: z.number(),
  batchNum: z.number(),
});
export type ClientInvoiceRow = z.infer<typeof ClientInvoiceRowSchema>;

/** Batch numbers that hold exported invoices of one kind, newest first. */
export const BatchNumbersSchema = z.array(z.number());

export const CHOOSE_INVOICES = 'Choose at least one invoice.';
export const POSTING_DATE_REQUIRED = 'Posting date is required.';
export const alreadyExportedMessage = (numbers: readonly number[], batch: number) =>
  `Invoices ${numbers.join(', ')} were already exported in batch ${batch}.`;
export const payrollOnHoldMessage = (numbers: readonly number[]) =>
  `Invoices ${numbers.join(', ')} belong to workers whose payroll is on hold.`;

const invoiceIds = z
  .array(z.number({ error: 'Invoice ids must be numbers.' }).int().positive(), { error: CHOOSE_INVOICES })
  .min(1, CHOOSE_INVOICES)
  .max(5_000, 'At most 5,000 invoices can be exported at once.');

export const ClientExportInputSchema = z.object({ invoiceIds });
export type ClientExportInput = z.input<typeof ClientExportInputSchema>;

export const ServiceExportInputSchema = z.object({
  invoiceIds,
  /** The date the accounting entries are posted on (the file's Date column). */
  postedDate: z
    .string({ error: POSTING_DATE_REQUIRED })
    .trim()
    .min(1, POSTING_DATE_REQUIRED)
    .pipe(isoDate('Posting date')),
});
export type ServiceExportInput = z.input<typeof ServiceExportInputSchema>;

/**
 * The answer of an export, which runs in steps (≤ 8 s a call): the batch being exported, the invoices moved so far
 * and in all, and, once `finished`, the stored file's link. Send the same ids again until `finished`; sent again
 * after that, they answer the same batch's stored file.
 */
export const AccountingExportResultSchema = z.object({
  batchNumber: z.number(),
  done: z.number(),
  total: z.number(),
  finished: z.boolean(),
  file: ExportedFileSchema.optional(),
});
export type AccountingExportResult = z.infer<typeof AccountingExportResultSchema>;
