import { ORDER_EXPORT_FIELDS } from '@shelfline/shared/contracts/order-export.contract';
import { orderExportRoutes } from '@shelfline/shared/routes/orderexport.routes';
import { implement } from '../../common/api-handler.ts';

/** GET orderExport/fields: what a layout's columns may show, each with the caption a new column starts with. */
export const listFields = implement(orderExportRoutes.listFields, async () =>
  ORDER_EXPORT_FIELDS.map(({ field, caption }) => ({ field, caption })),
);
