import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { invoiceWithLines } from '../../domain/money/customer-invoicing/invoice-lines.ts';
import { toChargeRow } from '../../domain/money/customer-invoicing/views.ts';

/** `GET customerInvoicing/invoices/{id}/summary`: the invoice's lines (admins: with rate and amount). */
export const getInvoiceSummary = implement(customerInvoicingRoutes.getInvoiceSummary, async ({ params }) => {
  const { lines } = await invoiceWithLines(params.id);
  return lines.map((line) => toChargeRow(line, true));
});
