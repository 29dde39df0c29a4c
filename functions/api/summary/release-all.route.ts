import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { releaseAllStep } from '../../domain/summary/release-all.ts';
import { scopedLayout, viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `PATCH summary/releaseAll?jobId=&reportId=` (002 §7; brief S8): releases the range's submitted, unreleased rows,
 * one time-boxed step per call; the client repeats it until `finished` and adds up `released`.
 */
export const releaseAll = implement(summaryRoutes.releaseAll, async ({ query, auth }) => {
  await scopedLayout(await viewerOf(auth), query.reportId, query.jobId);
  return releaseAllStep(query.reportId, auth.username);
});
