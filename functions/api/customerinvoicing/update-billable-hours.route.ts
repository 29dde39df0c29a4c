import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { implement } from '../../common/api-handler.ts';
import { setBillableHours } from '../../domain/money/customer-invoicing/billable-hours.ts';
import { chargeViewerOf } from '../../domain/money/customer-invoicing/scope.ts';

/** `PATCH customerInvoicing/charges/{id}/billableHours` (002 §5): saved on blur, at the version read. */
export const updateBillableHours = implement(
  customerInvoicingRoutes.updateBillableHours,
  async ({ params, body, auth }) => setBillableHours(params.id, body, chargeViewerOf(auth), auth.username),
);
