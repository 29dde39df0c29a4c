import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { implement } from '../../common/api-handler.ts';
import { uploadForm } from '../../domain/service-reports/report-files.ts';

/** POST serviceReports/{id}/UploadSignOffForm (multipart `file`): sets or replaces the sign-off sheet / order form. */
export const uploadSignOffForm = implement(serviceReportsRoutes.uploadSignOffForm, async ({ params, files, auth }) =>
  uploadForm(params.id, 'signoff', files[0], auth),
);
