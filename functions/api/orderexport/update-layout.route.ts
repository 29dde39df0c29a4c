import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { implement } from '../../common/api-handler.ts';
import { orderExportLayouts } from '../../data/content/order-export-layouts.repository.ts';
import { layoutView, storedLayout } from './layout-view.ts';

/** PUT orderExport/layouts/{id} with its version (Standard too: it can be edited, not deleted); stale → 409. */
export const updateLayout = implement(orderExportRoutes.updateLayout, async ({ params, body, auth }) => {
  await storedLayout(params.id);
  const updated = await orderExportLayouts.replace(
    { id: params.id, name: body.name, columns: body.columns },
    body.version,
    auth.username,
  );
  return layoutView(updated);
});
