import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { implement } from '../../common/api-handler.ts';
import { serviceInvoicesOfBatch } from '../../domain/money/accounting-export/invoice-lists.ts';

/** GET accountingExport/serviceInvoices?batchNumber (002 §7): merchandiser invoices of a batch (0 = not exported). */
export const listServiceInvoices = implement(accountingExportRoutes.listServiceInvoices, ({ query }) =>
  serviceInvoicesOfBatch(query.batchNumber),
);
