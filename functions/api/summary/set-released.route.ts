import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { updateReportFlags } from '../../data/content/summary.repository.ts';
import { flagsOf } from '../../domain/summary/summary-rows.ts';
import { scopedRow, viewerOf } from '../../domain/summary/summary-scope.ts';

/** `PATCH summary/setIsReleased?serviceId=&isReleased=` (002 §7): only a submitted row is released (409 otherwise). */
export const setReleased = implement(summaryRoutes.setReleased, async ({ query, auth }) => {
  const viewer = await viewerOf(auth);
  await scopedRow(viewer, query.serviceId);
  const report = await updateReportFlags(query.serviceId, { released: query.isReleased }, auth.username);
  return flagsOf(report, viewer);
});
