import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { implement } from '../../common/api-handler.ts';
import { env } from '../../common/env.ts';
import { exportInvoices } from '../../domain/money/accounting-export/export-invoices.ts';

/**
 * POST accountingExport/clientInvoices/export {invoiceIds} (002 §7; brief §2.5, DECISIONS.md): the selected Submitted
 * client invoices become the next batch and UploadedToMYOB, in steps; the answer links the file.
 */
export const exportClientInvoices = implement(accountingExportRoutes.exportClientInvoices, ({ body, auth }) =>
  exportInvoices({ kind: 'client', invoiceIds: body.invoiceIds, by: auth.username, budgetMs: env.exportStepBudgetMs }),
);
