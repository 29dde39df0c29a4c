import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { attachment } from '../../common/aws/s3-objects.ts';

/** `GET customerInvoicing/invoices/{id}/summary/pdf` (ours, brief A14): invoice-{n}-summary.pdf. */
export const exportInvoiceSummaryPdf = implement(
  customerInvoicingRoutes.exportInvoiceSummaryPdf,
  async ({ params }) => {
    const files = await import('../../domain/money/customer-invoicing/invoice-files.ts');
    const pdf = await files.summaryPdf(params.id);
    return respond(200, pdf.bytes, {
      'content-type': 'application/pdf',
      'content-disposition': attachment(pdf.fileName),
    });
  },
);
