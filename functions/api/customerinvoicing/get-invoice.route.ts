import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { customerInvoices } from '../../data/money/customer-invoices.repository.ts';
import { toInvoiceView } from '../../domain/money/customer-invoicing/views.ts';

/** `GET customerInvoicing/invoices/{id}`. */
export const getInvoice = implement(customerInvoicingRoutes.getInvoice, async ({ params }) => {
  const invoice = await customerInvoices.get(params.id);
  if (!invoice || invoice.state === 'building') throw new NotFoundError(`Invoice ${params.id} was not found.`);
  return toInvoiceView(invoice);
});
