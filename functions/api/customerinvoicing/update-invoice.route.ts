import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { editInvoice } from '../../domain/money/customer-invoicing/edit-invoice.ts';

/** `PUT customerInvoicing/invoices/{id}` (brief A13): a Preliminary invoice's date, PO, notes and lines. */
export const updateInvoice = implement(customerInvoicingRoutes.updateInvoice, async ({ params, body, auth }) =>
  editInvoice(params.id, body, auth.username),
);
