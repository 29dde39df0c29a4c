import { miscChargesRoutes } from '@shelfline/shared/routes/misccharges.routes';
import { implement } from '../../common/api-handler.ts';
import { miscChargeRow } from '../../data/money/misc-charges.repository.ts';
import { listMiscCharges } from '../../domain/money/misc-charges/list-misc-charges.ts';

/** `GET miscCharges`: the caller's reach of misc charges in the window (90 days back at most for non-admins: 400 naming fromDate). */
export const list = implement(miscChargesRoutes.list, async ({ query, auth }) =>
  (await listMiscCharges(query, auth)).map(miscChargeRow),
);
