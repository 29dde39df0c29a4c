import * as z from 'zod';
import { ExportedFileSchema } from '../contracts/export.contract.ts';
import { ReportParamsSchema, ReportSortFieldSchema } from '../contracts/report.contract.ts';
import { defineRoute } from './route.ts';

/** Reporting menu downloads (000 §7.6, 002 §7): Contacts for admin, account manager and supervisor, the others admin only. */
export const reportsRoutes = {
  exportContacts: defineRoute({
    method: 'GET',
    path: 'reports/contacts',
    access: 'reportingContacts',
    summary: 'Contacts report (Excel)',
    query: ReportParamsSchema,
    response: ExportedFileSchema,
  }),
  exportJobChargeRate: defineRoute({
    method: 'GET',
    path: 'reports/JobChargeRateExcel',
    access: 'reportingAdmin',
    summary: 'Job charge rate report (Excel)',
    query: ReportParamsSchema,
    response: ExportedFileSchema,
  }),
  exportMerchandiserPayRate: defineRoute({
    method: 'GET',
    path: 'reports/MerchandiserPayRateExcel',
    access: 'reportingAdmin',
    summary: 'Merchandiser pay rate report (Excel)',
    query: ReportParamsSchema,
    response: ExportedFileSchema,
  }),
  listScheduleFields: defineRoute({
    method: 'GET',
    path: 'reports/schedule/fields',
    access: 'reportingAdmin',
    summary: 'Sortable fields of the Schedule report',
    response: z.array(ReportSortFieldSchema),
  }),
  exportSchedule: defineRoute({
    method: 'POST',
    path: 'reports/schedule/excel',
    access: 'reportingAdmin',
    summary: 'Schedule report (Excel)',
    body: ReportParamsSchema,
    response: ExportedFileSchema,
  }),
  exportPickPack: defineRoute({
    method: 'POST',
    path: 'reports/pickPack/excel',
    access: 'reportingAdmin',
    summary: 'Pick and pack report (Excel)',
    body: ReportParamsSchema,
    response: ExportedFileSchema,
  }),
  exportChargeApproval: defineRoute({
    method: 'POST',
    path: 'reports/chargeApproval/excel',
    access: 'reportingAdmin',
    summary: 'Charge approval report (Excel)',
    body: ReportParamsSchema,
    response: ExportedFileSchema,
  }),
  exportMiscCharges: defineRoute({
    method: 'POST',
    path: 'reports/MiscChargesReport',
    access: 'reportingAdmin',
    summary: 'Misc charge report (Excel)',
    body: ReportParamsSchema,
    response: ExportedFileSchema,
  }),
  exportTravelLocations: defineRoute({
    method: 'POST',
    path: 'reports/TravelLocationsReport',
    access: 'reportingAdmin',
    summary: 'Travel locations report (Excel)',
    body: ReportParamsSchema,
    response: ExportedFileSchema,
  }),
} as const;
