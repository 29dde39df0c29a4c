import { serviceTypesRoutes } from '@shelfline/shared/routes/servicetypes.routes';
import { implement } from '../../common/api-handler.ts';
import { serviceTypes } from '../../data/master-data/master-data.repository.ts';

export const get = implement(serviceTypesRoutes.get, ({ params }) => serviceTypes.getOrThrow(params.id));
