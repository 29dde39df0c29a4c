import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { chargeViewerOf } from '../../domain/money/customer-invoicing/scope.ts';

/** `POST customerInvoicing/charges/export/excel` (002 §2): the selected charges as customer-charges-{stamp}.xlsx. */
export const exportCharges = implement(customerInvoicingRoutes.exportCharges, async ({ body, auth }) => {
  const files = await import('../../domain/money/customer-invoicing/invoice-files.ts');
  return files.exportCharges(body.ids, chargeViewerOf(auth));
});
