import { retailersRoutes } from '@shelfline/shared/routes/retailers.routes';
import { implement } from '../../common/api-handler.ts';
import { retailers } from '../../data/master-data/master-data.repository.ts';

export const get = implement(retailersRoutes.get, ({ params }) => retailers.getOrThrow(params.id));
