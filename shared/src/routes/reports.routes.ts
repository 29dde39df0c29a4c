import { defineRoute } from './route.ts';

/** Reporting menu downloads (000 §7.6, 002 §7): Contacts for admin, account manager and supervisor, the others admin only. */
export const reportsRoutes = {
  exportContacts: defineRoute({
    method: 'GET',
    path: 'reports/contacts',
    access: 'reportingContacts',
    summary: 'Contacts report (Excel)',
  }),
  exportJobChargeRate: defineRoute({
    method: 'GET',
    path: 'reports/JobChargeRateExcel',
    access: 'reportingAdmin',
    summary: 'Job charge rate report (Excel)',
  }),
  exportMerchandiserPayRate: defineRoute({
    method: 'GET',
    path: 'reports/MerchandiserPayRateExcel',
    access: 'reportingAdmin',
    summary: 'Merchandiser pay rate report (Excel)',
  }),
  listScheduleFields: defineRoute({
    method: 'GET',
    path: 'reports/schedule/fields',
    access: 'reportingAdmin',
    summary: 'Sortable fields of the Schedule report',
  }),
  exportSchedule: defineRoute({
    method: 'POST',
    path: 'reports/schedule/excel',
    access: 'reportingAdmin',
    summary: 'Schedule report (Excel)',
  }),
  exportPickPack: defineRoute({
    method: 'POST',
    path: 'reports/pickPack/excel',
    access: 'reportingAdmin',
    summary: 'Pick and pack report (Excel)',
  }),
  exportChargeApproval: defineRoute({
    method: 'POST',
    path: 'reports/chargeApproval/excel',
    access: 'reportingAdmin',
    summary: 'Charge approval report (Excel)',
  }),
  exportMiscCharges: defineRoute({
    method: 'POST',
    path: 'reports/MiscChargesReport',
    access: 'reportingAdmin',
    summary: 'Misc charge report (Excel)',
  }),
  exportTravelLocations: defineRoute({
    method: 'POST',
    path: 'reports/TravelLocationsReport',
    access: 'reportingAdmin',
    summary: 'Travel locations report (Excel)',
  }),
} as const;
