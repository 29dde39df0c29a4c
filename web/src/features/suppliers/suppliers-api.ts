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

/**
 * The Manage Users writes of the suppliers family (001 §7 Suppliers); the suppliers' own come from
 * `crudRouteCalls(suppliersRoutes)`, the reads from the factories of `queries/suppliers.ts`.
 */
export const suppliersApi = {
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
