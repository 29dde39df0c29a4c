import type { ReportId } from '@shelfline/shared/contracts/report.contract';
import { reportsRoutes } from '@shelfline/shared/routes/reports.routes';
import { implement } from '../../common/api-handler.ts';
import { reportToExports } from '../../domain/reports/run-report.ts';
import { SCHEDULE_REPORT_SORT_FIELDS } from '../../domain/reports/schedule-sort-fields.ts';

/*
 * The nine calls of the Reporting menu (000 §7.6, 002 §7): eight reports that differ only in which report runs
 * (domain/reports/*.report.ts) and in whether the parameters come as a query (GET) or a body (POST), and the Schedule
 * report's sort fields. Each answers the workbook as a link (functions/common/export/export-to-s3.ts).
 */

const byQuery =
  (id: ReportId) =>
  (call: { query: Parameters<typeof reportToExports>[1]; auth: Parameters<typeof reportToExports>[2] }) =>
    reportToExports(id, call.query, call.auth);
const byBody =
  (id: ReportId) =>
  (call: { body: Parameters<typeof reportToExports>[1]; auth: Parameters<typeof reportToExports>[2] }) =>
    reportToExports(id, call.body, call.auth);

export const reportImplementations = [
  implement(reportsRoutes.exportContacts, byQuery('contacts')),
  implement(reportsRoutes.exportJobChargeRate, byQuery('jobChargeRate')),
  implement(reportsRoutes.exportMerchandiserPayRate, byQuery('merchandiserPayRate')),
  implement(reportsRoutes.listScheduleFields, async () => [...SCHEDULE_REPORT_SORT_FIELDS]),
  implement(reportsRoutes.exportSchedule, byBody('schedule')),
  implement(reportsRoutes.exportPickPack, byBody('pickAndPack')),
  implement(reportsRoutes.exportChargeApproval, byBody('chargeApproval')),
  implement(reportsRoutes.exportMiscCharges, byBody('miscCharge')),
  implement(reportsRoutes.exportTravelLocations, byBody('travelLocations')),
];
