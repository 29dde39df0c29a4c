import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { implement } from '../../common/api-handler.ts';
import { uploadForm } from '../../domain/service-reports/report-files.ts';

/** POST serviceReports/{id}/UploadDeficiencyForm (multipart `file`): sets or replaces the deficiency form. */
export const uploadDeficiencyForm = implement(
  serviceReportsRoutes.uploadDeficiencyForm,
  async ({ params, files, auth }) => uploadForm(params.id, 'deficiency', files[0], auth),
);
