import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { implement } from '../../common/api-handler.ts';
import { listNotExported as notExported } from '../../domain/order-export/list-orders.ts';

/** GET orderExport?supplierId&jobId: the lines of the job's submitted orders not exported yet, grouped by order. */
export const listNotExported = implement(orderExportRoutes.listNotExported, ({ query }) =>
  notExported(query.supplierId, query.jobId),
);
