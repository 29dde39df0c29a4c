import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { loadSummary } from '../../domain/summary/load-summary.ts';
import { flaggedAnswersOf, rowsOf } from '../../domain/summary/summary-rows.ts';
import { viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `GET summary/flagged?reportId=` (002 §7): the flagged answers of the range. A customer's list holds only rows and
 * questions they see (brief §11.2.7).
 */
export const listFlagged = implement(summaryRoutes.listFlagged, async ({ query, auth }) => {
  const viewer = await viewerOf(auth);
  const { reports, columns } = await loadSummary(viewer, { reportId: query.reportId });
  return flaggedAnswersOf(rowsOf(reports, columns, viewer), columns);
});
