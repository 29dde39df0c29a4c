import {
  MAX_REPORT_ROWS,
  type ReportId,
  type ReportParams,
  reportFileName,
} from '@shelfline/shared/contracts/report.contract';
import type { ObjectRef } from '../../common/aws/s3-objects.ts';
import type { Caller } from '../../common/caller.ts';
import { todayIso } from '../../common/dates.ts';
import type { RowPages } from '../../common/export/columns.ts';
import { type ExportedFile, exportToS3, streamToS3 } from '../../common/export/export-to-s3.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import type { ResolvedReportParams } from './report-definition.ts';
import { loadReport } from './report-registry.ts';

/*
 * THE way a report is produced, for the Reporting menu's calls (into the exports bucket, answered as a link) and for
 * scheduled exports (into an object the run keeps). Rows stream page by page into the workbook; a report passing
 * MAX_REPORT_ROWS stops there with 400 (the upload is aborted, nothing is kept).
 */

/** The current month (from its first to its last day) unless the caller asked for dates (002 §2: the modal's default). */
export function withDefaults(params: ReportParams, now = new Date()): ResolvedReportParams {
  const today = todayIso(now);
  const first = `${today.slice(0, 8)}01`;
  const last = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return { ...params, fromDate: params.fromDate ?? first, toDate: params.toDate ?? last };
}

/** A report call's answer: the workbook in the exports bucket and a short-lived link to it. */
export async function reportToExports(
  id: ReportId,
  params: ReportParams,
  caller: Caller,
  now = new Date(),
): Promise<ExportedFile> {
  const report = await loadReport(id);
  return exportToS3({
    fileName: reportFileName(id, todayIso(now)),
    format: 'xlsx',
    sheetName: report.sheetName,
    columns: report.columns,
    pages: limited(report.rows(withDefaults(params, now), caller)),
  });
}

/** A scheduled run's file: the workbook written to `target`; answers its name and rows. */
export async function reportToObject(
  id: ReportId,
  params: ReportParams,
  caller: Caller,
  target: ObjectRef,
  now = new Date(),
): Promise<{ fileName: string; rows: number }> {
  const report = await loadReport(id);
  const rows = await streamToS3(target, {
    format: 'xlsx',
    sheetName: report.sheetName,
    columns: report.columns,
    pages: limited(report.rows(withDefaults(params, now), caller)),
  });
  return { fileName: reportFileName(id, todayIso(now)), rows };
}

/** The pages of `pages`, refused with 400 once they pass MAX_REPORT_ROWS (brief A36). */
export async function* limited<Row>(pages: RowPages<Row>): RowPages<Row> {
  let rows = 0;
  for await (const page of pages) {
    rows += page.length;
    if (rows > MAX_REPORT_ROWS)
      throw new BadRequestError({
        filter: [`Narrow the filter: this report has more than ${MAX_REPORT_ROWS.toLocaleString('en-US')} rows.`],
      });
    yield page;
  }
}
