import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { submitInvoice as submit } from '../../domain/money/customer-invoicing/submit-invoice.ts';

/** `POST customerInvoicing/invoices/{id}/submit` (brief §1.6): 0 → 1 with the next invoice number. */
export const submitInvoice = implement(customerInvoicingRoutes.submitInvoice, async ({ params, auth }) =>
  submit(params.id, auth.username),
);
