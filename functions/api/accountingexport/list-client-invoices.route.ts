import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { implement } from '../../common/api-handler.ts';
import { clientInvoicesOfBatch } from '../../domain/money/accounting-export/invoice-lists.ts';

/** GET accountingExport/clientInvoices?batchNumber (002 §7): customer invoices of a batch (0 = Submitted, not exported). */
export const listClientInvoices = implement(accountingExportRoutes.listClientInvoices, ({ query }) =>
  clientInvoicesOfBatch(query.batchNumber),
);
