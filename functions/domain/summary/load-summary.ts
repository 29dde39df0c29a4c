import type { Summary } from '@shelfline/shared/contracts/summary.contract';
import { readSummaryReports } from '../../data/content/summary.repository.ts';
import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { ServiceReport } from '../../data/entities/service-report.entity.ts';
import { incompleteOf, servicesOfLayout } from './summary-incomplete.ts';
import {
  countFlagged,
  headersOf,
  type QuestionColumns,
  questionColumns,
  rowsOf,
  visibleReports,
} from './summary-rows.ts';
import { type SummaryViewer, scopedLayout } from './summary-scope.ts';

/*
 * One report range as the viewer may see it: the layout (scoped: 404 for another supplier's), its submitted reports
 * (four shards in parallel, started while the layout is checked: nothing of them is answered before the check
 * passes) and, when asked, the layout's services for the incomplete count. One pass builds the rows; no row is read
 * on its own.
 */
export interface LoadedSummary {
  layout: ReportLayout;
  columns: QuestionColumns;
  /** The rows the viewer may see. */
  reports: readonly ServiceReport[];
  /** The layout's services without a submitted report (only when `withIncomplete`). */
  incomplete?: ServiceSummary[];
}

export async function loadSummary(
  viewer: SummaryViewer,
  query: { jobId?: number; reportId: number },
  options: { withIncomplete?: (layout: ReportLayout) => boolean } = {},
): Promise<LoadedSummary> {
  const reading = readSummaryReports(query.reportId);
  reading.catch(() => undefined); // awaited below unless the scope check throws first
  const layout = await scopedLayout(viewer, query.reportId, query.jobId);
  const [all, services] = await Promise.all([
    reading,
    options.withIncomplete?.(layout) ? servicesOfLayout(layout) : undefined,
  ]);
  const reports = visibleReports(all, layout, viewer);
  const incomplete = services ? incompleteOf(services, new Set(all.map((r) => r.id))) : undefined;
  return { layout, columns: questionColumns(layout, viewer), reports, incomplete };
}

/** Customers get the incomplete count only while the completion chart is shown to them. */
export const incompleteCountShown = (viewer: SummaryViewer) => (layout: ReportLayout) =>
  !viewer.customer || layout.displayCompletionChartToClient;

/** GET summary's answer. */
export async function summaryOf(viewer: SummaryViewer, query: { jobId: number; reportId: number }): Promise<Summary> {
  const loaded = await loadSummary(viewer, query, { withIncomplete: incompleteCountShown(viewer) });
  const { layout, columns } = loaded;
  const details = rowsOf(loaded.reports, columns, viewer);
  const summary: Summary = {
    reportId: layout.id,
    jobId: layout.jobId,
    details,
    headers: headersOf(columns.items),
    totalFlagged: countFlagged(details),
    displayCompletionChartToClient: layout.displayCompletionChartToClient,
    clientCommentsLabel: layout.clientCommentsLabel,
    releaseRequired: layout.releaseRequired,
  };
  if (loaded.incomplete) summary.totalIncomplete = loaded.incomplete.length;
  if (!viewer.customer) summary.totalExceptions = details.filter((row) => (row.exceptions?.length ?? 0) > 0).length;
  return summary;
}
