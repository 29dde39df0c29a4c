import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';

/** `GET customerInvoicing/invoices/{id}/summary/csv`: invoice-{n}-summary.csv, as a link. */
export const exportInvoiceSummaryCsv = implement(
  customerInvoicingRoutes.exportInvoiceSummaryCsv,
  async ({ params }) => {
    const files = await import('../../domain/money/customer-invoicing/invoice-files.ts');
    return files.exportInvoiceSummary(params.id, 'csv');
  },
);
