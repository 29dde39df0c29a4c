import { missingChargesRoutes } from '@shelfline/shared/routes/missingcharges.routes';
import { implement } from '../../common/api-handler.ts';
import { listMissingClientCharges } from '../../domain/money/missing-charges/client-charges.ts';

/** GET missingCharges/client (admin): merchandiser charges since fromDate whose client charge is missing or deleted. */
export const listClientCharges = implement(missingChargesRoutes.listClientCharges, async ({ query }) =>
  listMissingClientCharges(query.fromDate),
);
