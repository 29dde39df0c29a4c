import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { BadRequestError, NotFoundError } from '../../common/http-errors.ts';
import { invoiceViewOf } from '../../domain/money/merchandiser-invoicing/invoice-view.ts';
import {
  checkFromDate,
  invoicingScopeOf,
  reachesWorker,
} from '../../domain/money/merchandiser-invoicing/invoicing-scope.ts';
import { submitMerchandiserInvoice } from '../../domain/money/merchandiser-invoicing/submit-invoice.ts';

/**
 * `POST merchandiserInvoicing/invoices` (Submit Invoice): a merchandiser submits for themself whatever
 * `merchandiserId` says (002 §6), a supervisor for themself or their team, an admin for anyone; 201 with the invoice.
 */
export const submitInvoice = implement(routes.submitInvoice, async ({ body, auth }) => {
  const scope = await invoicingScopeOf(auth);
  checkFromDate(scope, body);
  // A supervisor who names nobody submits their own invoice.
  const own = scope.kind === 'merchandiser' || scope.kind === 'supervisor' ? scope.id : undefined;
  const employeeId = scope.kind === 'merchandiser' ? scope.id : (body.merchandiserId ?? own);
  if (employeeId === undefined) throw new BadRequestError({ merchandiserId: ['Choose a merchandiser.'] });
  if (!reachesWorker(scope, employeeId))
    throw new NotFoundError({ merchandiserId: [`Merchandiser ${employeeId} was not found.`] });
  const invoice = await submitMerchandiserInvoice({ ...body, employeeId }, auth.username);
  return respond(201, { ...invoiceViewOf(invoice), notApprovedCount: invoice.notApprovedCount });
});
