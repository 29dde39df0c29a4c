import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { supplierContacts } from '../../data/master-data/suppliers.repository.ts';
import { contactOfSupplier } from './contacts.ts';

export const removeContact = implement(suppliersRoutes.removeContact, async ({ params }) => {
  await contactOfSupplier(params.id, params.contactId);
  await supplierContacts.remove(params.contactId);
  return respond(204);
});
