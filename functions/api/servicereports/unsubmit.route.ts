import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { unsubmitServiceReport } from '../../domain/service-reports/unsubmit.ts';

/**
 * POST serviceReports/{id}/UnSubmit (admin, accountManager; brief G3): the same effect as `POST schedule/unsubmit`
 * on one service — back to Saved, out of the Summary, release and review flags reset. 409 unless submitted.
 */
export const unsubmit = implement(serviceReportsRoutes.unsubmit, async ({ params, auth }) => {
  const report = await unsubmitServiceReport(params.id, auth);
  return report ?? respond(204);
});
