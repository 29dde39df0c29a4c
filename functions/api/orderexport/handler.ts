import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { createLayout } from './create-layout.route.ts';
import { exportExcel } from './export-excel.route.ts';
import { getLayout } from './get-layout.route.ts';
import { listFields } from './list-fields.route.ts';
import { listHistory } from './list-history.route.ts';
import { listLayouts } from './list-layouts.route.ts';
import { listNotExported } from './list-not-exported.route.ts';
import { removeLayout } from './remove-layout.route.ts';
import { updateLayout } from './update-layout.route.ts';

/** The `orderexport` family: Order Maintenance and its export layouts (002 §2 Order maintenance, §7 Order export). */
export const handler = createApiHandler({
  routes: Object.values(orderExportRoutes),
  implementations: [
    listLayouts,
    getLayout,
    createLayout,
    updateLayout,
    removeLayout,
    listFields,
    listHistory,
    listNotExported,
    exportExcel,
  ],
});
