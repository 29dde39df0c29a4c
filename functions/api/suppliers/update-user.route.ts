import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement } from '../../common/api-handler.ts';
import { updateSupplierUser } from './users.ts';

/** `PUT suppliers/{id}/users/{userId}`: names, e-mail, active flag; a new password when one is given. */
export const updateUser = implement(suppliersRoutes.updateUser, ({ params, body, auth }) =>
  updateSupplierUser(params.id, params.userId, body, auth.username),
);
