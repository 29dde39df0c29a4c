import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { invoicePdf } from '../../domain/money/merchandiser-invoicing/invoice-documents.ts';
import { invoicingScopeOf } from '../../domain/money/merchandiser-invoicing/invoicing-scope.ts';
import { pdfAnswer } from './pdf-answer.ts';

/** `GET merchandiserInvoicing/invoices/{id}`: the invoice's PDF (`invoice-{n}.pdf`); 404 outside the caller's scope. */
export const getInvoicePdf = implement(routes.getInvoicePdf, async ({ params, auth }) =>
  pdfAnswer(await invoicePdf(params.id, await invoicingScopeOf(auth))),
);
