import { miscChargeTypesRoutes } from '@shelfline/shared/routes/miscchargetypes.routes';
import { implement } from '../../common/api-handler.ts';
import { miscChargeTypes } from '../../data/money/misc-charge-types.repository.ts';

/**
 * At the version read (409 when someone changed it since); a new name moves its uniqueness marker atomically.
 * The `kind` stays what it was: renaming "Travel" keeps it the travel type.
 */
export const update = implement(miscChargeTypesRoutes.update, async ({ params, body, auth }) => {
  const current = await miscChargeTypes.getOrThrow(params.id, 'misc charge type');
  const { version, id: _ignored, ...fields } = body;
  return miscChargeTypes.replace({ ...fields, id: current.id, kind: current.kind }, version, auth.username);
});
