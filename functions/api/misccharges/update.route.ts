import { miscChargesRoutes } from '@shelfline/shared/routes/misccharges.routes';
import { implement } from '../../common/api-handler.ts';
import { miscChargeRow } from '../../data/money/misc-charges.repository.ts';
import { updateMiscCharge } from '../../domain/money/misc-charges/save-misc-charge.ts';

/** `PUT miscCharges/{id}`: edit at the version read, Approve or Deny through `approvalStatus` (the modal's Accept). */
export const update = implement(miscChargesRoutes.update, async ({ params, body, auth }) =>
  miscChargeRow(await updateMiscCharge(params.id, body, auth)),
);
