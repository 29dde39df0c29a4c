import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { implement } from '../../common/api-handler.ts';
import { contactOfSupplier } from './contacts.ts';

export const getContact = implement(suppliersRoutes.getContact, ({ params }) =>
  contactOfSupplier(params.id, params.contactId),
);
