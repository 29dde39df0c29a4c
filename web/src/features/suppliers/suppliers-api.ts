import type {
  SupplierContact,
  SupplierContactInput,
  SupplierContactUpdate,
  SupplierUser,
  SupplierUserCreate,
  SupplierUserUpdate,
} from '@shelfline/shared/contracts/supplier.contract';
import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { callRoute } from '../../app/api.ts';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';

/** The suppliers family's writes (001 §7 Suppliers); its reads are the factories of `queries/suppliers.ts`. */
export const suppliersApi = {
  ...crudRouteCalls(suppliersRoutes),

  createUser: (supplierId: number, input: SupplierUserCreate) =>
    callRoute(suppliersRoutes.createUser, { params: { id: supplierId }, body: input }),
  updateUser: (user: SupplierUser, input: Omit<SupplierUserUpdate, 'version'>) =>
    callRoute(suppliersRoutes.updateUser, {
      params: { id: user.supplierId, userId: user.id },
      body: { ...input, version: user.version },
    }),
  removeUser: (user: SupplierUser) => callRoute(suppliersRoutes.removeUser, { params: { userId: user.id } }),

  createContact: (supplierId: number, input: SupplierContactInput) =>
    callRoute(suppliersRoutes.createContact, { params: { id: supplierId }, body: input }),
  updateContact: (contact: SupplierContact, input: Omit<SupplierContactUpdate, 'version'>) =>
    callRoute(suppliersRoutes.updateContact, {
      params: { id: contact.supplierId, contactId: contact.id },
      body: { ...input, version: contact.version },
    }),
  removeContact: (contact: SupplierContact) =>
    callRoute(suppliersRoutes.removeContact, { params: { id: contact.supplierId, contactId: contact.id } }),
};
