import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { implement } from '../../common/api-handler.ts';
import { uploadPictures as addPictures } from '../../domain/service-reports/report-files.ts';

/** POST serviceReports/{id}/uploadPictures (multipart `files`, brief §6f): adds pictures; answers the report. */
export const uploadPictures = implement(serviceReportsRoutes.uploadPictures, async ({ params, files, auth }) =>
  addPictures(params.id, files, auth),
);
