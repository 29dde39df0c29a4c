import type { SummaryRow } from '@shelfline/shared/contracts/summary.contract';
import type { ObjectRef } from '../../common/aws/s3-objects.ts';
import { asDate, DATE_FORMAT, type ExportColumn, guardCell, yesNo } from '../../common/export/columns.ts';
import { type ExportedFile, type ExportFormat, exportToS3, streamToS3 } from '../../common/export/export-to-s3.ts';
import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import { loadSummary } from './load-summary.ts';
import { type QuestionColumns, rowsOf } from './summary-rows.ts';
import type { SummaryViewer } from './summary-scope.ts';

/*
 * The Summary's Excel and CSV exports (002 §7; brief §7c): the same rows and columns as the screen for the caller's
 * role, built from the same rows (so a customer's file carries exactly what their JSON does), streamed into the
 * exports bucket (common/export/export-to-s3.ts) and answered as a short-lived link. Merchandiser and client free
 * text ends up in customers' spreadsheets, so text cells that a spreadsheet would read as a formula are prefixed
 * with an apostrophe (rule R12).
 */

const text = (
  header: string,
  width: number,
  value: (row: SummaryRow) => string | undefined,
): ExportColumn<SummaryRow> => ({
  header,
  width,
  value: (row) => guardCell(value(row)),
});

/** The columns of the screen's table for the viewer, in its order: answers with their comments beside them. */
export function summaryExportColumns(
  layout: Pick<ReportLayout, 'clientCommentsLabel'>,
  columns: QuestionColumns,
  viewer: SummaryViewer,
): ExportColumn<SummaryRow>[] {
  const staff = !viewer.customer;
  const questions = columns.items.flatMap((item): ExportColumn<SummaryRow>[] => {
    const heading = item.summaryHeading || item.questionText;
    return [
      text(heading, 18, (row) => row.answers[item.questionId]?.textValue),
      text(`${heading} Comments`, 24, (row) => row.answers[item.questionId]?.comments),
    ];
  });
  return [
    text('Store', 28, (row) => row.storeName),
    { header: 'Store #', width: 10, value: (row) => row.storeNumber },
    text('Trait', 18, (row) => row.trait),
    { header: 'Completed', width: 12, value: (row) => asDate(row.completedDate), numFmt: DATE_FORMAT },
    ...(staff ? [text('Merchandiser', 24, (row) => row.merchandiser)] : []),
    text('Time In', 9, (row) => row.timeIn),
    text('Time Out', 9, (row) => row.timeOut),
    text('Comments', 32, (row) => row.comments),
    text(layout.clientCommentsLabel || 'Client Comments', 32, (row) => row.clientComments),
    ...questions,
    { header: 'Pictures', width: 9, value: (row) => row.picturesCount },
    ...(staff
      ? [
          text('Exceptions', 24, (row) => row.exceptions?.join(', ')),
          { header: 'Released', width: 9, value: (row: SummaryRow) => yesNo(row.released) },
          { header: 'Reviewed', width: 9, value: (row: SummaryRow) => yesNo(row.reviewedInternal) },
          { header: 'Client Reviewed', width: 15, value: (row: SummaryRow) => yesNo(row.reviewedClient) },
          { header: 'Client Reviewed 2', width: 17, value: (row: SummaryRow) => yesNo(row.reviewedClient2) },
          text('Release Notes', 32, (row) => row.releaseNotes),
        ]
      : [
          { header: 'Reviewed', width: 9, value: (row: SummaryRow) => yesNo(row.reviewedClient) },
          { header: 'Reviewed 2', width: 11, value: (row: SummaryRow) => yesNo(row.reviewedClient2) },
        ]),
  ];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** summary-YYYY-MM-DD-HH-mm.xlsx / .csv (UTC, as every date the server writes). */
export function summaryFileName(format: ExportFormat, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return `summary-${day}-${pad(now.getUTCHours())}-${pad(now.getUTCMinutes())}.${format}`;
}

/** Rows are built a page at a time, so the file is written while later rows are still plain reports. */
const PAGE = 500;

export async function exportSummary(
  viewer: SummaryViewer,
  query: { jobId: number; reportId: number },
  format: ExportFormat,
): Promise<ExportedFile> {
  return exportToS3({ fileName: summaryFileName(format), ...(await summaryWorkbook(viewer, query, format)) });
}

/** The viewer's Summary written to `target` (a scheduled export's object, brief §7.4); answers the rows. */
export async function writeSummaryFile(
  target: ObjectRef,
  viewer: SummaryViewer,
  query: { jobId: number; reportId: number },
  format: ExportFormat,
): Promise<number> {
  return streamToS3(target, await summaryWorkbook(viewer, query, format));
}

/** The viewer's rows and columns as a workbook (or CSV) to stream: the same for the button and a schedule. */
async function summaryWorkbook(
  viewer: SummaryViewer,
  query: { jobId: number; reportId: number },
  format: ExportFormat,
) {
  const { layout, columns, reports } = await loadSummary(viewer, query);
  async function* pages() {
    for (let start = 0; start < reports.length; start += PAGE)
      yield rowsOf(reports.slice(start, start + PAGE), columns, viewer);
  }
  return { format, sheetName: 'Summary', columns: summaryExportColumns(layout, columns, viewer), pages: pages() };
}
