import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement } from '../../common/api-handler.ts';
import { suppliers } from '../../data/master-data/master-data.repository.ts';

export const get = implement(suppliersRoutes.get, ({ params }) => suppliers.getOrThrow(params.id));
