import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { updateReportFlags } from '../../data/content/summary.repository.ts';
import { flagsOf } from '../../domain/summary/summary-rows.ts';
import { scopedRow, viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `PATCH summary/setReviewed?serviceId=&reviewed=` (002 §7; brief S1): staff set the internal review
 * (`reviewedInternal`), a customer the client's (`reviewedClient`) on a row they see.
 */
export const setReviewed = implement(summaryRoutes.setReviewed, async ({ query, auth }) => {
  const viewer = await viewerOf(auth);
  await scopedRow(viewer, query.serviceId);
  const field = viewer.customer ? 'reviewedClient' : 'reviewedInternal';
  const report = await updateReportFlags(query.serviceId, { [field]: query.reviewed }, auth.username);
  return flagsOf(report, viewer);
});
