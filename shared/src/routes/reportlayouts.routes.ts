import { defineRoute } from './route.ts';

/** Report layouts, the Report Builder (002 §2, §6, §7): open to any role. */
export const reportLayoutsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'reportLayouts',
    access: 'content',
    summary: 'List report layouts',
  }),
  get: defineRoute({
    method: 'GET',
    path: 'reportLayouts/{id}',
    access: 'content',
    summary: 'Get one report layout with its items',
  }),
  create: defineRoute({
    method: 'POST',
    path: 'reportLayouts',
    access: 'contentManage',
    summary: 'Create a report layout',
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'reportLayouts/{id}',
    access: 'contentManage',
    summary: 'Update a report layout',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'reportLayouts/{id}',
    access: 'contentManage',
    summary: 'Delete a report layout',
  }),
} as const;
