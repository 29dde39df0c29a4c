import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';

/** `GET customerInvoicing/invoices/{id}/summary/excel`: invoice-{n}-summary.xlsx, as a link. */
export const exportInvoiceSummaryExcel = implement(
  customerInvoicingRoutes.exportInvoiceSummaryExcel,
  async ({ params }) => {
    const files = await import('../../domain/money/customer-invoicing/invoice-files.ts');
    return files.exportInvoiceSummary(params.id, 'xlsx');
  },
);
