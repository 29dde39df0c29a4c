import { missingChargesRoutes } from '@shelfline/shared/routes/missingcharges.routes';
import { implement } from '../../common/api-handler.ts';
import { createMissingMerchandiserCharges } from '../../domain/money/missing-charges/merchandiser-charges.ts';

/**
 * POST missingCharges/merchandiser (admin): charges the selected services (chargeService), one step at a time;
 * already charged services are counted as existing, `remaining` ids go back in the next call.
 */
export const createMerchandiserCharges = implement(
  missingChargesRoutes.createMerchandiserCharges,
  async ({ body, auth }) => createMissingMerchandiserCharges(body.serviceIds, auth.username),
);
