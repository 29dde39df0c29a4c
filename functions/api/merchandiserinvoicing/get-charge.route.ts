import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { chargeViewOf } from '../../domain/money/merchandiser-invoicing/charge-view.ts';
import { invoicingScopeOf } from '../../domain/money/merchandiser-invoicing/invoicing-scope.ts';
import { scopedCharge } from '../../domain/money/merchandiser-invoicing/update-charge.ts';

/** `GET merchandiserInvoicing/charges/{id}` (View Charge): 404 for a charge outside an account manager's services. */
export const getCharge = implement(routes.getCharge, async ({ params, auth }) =>
  chargeViewOf(await scopedCharge(params.id, await invoicingScopeOf(auth))),
);
