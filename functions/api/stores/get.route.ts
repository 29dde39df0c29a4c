import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { implement } from '../../common/api-handler.ts';
import { stores } from '../../data/master-data/master-data.repository.ts';

/** `GET stores/{id}`. */
export const get = implement(storesRoutes.get, ({ params }) => stores.getOrThrow(params.id));
