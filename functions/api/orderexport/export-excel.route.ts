import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { implement } from '../../common/api-handler.ts';

/**
 * POST orderExport/excel?orderLayoutId&supplierId, body the selected order ids (002 §7): the orders exported into a
 * workbook kept in the files bucket, answered as a short-lived link (like every export). The export module (exceljs,
 * the S3 upload) loads only here.
 */
export const exportExcel = implement(orderExportRoutes.exportExcel, async ({ query, body, auth }) => {
  const { exportOrders } = await import('../../domain/order-export/export-orders.ts');
  return exportOrders({
    orderIds: body.orderIds,
    supplierId: query.supplierId,
    layoutId: query.orderLayoutId,
    by: auth.username,
  });
});
