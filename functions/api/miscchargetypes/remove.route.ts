import { miscChargeTypesRoutes } from '@shelfline/shared/routes/miscchargetypes.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { miscChargeTypes } from '../../data/money/misc-charge-types.repository.ts';
import { countMiscChargesOfType } from '../../data/money/misc-charges.repository.ts';

/**
 * `DELETE miscChargeTypes/{id}`: the four seeded types are refused (409): the misc charge form depends on travel
 * and printing (Decision A25); so is a type misc charges use (409 "{name} is used by N misc charges…", counted on the
 * charges' index by type: README "Deleting").
 */
export const remove = implement(miscChargeTypesRoutes.remove, async ({ params }) => {
  const current = await miscChargeTypes.getOrThrow(params.id, 'misc charge type');
  if (current.kind !== null) {
    throw new ConflictError(
      `Misc charge type "${current.name}" is built in and cannot be deleted. Make it inactive instead.`,
    );
  }
  const uses = await countMiscChargesOfType(current.id);
  if (uses > 0) {
    throw new ConflictError(
      `${current.name} is used by ${uses} misc charge${uses === 1 ? '' : 's'}. Make it inactive instead.`,
    );
  }
  await miscChargeTypes.remove(current.id);
  return respond(204);
});
