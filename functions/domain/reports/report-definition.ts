import type { ReportId, ReportParams } from '@shelfline/shared/contracts/report.contract';
import type { Caller } from '../../common/caller.ts';
import type { ExportColumn, RowPages } from '../../common/export/columns.ts';

/** A report's parameters once defaulted: the date range is always set (the current month unless asked). */
export type ResolvedReportParams = Omit<ReportParams, 'fromDate' | 'toDate'> & { fromDate: string; toDate: string };

/**
 * One report of the Reporting menu (brief §2.7): its sheet's columns, and its rows page by page, scoped to who asks
 * (a supervisor's Contacts hold their team only). Totals rows, when the report has money, are the last rows it yields.
 * The report never holds its rows: run-report.ts streams the pages into the workbook.
 */
export interface ReportDefinition<Row> {
  id: ReportId;
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  /** Rows in the report's order; throws BadRequestError for a parameter it refuses (e.g. an unknown sort field). */
  rows(params: ResolvedReportParams, caller: Caller): RowPages<Row>;
}

export const defineReport = <Row>(definition: ReportDefinition<Row>): ReportDefinition<Row> => definition;
