import type { ReportRange } from '@shelfline/shared/contracts/summary.contract';
import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { implement } from '../../common/api-handler.ts';
import { layoutsOfJob } from '../../data/content/report-layouts.repository.ts';
import { scopedJob, viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `GET summary/reportRanges?jobId=` (002 §7): the job's layouts, newest first (the screen selects the first).
 * Inactive ones are listed for staff, whose old reports stay readable; customers see active ones only.
 */
export const listReportRanges = implement(summaryRoutes.listReportRanges, async ({ query, auth }) => {
  const viewer = await viewerOf(auth);
  const [, layouts] = await Promise.all([scopedJob(viewer, query.jobId), layoutsOfJob(query.jobId)]);
  return layouts
    .filter((layout) => !viewer.customer || !layout.inactive)
    .reverse()
    .map(
      (layout): ReportRange => ({
        reportId: layout.id,
        dateRange: `${layout.serviceFromDate} - ${layout.serviceToDate}`,
        serviceFromDate: layout.serviceFromDate,
        serviceToDate: layout.serviceToDate,
        description: layout.description,
        inactive: layout.inactive,
      }),
    );
});
