import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { viewerOf } from '../../domain/summary/summary-scope.ts';

/** `GET summary/export/csv?jobId=&reportId=` (002 §7): as the Excel export, as summary-YYYY-MM-DD-HH-mm.csv. */
export const exportCsv = implement(summaryRoutes.exportCsv, async ({ query, auth }) => {
  const { exportSummary } = await import('../../domain/summary/summary-export.ts');
  return exportSummary(await viewerOf(auth), query, 'csv');
});
