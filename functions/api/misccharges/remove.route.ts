import { miscChargesRoutes } from '@shelfline/shared/routes/misccharges.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { removeMiscCharge } from '../../domain/money/misc-charges/save-misc-charge.ts';

/** `DELETE miscCharges/{id}`: admins, account managers (their services), supervisors (their team), merchandisers (own, not approved). */
export const remove = implement(miscChargesRoutes.remove, async ({ params, auth }) => {
  await removeMiscCharge(params.id, auth);
  return respond(204);
});
