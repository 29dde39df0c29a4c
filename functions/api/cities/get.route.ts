import { citiesRoutes } from '@shelfline/shared/routes/cities.routes';
import { implement } from '../../common/api-handler.ts';
import { cities } from '../../data/master-data/master-data.repository.ts';

export const get = implement(citiesRoutes.get, ({ params }) => cities.getOrThrow(params.id));
