import { miscChargeTypesRoutes } from '@shelfline/shared/routes/miscchargetypes.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { miscChargeTypes } from '../../data/money/misc-charge-types.repository.ts';

/**
 * `DELETE miscChargeTypes/{id}`: the four seeded types are refused (409): the misc charge form depends on travel
 * and printing (Decision A25). The "used by N misc charges" refusal arrives with the misc charge entity: no misc
 * charge can exist before it, and the brief gives it no index by type yet.
 */
export const remove = implement(miscChargeTypesRoutes.remove, async ({ params }) => {
  const current = await miscChargeTypes.getOrThrow(params.id, 'misc charge type');
  if (current.kind !== null) {
    throw new ConflictError(
      `Misc charge type "${current.name}" is built in and cannot be deleted. Make it inactive instead.`,
    );
  }
  await miscChargeTypes.remove(current.id);
  return respond(204);
});
