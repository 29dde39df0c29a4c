import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { preliminaryPdf } from '../../domain/money/merchandiser-invoicing/invoice-documents.ts';
import { checkFromDate, invoicingScopeOf } from '../../domain/money/merchandiser-invoicing/invoicing-scope.ts';
import { pdfAnswer } from './pdf-answer.ts';

/**
 * `GET merchandiserInvoicing/preliminary`: what a submit would invoice now, as a PDF watermarked PRELIMINARY; writes
 * nothing. Needs one merchandiser (a merchandiser's own).
 */
export const getPreliminaryInvoice = implement(routes.getPreliminaryInvoice, async ({ query, auth }) => {
  const scope = await invoicingScopeOf(auth);
  checkFromDate(scope, query);
  return pdfAnswer(await preliminaryPdf(query, scope, auth.username));
});
