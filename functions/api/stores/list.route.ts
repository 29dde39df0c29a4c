import { storesRoutes } from '@shelfline/shared/routes/stores.routes';
import { implement } from '../../common/api-handler.ts';
import { listStores } from '../../data/master-data/stores.repository.ts';

/** `GET stores?retailerId=…&provinceId=…&cityId=…&includeInactive=…` with paging, sorting and search. */
export const list = implement(storesRoutes.list, ({ query }) => listStores(query));
