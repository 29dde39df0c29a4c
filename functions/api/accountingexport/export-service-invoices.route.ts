import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { implement } from '../../common/api-handler.ts';
import { env } from '../../common/env.ts';
import { exportInvoices } from '../../domain/money/accounting-export/export-invoices.ts';

/**
 * POST accountingExport/serviceInvoices/export {invoiceIds, postedDate} (002 §7; brief §2.5): the selected service
 * invoices become the next batch, in steps (send the same ids again until `finished`); the answer links the file.
 */
export const exportServiceInvoices = implement(accountingExportRoutes.exportServiceInvoices, ({ body, auth }) =>
  exportInvoices({
    kind: 'service',
    invoiceIds: body.invoiceIds,
    postedDate: body.postedDate,
    by: auth.username,
    budgetMs: env.exportStepBudgetMs,
  }),
);
