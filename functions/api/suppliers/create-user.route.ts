import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { createSupplierUser } from './users.ts';

/** `POST suppliers/{id}/users`: the person and its Cognito sign-in (customer group, permanent password). */
export const createUser = implement(suppliersRoutes.createUser, async ({ params, body, auth }) =>
  respond(201, await createSupplierUser(params.id, body, auth.username)),
);
