import { miscChargesRoutes } from '@shelfline/shared/routes/misccharges.routes';
import { implement } from '../../common/api-handler.ts';
import { miscChargeRow } from '../../data/money/misc-charges.repository.ts';
import { readMiscCharge } from '../../domain/money/misc-charges/save-misc-charge.ts';

/** `GET miscCharges/{id}`: 404 for a charge outside the caller's reach, as for one that does not exist. */
export const get = implement(miscChargesRoutes.get, async ({ params, auth }) =>
  miscChargeRow(await readMiscCharge(params.id, auth)),
);
