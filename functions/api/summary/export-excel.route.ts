import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `GET summary/export/excel?jobId=&reportId=` (002 §7): the caller's rows and columns as summary-YYYY-MM-DD-HH-mm.xlsx
 * in the exports bucket, answered as a short-lived link (the spec's blob would not fit a Lambda answer at 3,000
 * rows). The export module (exceljs, the S3 upload) loads only here.
 */
export const exportExcel = implement(summaryRoutes.exportExcel, async ({ query, auth }) => {
  const { exportSummary } = await import('../../domain/summary/summary-export.ts');
  return exportSummary(await viewerOf(auth), query, 'xlsx');
});
