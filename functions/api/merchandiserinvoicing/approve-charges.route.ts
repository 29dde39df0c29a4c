import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { approveCharges as approveSelected } from '../../domain/money/merchandiser-invoicing/approve-charges.ts';
import { invoicingScopeOf } from '../../domain/money/merchandiser-invoicing/invoicing-scope.ts';

/** `POST merchandiserInvoicing/charges/approve`: merchandiser and misc charge ids; answers how many changed. */
export const approveCharges = implement(routes.approveCharges, async ({ body, auth }) =>
  approveSelected(body.ids, await invoicingScopeOf(auth), auth.username),
);
