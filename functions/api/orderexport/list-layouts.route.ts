import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { implement } from '../../common/api-handler.ts';
import { listOrderExportLayouts } from '../../data/content/order-export-layouts.repository.ts';

/** GET orderExport/layouts: every layout (tens, one partition; no paging, 002 §2), by id; Standard is always there. */
export const listLayouts = implement(orderExportRoutes.listLayouts, async () =>
  (await listOrderExportLayouts()).map((l) => ({ id: l.id, orderExportLayoutId: l.id, name: l.name })),
);
