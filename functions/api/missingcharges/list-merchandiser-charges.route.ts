import { missingChargesRoutes } from '@shelfline/shared/routes/missingcharges.routes';
import { implement } from '../../common/api-handler.ts';
import { listMissingMerchandiserCharges } from '../../domain/money/missing-charges/merchandiser-charges.ts';

/** GET missingCharges/merchandiser (admin): completed services without their team lead's charge since fromDate. */
export const listMerchandiserCharges = implement(missingChargesRoutes.listMerchandiserCharges, async ({ query }) =>
  listMissingMerchandiserCharges(query.fromDate),
);
