import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { deleteInvoice } from '../../domain/money/customer-invoicing/edit-invoice.ts';

/** `DELETE customerInvoicing/invoices/{id}` (002 §4): Preliminary only; its charges go back to the Charges tab. */
export const removeInvoice = implement(customerInvoicingRoutes.removeInvoice, async ({ params, auth }) => {
  await deleteInvoice(params.id, auth.username);
  return respond(204);
});
