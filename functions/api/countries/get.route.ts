import { countriesRoutes } from '@shelfline/shared/routes/countries.routes';
import { implement } from '../../common/api-handler.ts';
import { countries } from '../../data/master-data/master-data.repository.ts';

export const get = implement(countriesRoutes.get, ({ params }) => countries.getOrThrow(params.id));
