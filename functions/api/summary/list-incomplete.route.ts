import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { loadSummary } from '../../domain/summary/load-summary.ts';
import { incompleteRowsOf } from '../../domain/summary/summary-incomplete.ts';
import { viewerOf } from '../../domain/summary/summary-scope.ts';

/** `GET summary/incomplete?jobId=&reportId=` (002 §7; brief S5): the range's services without a submitted report. */
export const listIncomplete = implement(summaryRoutes.listIncomplete, async ({ query, auth }) => {
  const loaded = await loadSummary(await viewerOf(auth), query, { withIncomplete: () => true });
  return incompleteRowsOf(loaded.incomplete ?? []);
});
