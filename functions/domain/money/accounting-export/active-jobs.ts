import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import { exportToS3 } from '../../../common/export/export-to-s3.ts';
import { listAllJobs } from '../../../data/master-data/jobs.repository.ts';
import {
  ACTIVE_JOB_COLUMNS,
  type ActiveJobRow,
  activeJobsFileName,
} from '../../../documents/accounting/active-jobs-file.ts';

/** Export Active Jobs (POST accountingExport/activeJobs/export; brief §6): every active job, by job number. */
export async function exportActiveJobs(today = new Date().toISOString().slice(0, 10)): Promise<ExportedFile> {
  const rows: ActiveJobRow[] = (await listAllJobs())
    .filter((job) => !job.isInactive)
    .map((job) => ({
      jobNumber: job.jobNumber,
      description: job.description,
      supplier: job.supplier,
      startDate: job.startDate,
      endDate: job.endDate,
    }));
  return exportToS3({
    fileName: activeJobsFileName(today),
    format: 'csv',
    columns: ACTIVE_JOB_COLUMNS,
    pages: (async function* () {
      yield rows;
    })(),
  });
}
