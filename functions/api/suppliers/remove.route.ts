import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { removePermissionsOfSupplier } from '../../data/files/permissions.repository.ts';
import { suppliers } from '../../data/master-data/master-data.repository.ts';
import {
  removeSupplierWithContacts,
  supplierHasJobs,
  supplierHasUsers,
} from '../../data/master-data/suppliers.repository.ts';

/**
 * `DELETE suppliers/{id}`: refused (409) while jobs name the supplier, or while it still has users (each is a
 * sign-in to delete on its own); its contacts go with it, then its whole-supplier UME grants.
 */
export const remove = implement(suppliersRoutes.remove, async ({ params }) => {
  const current = await suppliers.getOrThrow(params.id);
  const [hasJobs, hasUsers] = await Promise.all([supplierHasJobs(current.id), supplierHasUsers(current.id)]);
  if (hasJobs) {
    throw new ConflictError(`Supplier "${current.name}" still has jobs. Make it inactive instead.`);
  }
  if (hasUsers) {
    throw new ConflictError(`Supplier "${current.name}" still has users. Delete its users first, or make it inactive.`);
  }
  await removeSupplierWithContacts(current);
  await removePermissionsOfSupplier(current.id);
  return respond(204);
});
