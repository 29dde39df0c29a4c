import { defineRoute } from './route.ts';

/** Schedule screens (000 §2.8, §4.6, §6, §7.5) and the dashboard's Service Reassignment table (000 §2.4, §7.2). A merchandiser's list and confirmations are scoped to their own services by the server. */
export const scheduleRoutes = {
  listReassignments: defineRoute({
    method: 'GET',
    path: 'Schedule/reassignments',
    access: 'reassignments',
    summary: 'Service reassignments, optionally between fromDate and toDate',
  }),
  actReassignment: defineRoute({
    method: 'POST',
    path: 'Schedule/reassignments/{id}/act',
    access: 'reassignments',
    summary: 'Mark a service reassignment as acted',
  }),
  list: defineRoute({
    method: 'POST',
    path: 'schedule',
    access: 'scheduleOwn',
    summary: 'Paged schedule (services) for a filter; a merchandiser gets only their own services',
  }),
  activate: defineRoute({
    method: 'POST',
    path: 'schedule/activate',
    access: 'scheduleAdmin',
    summary: 'Activate one service or the filtered services',
  }),
  deactivate: defineRoute({
    method: 'POST',
    path: 'schedule/deactivate',
    access: 'scheduleAdmin',
    summary: 'Deactivate one service or the filtered services',
  }),
  exportExcel: defineRoute({
    method: 'POST',
    path: 'schedule/export/excel',
    access: 'scheduleOwn',
    summary: 'Export the filtered services to Excel',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'schedule',
    access: 'scheduleAdmin',
    summary: 'Delete one service or the filtered services',
  }),
  highlight: defineRoute({
    method: 'POST',
    path: 'schedule/highlight',
    access: 'scheduleAdmin',
    summary: 'Highlight one service or the filtered services',
  }),
  batchUpdate: defineRoute({
    method: 'PATCH',
    path: 'schedule/batch',
    access: 'scheduleMaintenance',
    summary: 'Apply one field update to the filtered services',
  }),
  update: defineRoute({
    method: 'PATCH',
    path: 'schedule',
    access: 'scheduleMaintenance',
    summary: 'Update one field of one service',
  }),
  addService: defineRoute({
    method: 'POST',
    path: 'schedule/addService',
    access: 'scheduleAdmin',
    summary: 'Create a service',
  }),
  email: defineRoute({
    method: 'POST',
    path: 'schedule/email',
    access: 'emailBlaster',
    summary: 'E-mail the merchandisers of the selected or filtered services',
  }),
  createConfirmation: defineRoute({
    method: 'POST',
    path: 'schedule/confirmations/{id}',
    access: 'scheduleOwn',
    summary: 'Confirm a service (estimatedDate, null = confirmed without date)',
  }),
  updateConfirmation: defineRoute({
    method: 'PUT',
    path: 'schedule/confirmations/{id}',
    access: 'scheduleOwn',
    summary: "Change a service confirmation's estimated date",
  }),
  removeConfirmation: defineRoute({
    method: 'DELETE',
    path: 'schedule/confirmations/{id}',
    access: 'scheduleOwn',
    summary: 'Remove a service confirmation',
  }),
  unsubmit: defineRoute({
    method: 'POST',
    path: 'schedule/unsubmit',
    access: 'scheduleUnsubmit',
    summary: 'Unsubmit one service or the filtered services',
  }),
} as const;
