import { IdParamsSchema } from '../contracts/list.contract.ts';
import {
  ReportLayoutInputSchema,
  ReportLayoutListQuerySchema,
  ReportLayoutListResponseSchema,
  ReportLayoutSchema,
  ReportLayoutUpdateSchema,
} from '../contracts/report-layout.contract.ts';
import { defineRoute } from './route.ts';

/** Report layouts, the Report Builder (002 §2, §6, §7): read by staff; written by admins and account managers (brief G1). */
export const reportLayoutsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'reportLayouts',
    access: 'content',
    summary: 'List report layouts',
    query: ReportLayoutListQuerySchema,
    response: ReportLayoutListResponseSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: 'reportLayouts/{id}',
    access: 'content',
    summary: 'Get one report layout with its items',
    params: IdParamsSchema,
    response: ReportLayoutSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: 'reportLayouts',
    access: 'contentManage',
    summary: 'Create a report layout',
    body: ReportLayoutInputSchema,
    response: ReportLayoutSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'reportLayouts/{id}',
    access: 'contentManage',
    summary: 'Update a report layout',
    params: IdParamsSchema,
    body: ReportLayoutUpdateSchema,
    response: ReportLayoutSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'reportLayouts/{id}',
    access: 'contentManage',
    summary: 'Delete a report layout',
    params: IdParamsSchema,
  }),
} as const;
