import { accountingExportRoutes } from '@shelfline/shared/routes/accountingexport.routes';
import { implement } from '../../common/api-handler.ts';

/** POST accountingExport/activeJobs/export (002 §7): the active jobs as the accounting package's jobs import. */
export const exportActiveJobs = implement(accountingExportRoutes.exportActiveJobs, async () => {
  const { exportActiveJobs: activeJobsFile } = await import('../../domain/money/accounting-export/active-jobs.ts');
  return activeJobsFile();
});
