import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { listInvoices as listPage } from '../../domain/money/customer-invoicing/list-invoices.ts';

/** `GET customerInvoicing/invoices` (brief A41): filtered, newest first, one page. */
export const listInvoices = implement(customerInvoicingRoutes.listInvoices, async ({ query }) => listPage(query));
