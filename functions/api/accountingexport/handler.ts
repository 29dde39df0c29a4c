import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { exportActiveJobs } from './export-active-jobs.route.ts';
import { exportClientBatchReport } from './export-client-batch-report.route.ts';
import { exportClientInvoices } from './export-client-invoices.route.ts';
import { exportServiceBatchReport } from './export-service-batch-report.route.ts';
import { exportServiceInvoices } from './export-service-invoices.route.ts';
import { listClientBatches } from './list-client-batches.route.ts';
import { listClientInvoices } from './list-client-invoices.route.ts';
import { listServiceBatches } from './list-service-batches.route.ts';
import { listServiceInvoices } from './list-service-invoices.route.ts';

/** The `accountingexport` family: Export for Accounting (002 §2 Accounting export, §7; brief §2.5), admin only. */
export const handler = createApiHandler({
  routes: Object.values(accountingExportRoutes),
  implementations: [
    listServiceInvoices,
    listServiceBatches,
    listClientInvoices,
    listClientBatches,
    exportServiceInvoices,
    exportClientInvoices,
    exportServiceBatchReport,
    exportClientBatchReport,
    exportActiveJobs,
  ],
});
