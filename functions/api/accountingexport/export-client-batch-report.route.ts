import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { implement } from '../../common/api-handler.ts';

/** POST accountingExport/client/export/excel {batchNumber} (002 §7): the Batch Report of client invoices. */
export const exportClientBatchReport = implement(accountingExportRoutes.exportClientBatchReport, async ({ body }) => {
  const { exportBatchReport } = await import('../../domain/money/accounting-export/batch-report.ts');
  return exportBatchReport('client', body.batchNumber);
});
