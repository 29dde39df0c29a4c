import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement } from '../../common/api-handler.ts';
import { supplierContacts } from '../../data/master-data/suppliers.repository.ts';
import { contactOfSupplier } from './contacts.ts';

export const updateContact = implement(suppliersRoutes.updateContact, async ({ params, body, auth }) => {
  await contactOfSupplier(params.id, params.contactId);
  const { version, ...fields } = body;
  return supplierContacts.replace({ id: params.contactId, supplierId: params.id, ...fields }, version, auth.username);
});
