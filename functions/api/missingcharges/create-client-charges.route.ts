import { missingChargesRoutes } from '@shelfline/shared/routes/missingcharges.routes';
import { implement } from '../../common/api-handler.ts';
import { createMissingClientCharges } from '../../domain/money/missing-charges/client-charges.ts';

/** POST missingCharges/client (admin): builds the client charge of each selected charge, idempotently, stepwise. */
export const createClientCharges = implement(missingChargesRoutes.createClientCharges, async ({ body, auth }) =>
  createMissingClientCharges(body.chargeIds, auth.username),
);
