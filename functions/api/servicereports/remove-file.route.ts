import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { removeReportFile } from '../../domain/service-reports/report-files.ts';

/**
 * DELETE serviceReports {serviceId, path} (a DELETE with a body, DECISIONS.md): deletes one file of the service's
 * report, item and object; 404 'File Not Found' unless `path` is one of that service's own files (R11).
 */
export const removeFile = implement(serviceReportsRoutes.removeFile, async ({ body, auth }) => {
  await removeReportFile(body.serviceId, body.path, auth);
  return respond(204);
});
