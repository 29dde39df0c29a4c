import type {
  FlaggedAnswer,
  SummaryAnswer,
  SummaryFlags,
  SummaryHeader,
  SummaryRow,
} from '@shelfline/shared/contracts/summary.contract';
import { exceptionsOf, type ReportException, reportedHoursOf } from '@shelfline/shared/service-report-rules';
import type { ReportLayout, ReportLayoutItem } from '../../data/entities/report-layout.entity.ts';
import type { ServiceReport } from '../../data/entities/service-report.entity.ts';
import { customerSeesRow, type SummaryViewer } from './summary-scope.ts';

/*
 * The rows of a Summary as the viewer may see them (002 §3 Summary rows; brief §7a, R1). Staff get every submitted
 * report with its release, review, notes, merchandiser and exceptions. A customer gets only the rows they may see
 * (released ones when the layout requires release) and only client fields: what is not for them is never put in
 * the row, rather than removed from a full one. Flags come from the layout as it is now (brief §6c: editing a
 * layout's flagged answers recomputes the Summary).
 */

/** The question columns the viewer sees, in display order: every question for staff, client ones for customers. */
export function visibleItems(layout: ReportLayout, viewer: SummaryViewer): ReportLayoutItem[] {
  return layout.details
    .filter((item) => !item.isHeader && (!viewer.customer || item.onClientSummary))
    .sort((a, b) => a.displaySequence - b.displaySequence);
}

export const headersOf = (items: readonly ReportLayoutItem[]): SummaryHeader[] =>
  items.map((item) => ({
    questionId: item.questionId,
    heading: item.summaryHeading || item.questionText,
    questionText: item.questionText,
  }));

/** The rows the viewer sees of the layout's submitted reports. */
export function visibleReports(
  reports: readonly ServiceReport[],
  layout: ReportLayout,
  viewer: SummaryViewer,
): readonly ServiceReport[] {
  return viewer.customer && layout.releaseRequired ? reports.filter((r) => customerSeesRow(layout, r)) : reports;
}

/** The question columns of a Summary: which questions show, and which of their answer ids are flagged. */
export interface QuestionColumns {
  items: readonly ReportLayoutItem[];
  flaggedOf: ReadonlyMap<number, ReadonlySet<number>>;
}

export function questionColumns(layout: ReportLayout, viewer: SummaryViewer): QuestionColumns {
  const items = visibleItems(layout, viewer);
  return { items, flaggedOf: new Map(items.map((item) => [item.questionId, new Set(item.flaggedItems)])) };
}

export function exceptionsOfReport(report: ServiceReport): ReportException[] {
  return exceptionsOf({
    completedDate: report.completedDate,
    latestDate: report.service.latestDate,
    reportedHours: report.reportedHours ?? reportedHoursOf(report.timeIn, report.timeOut),
    timeLimit: report.service.timeLimit,
    dateReportSubmitted: report.dateReportSubmitted,
  });
}

export const picturesUrlOf = (report: Pick<ServiceReport, 'id' | 'pictureCount'>) =>
  report.pictureCount > 0 ? `summary/pictures?serviceId=${report.id}` : null;

/** One row; `flagged` counts the row's flagged answers into the caller's total. */
export function rowOf(report: ServiceReport, columns: QuestionColumns, viewer: SummaryViewer): SummaryRow {
  const answers: Record<string, SummaryAnswer> = {};
  for (const answer of report.answers) {
    const flaggedIds = columns.flaggedOf.get(answer.questionId);
    if (!flaggedIds) continue; // not a column the viewer sees
    answers[answer.questionId] = {
      textValue: answer.answerText ?? answer.textValue,
      comments: answer.comments,
      flagged: answer.answerId !== undefined && flaggedIds.has(answer.answerId),
    };
  }
  const row: SummaryRow = {
    serviceID: report.id,
    reviewedClient: report.reviewedClient,
    reviewedClient2: report.reviewedClient2,
    storeName: report.service.storeName,
    storeNumber: report.service.storeNumber,
    trait: report.service.trait,
    completedDate: report.completedDate,
    timeIn: report.timeIn,
    timeOut: report.timeOut,
    comments: report.comments,
    clientComments: report.clientComments,
    picturesUrl: picturesUrlOf(report),
    picturesCount: report.pictureCount,
    answers,
  };
  if (!viewer.customer) {
    row.released = report.released;
    row.reviewedInternal = report.reviewedInternal;
    row.releaseNotes = report.releaseNotes;
    row.merchandiser = report.service.merchandiser;
    row.exceptions = exceptionsOfReport(report);
  }
  return row;
}

export const rowsOf = (reports: readonly ServiceReport[], columns: QuestionColumns, viewer: SummaryViewer) =>
  reports.map((report) => rowOf(report, columns, viewer));

export const countFlagged = (rows: readonly SummaryRow[]) => {
  let total = 0;
  for (const row of rows) for (const answer of Object.values(row.answers)) if (answer.flagged) total++;
  return total;
};

/** The flagged answers of the rows, in row then column order. */
export function flaggedAnswersOf(rows: readonly SummaryRow[], columns: QuestionColumns): FlaggedAnswer[] {
  const found: FlaggedAnswer[] = [];
  for (const row of rows)
    for (const item of columns.items) {
      const answer = row.answers[item.questionId];
      if (!answer?.flagged) continue;
      found.push({
        serviceID: row.serviceID,
        storeName: row.storeName,
        storeNumber: row.storeNumber,
        questionId: item.questionId,
        question: item.summaryHeading || item.questionText,
        answer: answer.textValue ?? '',
        comments: answer.comments,
      });
    }
  return found;
}

/** What a toggle answers: the row's flags as stored, the internal ones only for staff. */
export function flagsOf(report: ServiceReport, viewer: SummaryViewer): SummaryFlags {
  const flags: SummaryFlags = {
    serviceID: report.id,
    reviewedClient: report.reviewedClient,
    reviewedClient2: report.reviewedClient2,
  };
  if (!viewer.customer) {
    flags.released = report.released;
    flags.reviewedInternal = report.reviewedInternal;
    flags.releaseNotes = report.releaseNotes;
  }
  return flags;
}
