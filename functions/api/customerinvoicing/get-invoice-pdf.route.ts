import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { attachment } from '../../common/aws/s3-objects.ts';

/** `GET customerInvoicing/invoices/{id}/pdf`: invoice-{n}.pdf (invoice-P-{id}.pdf, watermarked, while preliminary). */
export const getInvoicePdf = implement(customerInvoicingRoutes.getInvoicePdf, async ({ params }) => {
  const files = await import('../../domain/money/customer-invoicing/invoice-files.ts');
  const { invoice, lines } = await files.invoiceWithLines(params.id);
  const pdf = await files.invoicePdf(invoice, lines);
  return respond(200, pdf.bytes, {
    'content-type': 'application/pdf',
    'content-disposition': attachment(pdf.fileName),
  });
});
