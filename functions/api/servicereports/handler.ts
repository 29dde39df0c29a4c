import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { get } from './get.route.ts';
import { removeFile } from './remove-file.route.ts';
import { unsubmit } from './unsubmit.route.ts';
import { update } from './update.route.ts';
import { uploadDeficiencyForm } from './upload-deficiency-form.route.ts';
import { uploadPictures } from './upload-pictures.route.ts';
import { uploadSignOffForm } from './upload-sign-off-form.route.ts';

/**
 * The `servicereports` family (002 §7 Summary and service reports; brief §6): the Service Report modal's calls. Rules
 * live in `domain/service-reports/` (access and layout, save/submit, unsubmit, files); data in
 * `data/entities/service-report.entity.ts` and `report-file.entity.ts`.
 */
export const handler = createApiHandler({
  routes: Object.values(serviceReportsRoutes),
  implementations: [get, update, uploadPictures, uploadDeficiencyForm, uploadSignOffForm, unsubmit, removeFile],
});
