import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { generateInvoices } from '../../domain/money/customer-invoicing/generate-invoices.ts';
import { chargeViewerOf } from '../../domain/money/customer-invoicing/scope.ts';

/** `POST customerInvoicing/invoices` (002 §4): the selected charges, all or nothing, one invoice per supplier. */
export const generateInvoice = implement(customerInvoicingRoutes.generateInvoice, async ({ body, auth }) =>
  generateInvoices(body.ids, chargeViewerOf(auth), auth.username),
);
