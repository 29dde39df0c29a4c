import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { suppliers } from '../../data/master-data/master-data.repository.ts';
import { supplierContacts } from '../../data/master-data/suppliers.repository.ts';
import { nextId } from '../../data/repository.ts';

export const createContact = implement(suppliersRoutes.createContact, async ({ params, body, auth }) => {
  await suppliers.getOrThrow(params.id);
  const id = await nextId(supplierContacts.entity.name);
  const created = await supplierContacts.create({ id, supplierId: params.id, ...body }, auth.username);
  return respond(201, created);
});
