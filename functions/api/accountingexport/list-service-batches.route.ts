import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { implement } from '../../common/api-handler.ts';
import { listBatchNumbers } from '../../data/money/accounting-batches.repository.ts';

/** GET accountingExport/serviceInvoices/batches (002 §7): numbers of the finished service batches, newest first. */
export const listServiceBatches = implement(accountingExportRoutes.listServiceBatches, () =>
  listBatchNumbers('service'),
);
