import { miscChargeTypesRoutes } from '@shelfline/shared/routes/miscchargetypes.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { miscChargeTypes } from '../../data/money/misc-charge-types.repository.ts';
import { nextId } from '../../data/repository.ts';

/**
 * The name is unique in any case (409 naming `name`), reserved in the same transaction as the type. Types created
 * here have no `kind`: only the four seeded ones drive the misc charge form (Decision A25).
 */
export const create = implement(miscChargeTypesRoutes.create, async ({ body, auth }) => {
  const { id: _ignored, ...fields } = body;
  const id = await nextId(miscChargeTypes.entity.name);
  return respond(201, await miscChargeTypes.create({ ...fields, id, kind: null }, auth.username));
});
