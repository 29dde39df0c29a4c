import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { implement } from '../../common/api-handler.ts';
import { listHistory as history } from '../../domain/order-export/list-orders.ts';

/** GET orderExport/history?supplierId&jobId&fromDate&toDate: exported orders by export date, with their file's link. */
export const listHistory = implement(orderExportRoutes.listHistory, ({ query }) => history(query));
