import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { implement } from '../../common/api-handler.ts';
import { saveServiceReport } from '../../domain/service-reports/save-report.ts';

/**
 * PUT serviceReports (002 §7; brief §6a, §6c): saves the report (`submit` false) or submits it; the live service's
 * mode follows in the same transaction. Answers the report as GET does.
 */
export const update = implement(serviceReportsRoutes.update, async ({ body, auth }) => saveServiceReport(body, auth));
