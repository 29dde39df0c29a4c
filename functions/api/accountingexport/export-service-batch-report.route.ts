import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { implement } from '../../common/api-handler.ts';

/** POST accountingExport/service/export/excel {batchNumber} (002 §7): the Batch Report of service invoices. */
export const exportServiceBatchReport = implement(accountingExportRoutes.exportServiceBatchReport, async ({ body }) => {
  const { exportBatchReport } = await import('../../domain/money/accounting-export/batch-report.ts');
  return exportBatchReport('service', body.batchNumber);
});
