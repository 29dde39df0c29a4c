import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { removeSupplierUser } from './users.ts';

/** `DELETE suppliers/users/{userId}`: the person and its Cognito sign-in. */
export const removeUser = implement(suppliersRoutes.removeUser, async ({ params, auth }) => {
  await removeSupplierUser(params.userId, auth.username);
  return respond(204);
});
