import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { updateReportFlags } from '../../data/content/summary.repository.ts';
import { flagsOf } from '../../domain/summary/summary-rows.ts';
import { scopedRow, viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `PATCH summary/setReleaseNotes?serviceId=&releaseNotes=` (002 §7): internal notes of a submitted row, at most 1,000
 * characters (they travel in the query string); empty notes remove them. UnSubmit keeps them (brief S6).
 */
export const setReleaseNotes = implement(summaryRoutes.setReleaseNotes, async ({ query, auth }) => {
  const viewer = await viewerOf(auth);
  await scopedRow(viewer, query.serviceId);
  const report = await updateReportFlags(query.serviceId, { releaseNotes: query.releaseNotes.trim() }, auth.username);
  return flagsOf(report, viewer);
});
