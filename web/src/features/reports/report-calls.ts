import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import {
  REPORT_PARAMETERS,
  type ReportId,
  type ReportParamName,
  type ReportParams,
} from '@shelfline/shared/contracts/report.contract';
import { reportsRoutes } from '@shelfline/shared/routes/reports.routes';
import { callRoute } from '../../app/api.ts';

/**
 * The call behind each Reporting modal (000 §7.6): the three GET ones take the parameters as a query, the others as a
 * body. Each answers the link to the workbook the server streamed into S3.
 */
const GET_REPORTS = {
  contacts: reportsRoutes.exportContacts,
  jobChargeRate: reportsRoutes.exportJobChargeRate,
  merchandiserPayRate: reportsRoutes.exportMerchandiserPayRate,
} as const;

const POST_REPORTS = {
  schedule: reportsRoutes.exportSchedule,
  pickAndPack: reportsRoutes.exportPickPack,
  chargeApproval: reportsRoutes.exportChargeApproval,
  miscCharge: reportsRoutes.exportMiscCharges,
  travelLocations: reportsRoutes.exportTravelLocations,
} as const;

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

export function exportReport(id: ReportId, params: ReportParams): Promise<ExportedFile> {
  if (id in GET_REPORTS) return callRoute(GET_REPORTS[id as keyof typeof GET_REPORTS], { query: params });
  return callRoute(POST_REPORTS[id as keyof typeof POST_REPORTS], { body: params });
}

/** The first and last day of the current month, the reports' default range (000 §7.6). */
export function currentMonth(today = new Date()): { fromDate: string; toDate: string } {
  const day = (d: Date) => d.toLocaleDateString('en-CA');
  return {
    fromDate: day(new Date(today.getFullYear(), today.getMonth(), 1)),
    toDate: day(new Date(today.getFullYear(), today.getMonth() + 1, 0)),
  };
}
