import { IdParamsSchema } from '../contracts/list.contract.ts';
import {
  MAX_PICTURES_PER_CALL,
  MAX_REPORT_FILE_BYTES,
  ReportFileRemovalSchema,
  ServiceReportAnswerOrNoneSchema,
  ServiceReportInputSchema,
  ServiceReportSchema,
} from '../contracts/service-report.contract.ts';
import { defineRoute, type UploadRule } from './route.ts';

/** Pictures: JPEG, PNG, WebP; several per call, 4 MB in all (brief §6f). */
const PICTURES: UploadRule = {
  field: 'files',
  maxFiles: MAX_PICTURES_PER_CALL,
  maxFileBytes: MAX_REPORT_FILE_BYTES,
  maxTotalBytes: MAX_REPORT_FILE_BYTES,
  types: ['image/jpeg', 'image/png', 'image/webp'],
};
/** A form (sign-off sheet / order form, deficiency form): one PDF, JPEG or PNG. */
const FORM: UploadRule = {
  field: 'file',
  maxFiles: 1,
  maxFileBytes: MAX_REPORT_FILE_BYTES,
  maxTotalBytes: MAX_REPORT_FILE_BYTES,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
};

/** Service reports (002 §7): the Service Report modal of the schedule, merchandiser invoicing and summary screens. */
export const serviceReportsRoutes = {
  get: defineRoute({
    method: 'GET',
    path: 'serviceReports/{id}',
    access: 'serviceReports',
    summary: 'Service report of a service (204 = no report layout assigned)',
    params: IdParamsSchema,
    response: ServiceReportAnswerOrNoneSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'serviceReports',
    access: 'serviceReportsWrite',
    summary: 'Save a service report',
    body: ServiceReportInputSchema,
    response: ServiceReportSchema,
  }),
  uploadPictures: defineRoute({
    method: 'POST',
    path: 'serviceReports/{id}/uploadPictures',
    access: 'serviceReportsWrite',
    summary: 'Upload pictures to a service report',
    params: IdParamsSchema,
    upload: PICTURES,
    response: ServiceReportSchema,
  }),
  uploadDeficiencyForm: defineRoute({
    method: 'POST',
    path: 'serviceReports/{id}/UploadDeficiencyForm',
    access: 'serviceReportsWrite',
    summary: 'Upload a deficiency form to a service report',
    params: IdParamsSchema,
    upload: FORM,
    response: ServiceReportSchema,
  }),
  uploadSignOffForm: defineRoute({
    method: 'POST',
    path: 'serviceReports/{id}/UploadSignOffForm',
    access: 'serviceReportsWrite',
    summary: 'Upload a sign-off sheet or order form to a service report',
    params: IdParamsSchema,
    upload: FORM,
    response: ServiceReportSchema,
  }),
  unsubmit: defineRoute({
    method: 'POST',
    path: 'serviceReports/{id}/UnSubmit',
    access: 'scheduleUnsubmit',
    summary: 'Unsubmit a service report',
    params: IdParamsSchema,
    response: ServiceReportAnswerOrNoneSchema,
  }),
  removeFile: defineRoute({
    method: 'DELETE',
    path: 'serviceReports',
    access: 'serviceReportsWrite',
    summary: 'Delete an uploaded file of a service report (body: serviceId, path)',
    body: ReportFileRemovalSchema,
  }),
} as const;
