import { defineRoute } from './route.ts';

/** Service reports (002 §7): the Service Report modal of the schedule, merchandiser invoicing and summary screens. */
export const serviceReportsRoutes = {
  get: defineRoute({
    method: 'GET',
    path: 'serviceReports/{id}',
    access: 'serviceReports',
    summary: 'Service report of a service (204 = no report layout assigned)',
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'serviceReports',
    access: 'serviceReportsWrite',
    summary: 'Save a service report',
  }),
  uploadPictures: defineRoute({
    method: 'POST',
    path: 'serviceReports/{id}/uploadPictures',
    access: 'serviceReportsWrite',
    summary: 'Upload pictures to a service report',
  }),
  uploadDeficiencyForm: defineRoute({
    method: 'POST',
    path: 'serviceReports/{id}/UploadDeficiencyForm',
    access: 'serviceReportsWrite',
    summary: 'Upload a deficiency form to a service report',
  }),
  uploadSignOffForm: defineRoute({
    method: 'POST',
    path: 'serviceReports/{id}/UploadSignOffForm',
    access: 'serviceReportsWrite',
    summary: 'Upload a sign-off sheet or order form to a service report',
  }),
  unsubmit: defineRoute({
    method: 'POST',
    path: 'serviceReports/{id}/UnSubmit',
    access: 'scheduleUnsubmit',
    summary: 'Unsubmit a service report',
  }),
  removeFile: defineRoute({
    method: 'DELETE',
    path: 'serviceReports',
    access: 'serviceReportsWrite',
    summary: 'Delete an uploaded file of a service report (body: serviceId, path)',
  }),
} as const;
