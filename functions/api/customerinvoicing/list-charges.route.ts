import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { listOpenCharges } from '../../domain/money/customer-invoicing/list-charges.ts';
import { chargeViewerOf } from '../../domain/money/customer-invoicing/scope.ts';

/** `GET customerInvoicing/charges` (002 §7): open charges of the range; account managers without rate and amount. */
export const listCharges = implement(customerInvoicingRoutes.listCharges, async ({ query, auth }) =>
  listOpenCharges(query, chargeViewerOf(auth)),
);
