import * as z from 'zod';
import {
  AccountingExportResultSchema,
  BatchNumberQuerySchema,
  BatchNumbersSchema,
  BatchReportInputSchema,
  ClientExportInputSchema,
  ClientInvoiceRowSchema,
  ServiceExportInputSchema,
  ServiceInvoiceRowSchema,
} from '../contracts/accounting-export.contract.ts';
import { ExportedFileSchema } from '../contracts/export.contract.ts';
import { defineRoute } from './route.ts';

/** Export for accounting (002 §2, §6, §7): admin only. */
export const accountingExportRoutes = {
  listServiceInvoices: defineRoute({
    method: 'GET',
    path: 'accountingExport/serviceInvoices',
    access: 'accountingExport',
    summary: 'Merchandiser (service) invoices of a batch (0 = not exported)',
    query: BatchNumberQuerySchema,
    response: z.array(ServiceInvoiceRowSchema),
  }),
  listServiceBatches: defineRoute({
    method: 'GET',
    path: 'accountingExport/serviceInvoices/batches',
    access: 'accountingExport',
    summary: 'Batch numbers of exported service invoices',
    response: BatchNumbersSchema,
  }),
  listClientBatches: defineRoute({
    method: 'GET',
    path: 'accountingExport/clientInvoices/batches',
    access: 'accountingExport',
    summary: 'Batch numbers of exported client invoices',
    response: BatchNumbersSchema,
  }),
  listClientInvoices: defineRoute({
    method: 'GET',
    path: 'accountingExport/clientInvoices',
    access: 'accountingExport',
    summary: 'Client invoices of a batch (0 = not exported)',
    query: BatchNumberQuerySchema,
    response: z.array(ClientInvoiceRowSchema),
  }),
  exportServiceInvoices: defineRoute({
    method: 'POST',
    path: 'accountingExport/serviceInvoices/export',
    access: 'accountingExport',
    summary: 'Export the selected service invoices for accounting, with a posting date',
    body: ServiceExportInputSchema,
    response: AccountingExportResultSchema,
  }),
  exportClientInvoices: defineRoute({
    method: 'POST',
    path: 'accountingExport/clientInvoices/export',
    access: 'accountingExport',
    summary: 'Export the selected client invoices for accounting',
    body: ClientExportInputSchema,
    response: AccountingExportResultSchema,
  }),
  exportServiceBatchReport: defineRoute({
    method: 'POST',
    path: 'accountingExport/service/export/excel',
    access: 'accountingExport',
    summary: 'Batch report of service invoices (Excel)',
    body: BatchReportInputSchema,
    response: ExportedFileSchema,
  }),
  exportClientBatchReport: defineRoute({
    method: 'POST',
    path: 'accountingExport/client/export/excel',
    access: 'accountingExport',
    summary: 'Batch report of client invoices (Excel)',
    body: BatchReportInputSchema,
    response: ExportedFileSchema,
  }),
  exportActiveJobs: defineRoute({
    method: 'POST',
    path: 'accountingExport/activeJobs/export',
    access: 'accountingExport',
    summary: 'Export the active jobs for accounting',
    response: ExportedFileSchema,
  }),
} as const;
