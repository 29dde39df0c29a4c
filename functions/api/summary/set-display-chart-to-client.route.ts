import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { setDisplayChartToClient as storeDisplayChart } from '../../data/content/summary.repository.ts';

/**
 * `PATCH summary/setDisplayChartToClient?reportId=&status=` (002 §7): whether customers see the range's completion
 * chart; a field update on the layout (404 for an unknown range).
 */
export const setDisplayChartToClient = implement(summaryRoutes.setDisplayChartToClient, async ({ query }) => {
  await storeDisplayChart(query.reportId, query.status);
  return { reportId: query.reportId, displayCompletionChartToClient: query.status };
});
