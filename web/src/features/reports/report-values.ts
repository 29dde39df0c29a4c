import {
  REPORT_PARAMETERS,
  type ReportId,
  type ReportParamName,
  type ReportParams,
} from '@shelfline/shared/contracts/report.contract';

/** Only the parameters the report reads (REPORT_PARAMETERS), without the empty ones. */
export function paramsOf(id: ReportId, values: ReportParams): ReportParams {
  const picked: Record<string, unknown> = {};
  for (const name of REPORT_PARAMETERS[id] as readonly ReportParamName[]) {
    const value = values[name];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    picked[name] = value;
  }
  return picked as ReportParams;
}

/** The first and last day of the current month, the reports' default range (000 §7.6). */
export function currentMonth(today = new Date()): { fromDate: string; toDate: string } {
  const day = (d: Date) => d.toLocaleDateString('en-CA');
  return {
    fromDate: day(new Date(today.getFullYear(), today.getMonth(), 1)),
    toDate: day(new Date(today.getFullYear(), today.getMonth() + 1, 0)),
  };
}
