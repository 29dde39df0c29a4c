import { defineRoute } from './route.ts';

/** Report layouts, the Report Builder (002 §2, §6, §7): open to any role. */
export const reportLayoutsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: 'reportLayouts',
    access: 'openMasterFiles',
    summary: 'List report layouts',
  }),
  get: defineRoute({
    method: 'GET',
    path: 'reportLayouts/{id}',
    access: 'openMasterFiles',
    summary: 'Get one report layout with its items',
  }),
  create: defineRoute({
    method: 'POST',
    path: 'reportLayouts',
    access: 'openMasterFiles',
    summary: 'Create a report layout',
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'reportLayouts/{id}',
    access: 'openMasterFiles',
    summary: 'Update a report layout',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'reportLayouts/{id}',
    access: 'openMasterFiles',
    summary: 'Delete a report layout',
  }),
} as const;
