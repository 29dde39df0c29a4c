import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement } from '../../common/api-handler.ts';
import { suppliers } from '../../data/master-data.repository.ts';

/** `PUT suppliers/{id}`: needs the version read; a changed code moves its uniqueness marker atomically. */
export const update = implement(suppliersRoutes.update, async ({ params, body, auth }) => {
  const { version, ...fields } = body;
  return suppliers.replace({ id: params.id, ...fields }, version, auth.username);
});
