import type { ExportedFile } from '@shelfline/shared/contracts/export.contract';
import type { ReportId, ReportParams } from '@shelfline/shared/contracts/report.contract';
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

export function exportReport(id: ReportId, params: ReportParams): Promise<ExportedFile> {
  if (id in GET_REPORTS) return callRoute(GET_REPORTS[id as keyof typeof GET_REPORTS], { query: params });
  return callRoute(POST_REPORTS[id as keyof typeof POST_REPORTS], { body: params });
}
