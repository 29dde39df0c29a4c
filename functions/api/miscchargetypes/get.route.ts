import { miscChargeTypesRoutes } from '@shelfline/shared/routes/miscchargetypes.routes';
import { implement } from '../../common/api-handler.ts';
import { miscChargeTypes } from '../../data/money/misc-charge-types.repository.ts';

export const get = implement(miscChargeTypesRoutes.get, ({ params }) =>
  miscChargeTypes.getOrThrow(params.id, 'misc charge type'),
);
