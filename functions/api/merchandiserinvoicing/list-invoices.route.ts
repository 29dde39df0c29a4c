import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { invoiceViewOf } from '../../domain/money/merchandiser-invoicing/invoice-view.ts';
import { checkFromDate, invoicingScopeOf } from '../../domain/money/merchandiser-invoicing/invoicing-scope.ts';
import { listInvoices as selectInvoices } from '../../domain/money/merchandiser-invoicing/list-invoices.ts';

/** `GET merchandiserInvoicing/invoices`: the Invoices tab (merchandiser own, supervisor team, admin all). */
export const listInvoices = implement(routes.listInvoices, async ({ query, auth }) => {
  const scope = await invoicingScopeOf(auth);
  checkFromDate(scope, query);
  return (await selectInvoices(scope, query)).map(invoiceViewOf);
});
