import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement } from '../../common/api-handler.ts';
import { suppliers } from '../../data/master-data/master-data.repository.ts';
import { listUsersOfSupplier } from '../../data/master-data/suppliers.repository.ts';

/** `GET suppliers/{id}/users`: active and inactive users, by login code (the index's order). */
export const listUsers = implement(suppliersRoutes.listUsers, async ({ params }) => {
  await suppliers.getOrThrow(params.id);
  return listUsersOfSupplier(params.id);
});
