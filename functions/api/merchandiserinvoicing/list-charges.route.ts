import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { chargeRowOf } from '../../domain/money/merchandiser-invoicing/charge-view.ts';
import { checkFromDate, invoicingScopeOf } from '../../domain/money/merchandiser-invoicing/invoicing-scope.ts';
import { selectCharges } from '../../domain/money/merchandiser-invoicing/select-charges.ts';

/**
 * `GET merchandiserInvoicing/charges`: the Charges tab, scoped to the caller (merchandiser own, supervisor team,
 * account manager managed services, admin all), 90 days back at most for non-admins, by completed date.
 */
export const listCharges = implement(routes.listCharges, async ({ query, auth }) => {
  const scope = await invoicingScopeOf(auth);
  checkFromDate(scope, query);
  return (await selectCharges(scope, query)).map(chargeRowOf);
});
