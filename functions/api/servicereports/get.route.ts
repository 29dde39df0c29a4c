import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { layoutOfContext, loadReportContext } from '../../domain/service-reports/report-context.ts';
import { reportViewOf } from '../../domain/service-reports/report-view.ts';

/**
 * GET serviceReports/{id} ({id} = the service id; 002 §7): the report with its layout, the service's facts, files
 * (presigned links) and what the caller may do; 204 when no report layout matches the service (the modal warns
 * 'Cannot Enter Service Report. No Report Layout Assigned').
 */
export const get = implement(serviceReportsRoutes.get, async ({ params, auth }) => {
  const context = await loadReportContext(params.id, auth, 'read');
  const layout = await layoutOfContext(context);
  return layout ? reportViewOf(context, layout) : respond(204);
});
