import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';

/** `POST customerInvoicing/invoices/{id}/send` (brief A15): the PDF and the summary to the client's contacts. */
export const sendInvoice = implement(customerInvoicingRoutes.sendInvoice, async ({ params, auth }) => {
  const { sendInvoice: send } = await import('../../domain/money/customer-invoicing/send-invoice.ts');
  return send(params.id, auth.username);
});
