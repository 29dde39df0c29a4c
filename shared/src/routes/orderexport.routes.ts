import { defineRoute } from './route.ts';

/** Order export (002 §2 Order Maintenance, §6, §7): layouts open to any role, the export itself to admins and account managers. */
export const orderExportRoutes = {
  listLayouts: defineRoute({
    method: 'GET',
    path: 'orderExport/layouts',
    access: 'content',
    summary: 'List order export layouts',
  }),
  getLayout: defineRoute({
    method: 'GET',
    path: 'orderExport/layouts/{id}',
    access: 'content',
    summary: 'Get one order export layout',
  }),
  createLayout: defineRoute({
    method: 'POST',
    path: 'orderExport/layouts',
    access: 'contentManage',
    summary: 'Create an order export layout',
  }),
  updateLayout: defineRoute({
    method: 'PUT',
    path: 'orderExport/layouts/{id}',
    access: 'contentManage',
    summary: 'Update an order export layout',
  }),
  removeLayout: defineRoute({
    method: 'DELETE',
    path: 'orderExport/layouts/{id}',
    access: 'contentManage',
    summary: 'Delete an order export layout',
  }),
  listFields: defineRoute({
    method: 'GET',
    path: 'orderExport/fields',
    access: 'content',
    summary: 'Fields an order export layout can use',
  }),
  listHistory: defineRoute({
    method: 'GET',
    path: 'orderExport/history',
    access: 'ordersExport',
    summary: 'Exported orders, by supplier, job and dates',
  }),
  listNotExported: defineRoute({
    method: 'GET',
    path: 'orderExport',
    access: 'ordersExport',
    summary: 'Orders not exported yet, by supplier and job',
  }),
  exportExcel: defineRoute({
    method: 'POST',
    path: 'orderExport/excel',
    access: 'ordersExport',
    summary: 'Export the selected orders with a layout (Excel)',
  }),
} as const;
