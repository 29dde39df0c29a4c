import { provincesRoutes } from '@shelfline/shared/routes/provinces.routes';
import { implement } from '../../common/api-handler.ts';
import { provinces } from '../../data/master-data/master-data.repository.ts';

export const get = implement(provincesRoutes.get, ({ params }) => provinces.getOrThrow(params.id));
