import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { summaryOf } from '../../domain/summary/load-summary.ts';
import { viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `GET summary?jobId=&reportId=` (002 §7): every row of the report range the caller may see, the question headers,
 * the totals and the chart flag. A customer's answer is built without the internal fields (brief R1).
 */
export const get = implement(summaryRoutes.get, async ({ query, auth }) => summaryOf(await viewerOf(auth), query));
