import type { ExceptionService } from '@shelfline/shared/contracts/summary.contract';
import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { reportedHoursOf } from '@shelfline/shared/service-report-rules';
import { implement } from '../../common/api-handler.ts';
import { loadSummary } from '../../domain/summary/load-summary.ts';
import { exceptionsOfReport } from '../../domain/summary/summary-rows.ts';
import { viewerOf } from '../../domain/summary/summary-scope.ts';

/**
 * `GET summary/exceptions?jobId=&reportId=` (002 §7; brief S4): the range's rows with exceptions, with what each
 * exception is decided on (shared/src/service-report-rules.ts, the rules invoicing reuses).
 */
export const listExceptions = implement(summaryRoutes.listExceptions, async ({ query, auth }) => {
  const { reports } = await loadSummary(await viewerOf(auth), query);
  const found: ExceptionService[] = [];
  for (const report of reports) {
    const exceptions = exceptionsOfReport(report);
    if (exceptions.length === 0) continue;
    found.push({
      serviceID: report.id,
      storeName: report.service.storeName,
      storeNumber: report.service.storeNumber,
      merchandiser: report.service.merchandiser,
      completedDate: report.completedDate,
      latestDate: report.service.latestDate,
      reportedHours: report.reportedHours ?? reportedHoursOf(report.timeIn, report.timeOut),
      timeLimit: report.service.timeLimit,
      dateReportSubmitted: report.dateReportSubmitted,
      exceptions,
    });
  }
  return found;
});
