import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { chargeViewOf } from '../../domain/money/merchandiser-invoicing/charge-view.ts';
import { invoicingScopeOf } from '../../domain/money/merchandiser-invoicing/invoicing-scope.ts';
import { updateCharge as applyChargeUpdate } from '../../domain/money/merchandiser-invoicing/update-charge.ts';

/** `PATCH merchandiserInvoicing/charges/{id}`: hours, rates and comments at the version read, while not invoiced. */
export const updateCharge = implement(routes.updateCharge, async ({ params, body, auth }) =>
  chargeViewOf(await applyChargeUpdate(params.id, body, await invoicingScopeOf(auth), auth.username)),
);
