import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { nextOrderExportLayoutId, orderExportLayouts } from '../../data/content/order-export-layouts.repository.ts';
import { layoutView } from './layout-view.ts';

/** POST orderExport/layouts: a new layout (201); a name already used answers 409 (name marker). */
export const createLayout = implement(orderExportRoutes.createLayout, async ({ body, auth }) => {
  const id = await nextOrderExportLayoutId();
  const created = await orderExportLayouts.create({ id, name: body.name, columns: body.columns }, auth.username);
  return respond(201, layoutView(created));
});
