import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { implement } from '../../common/api-handler.ts';
import { listBatchNumbers } from '../../data/money/accounting-batches.repository.ts';

/** GET accountingExport/clientInvoices/batches (002 §7): numbers of the finished client batches, newest first. */
export const listClientBatches = implement(accountingExportRoutes.listClientBatches, () => listBatchNumbers('client'));
