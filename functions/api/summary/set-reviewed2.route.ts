import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { ForbiddenError } from '../../common/http-errors.ts';
import { updateReportFlags } from '../../data/content/summary.repository.ts';
import { flagsOf } from '../../domain/summary/summary-rows.ts';
import { scopedRow, viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `PATCH summary/setReviewed2?serviceId=&reviewed=` (002 §7; brief S1): the client's second review
 * (`reviewedClient2`). Staff read it but do not set it: 403, as for any call their role may not make.
 */
export const setReviewed2 = implement(summaryRoutes.setReviewed2, async ({ query, auth }) => {
  const viewer = await viewerOf(auth);
  if (!viewer.customer) throw new ForbiddenError('Only the client sets the second review.');
  await scopedRow(viewer, query.serviceId);
  const report = await updateReportFlags(query.serviceId, { reviewedClient2: query.reviewed }, auth.username);
  return flagsOf(report, viewer);
});
