import * as z from 'zod';
import { ExportedFileSchema } from '../contracts/export.contract.ts';
import { IdParamsSchema } from '../contracts/list.contract.ts';
import {
  NotExportedQuerySchema,
  NotExportedRowSchema,
  OrderExportExcelQuerySchema,
  OrderExportFieldSchema,
  OrderExportIdsSchema,
  OrderExportLayoutInputSchema,
  OrderExportLayoutRowSchema,
  OrderExportLayoutSchema,
  OrderExportLayoutUpdateSchema,
  OrderHistoryQuerySchema,
  OrderHistoryRowSchema,
} from '../contracts/order-export.contract.ts';
import { defineRoute } from './route.ts';

/** Order export (002 §2 Order Maintenance, §6, §7): layouts open to any role, the export itself to admins and account managers. */
export const orderExportRoutes = {
  listLayouts: defineRoute({
    method: 'GET',
    path: 'orderExport/layouts',
    access: 'content',
    summary: 'List order export layouts',
    response: z.array(OrderExportLayoutRowSchema),
  }),
  getLayout: defineRoute({
    method: 'GET',
    path: 'orderExport/layouts/{id}',
    access: 'content',
    summary: 'Get one order export layout',
    params: IdParamsSchema,
    response: OrderExportLayoutSchema,
  }),
  createLayout: defineRoute({
    method: 'POST',
    path: 'orderExport/layouts',
    access: 'contentManage',
    summary: 'Create an order export layout',
    body: OrderExportLayoutInputSchema,
    response: OrderExportLayoutSchema,
  }),
  updateLayout: defineRoute({
    method: 'PUT',
    path: 'orderExport/layouts/{id}',
    access: 'contentManage',
    summary: 'Update an order export layout',
    params: IdParamsSchema,
    body: OrderExportLayoutUpdateSchema,
    response: OrderExportLayoutSchema,
  }),
  removeLayout: defineRoute({
    method: 'DELETE',
    path: 'orderExport/layouts/{id}',
    access: 'contentManage',
    summary: 'Delete an order export layout',
    params: IdParamsSchema,
  }),
  listFields: defineRoute({
    method: 'GET',
    path: 'orderExport/fields',
    access: 'content',
    summary: 'Fields an order export layout can use',
    response: z.array(OrderExportFieldSchema),
  }),
  listHistory: defineRoute({
    method: 'GET',
    path: 'orderExport/history',
    access: 'ordersExport',
    summary: 'Exported orders, by supplier, job and dates',
    query: OrderHistoryQuerySchema,
    response: z.array(OrderHistoryRowSchema),
  }),
  listNotExported: defineRoute({
    method: 'GET',
    path: 'orderExport',
    access: 'ordersExport',
    summary: 'Orders not exported yet, by supplier and job',
    query: NotExportedQuerySchema,
    response: z.array(NotExportedRowSchema),
  }),
  exportExcel: defineRoute({
    method: 'POST',
    path: 'orderExport/excel',
    access: 'ordersExport',
    summary: 'Export the selected orders with a layout (Excel)',
    query: OrderExportExcelQuerySchema,
    body: OrderExportIdsSchema,
    response: ExportedFileSchema,
  }),
} as const;
