import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { implement } from '../../common/api-handler.ts';
import { getOrderExportLayout } from '../../data/content/order-export-layouts.repository.ts';
import { layoutView, storedLayout } from './layout-view.ts';

/** GET orderExport/layouts/{id}: the layout with its columns. */
export const getLayout = implement(orderExportRoutes.getLayout, async ({ params }) => {
  const layout = await getOrderExportLayout(params.id);
  return layoutView(layout ?? (await storedLayout(params.id)));
});
