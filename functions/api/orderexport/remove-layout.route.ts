import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { orderExportLayouts } from '../../data/content/order-export-layouts.repository.ts';
import { STANDARD_ORDER_EXPORT_LAYOUT_ID } from '../../data/entities/order-export-layout.entity.ts';
import { storedLayout } from './layout-view.ts';

/**
 * DELETE orderExport/layouts/{id}: the Standard layout (1), the screen's default, cannot be deleted (409; brief §9c).
 * Exports keep the id of the layout they used as history only, so other layouts go freely.
 */
export const removeLayout = implement(orderExportRoutes.removeLayout, async ({ params }) => {
  if (params.id === STANDARD_ORDER_EXPORT_LAYOUT_ID)
    throw new ConflictError('The Standard layout cannot be deleted. Edit it instead.');
  await storedLayout(params.id);
  await orderExportLayouts.remove(params.id);
  return respond(204);
});
