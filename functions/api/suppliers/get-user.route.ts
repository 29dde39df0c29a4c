import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement } from '../../common/api-handler.ts';
import { supplierUsers } from '../../data/people/people.repository.ts';

export const getUser = implement(suppliersRoutes.getUser, ({ params }) =>
  supplierUsers.getOrThrow(params.userId, 'Supplier user'),
);
