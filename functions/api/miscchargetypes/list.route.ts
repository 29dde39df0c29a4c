import { miscChargeTypesRoutes } from '@shelfline/shared/routes/miscchargetypes.routes';
import { implement } from '../../common/api-handler.ts';
import { listMiscChargeTypes } from '../../data/money/misc-charge-types.repository.ts';

/** `GET miscChargeTypes?includeInactive=`: the whole (short) list by name; active ones only by default (002 §2). */
export const list = implement(miscChargeTypesRoutes.list, async ({ query }) => {
  const all = await listMiscChargeTypes();
  return all.filter((type) => query.includeInactive || !type.isInactive);
});
