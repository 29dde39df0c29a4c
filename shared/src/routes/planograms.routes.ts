import { defineRoute } from './route.ts';

/** Planogram maintenance (001 §2, §6, §7): open to any role (001 §6 shows no further restriction). */
export const planogramsRoutes = {
  list: defineRoute({ method: 'GET', path: 'planograms', access: 'content', summary: 'List planograms' }),
  create: defineRoute({ method: 'POST', path: 'planograms', access: 'contentManage', summary: 'Create a planogram' }),
  get: defineRoute({ method: 'GET', path: 'planograms/{id}', access: 'content', summary: 'Get one planogram' }),
  update: defineRoute({
    method: 'PUT',
    path: 'planograms/{id}',
    access: 'contentManage',
    summary: 'Update a planogram',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'planograms/{id}',
    access: 'contentManage',
    summary: 'Delete a planogram',
  }),
  copy: defineRoute({
    method: 'POST',
    path: 'planograms/{id}/copy',
    access: 'contentManage',
    summary: 'Copy a planogram',
  }),
  getLayout: defineRoute({
    method: 'GET',
    path: 'planograms/{id}/layout',
    access: 'content',
    summary: "A page of a planogram's layout cells",
  }),
  saveLayout: defineRoute({
    method: 'POST',
    path: 'planograms/{id}/layout',
    access: 'contentManage',
    summary: "Save a planogram's layout cells",
  }),
  listData: defineRoute({
    method: 'GET',
    path: 'planograms/{id}/data',
    access: 'content',
    summary: 'Data rows of a planogram',
  }),
  createData: defineRoute({
    method: 'POST',
    path: 'planograms/{id}/data',
    access: 'contentManage',
    summary: 'Add a planogram data row',
  }),
  getData: defineRoute({
    method: 'GET',
    path: 'planograms/{id}/data/{dataId}',
    access: 'content',
    summary: 'Get one planogram data row',
  }),
  updateData: defineRoute({
    method: 'PUT',
    path: 'planograms/{id}/data/{dataId}',
    access: 'contentManage',
    summary: 'Update a planogram data row',
  }),
  removeData: defineRoute({
    method: 'DELETE',
    path: 'planograms/{id}/data/{dataId}',
    access: 'contentManage',
    summary: 'Delete a planogram data row',
  }),
  importData: defineRoute({
    method: 'POST',
    path: 'planograms/{id}/data/import',
    access: 'contentManage',
    summary: 'Import planogram data rows from an .xlsx file (autoPopulate)',
  }),
} as const;
