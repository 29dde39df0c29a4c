import { miscChargesRoutes } from '@shelfline/shared/routes/misccharges.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { miscChargeRow } from '../../data/money/misc-charges.repository.ts';
import { createMiscCharge } from '../../domain/money/misc-charges/save-misc-charge.ts';

/** `POST miscCharges`: a new charge, Not Approved Yet, its amount computed by the server (201). */
export const create = implement(miscChargesRoutes.create, async ({ body, auth }) =>
  respond(201, miscChargeRow(await createMiscCharge(body, auth))),
);
