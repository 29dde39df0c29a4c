import {
  type Supplier,
  type SupplierContact,
  SupplierContactSchema,
  SupplierSchema,
  type SupplierUser,
  SupplierUserSchema,
} from '@shelfline/shared/contracts/supplier.contract';
import * as z from 'zod';
import { api } from '../../app/api.ts';

/** The suppliers family's calls (001 §7 Suppliers) and their query keys. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (includeInactive: boolean) => ['suppliers', 'list', { includeInactive }] as const,
  users: (supplierId: number) => ['suppliers', supplierId, 'users'] as const,
  contacts: (supplierId: number) => ['suppliers', supplierId, 'contacts'] as const,
};

export const suppliersApi = {
  list: (includeInactive: boolean) =>
    api.get<Supplier[]>(`suppliers?includeInactive=${includeInactive}`, { schema: z.array(SupplierSchema) }),
  create: (input: unknown) => api.post<Supplier>('suppliers', input, { schema: SupplierSchema }),
  update: (item: Supplier, input: object) =>
    api.put<Supplier>(`suppliers/${item.id}`, { ...input, version: item.version }, { schema: SupplierSchema }),
  remove: (item: Supplier) => api.delete(`suppliers/${item.id}`),

  users: (supplierId: number) =>
    api.get<SupplierUser[]>(`suppliers/${supplierId}/users`, { schema: z.array(SupplierUserSchema) }),
  createUser: (supplierId: number, input: unknown) =>
    api.post<SupplierUser>(`suppliers/${supplierId}/users`, input, { schema: SupplierUserSchema }),
  updateUser: (user: SupplierUser, input: object) =>
    api.put<SupplierUser>(
      `suppliers/${user.supplierId}/users/${user.id}`,
      { ...input, version: user.version },
      { schema: SupplierUserSchema },
    ),
  removeUser: (user: SupplierUser) => api.delete(`suppliers/users/${user.id}`),

  contacts: (supplierId: number) =>
    api.get<SupplierContact[]>(`suppliers/${supplierId}/contacts`, { schema: z.array(SupplierContactSchema) }),
  createContact: (supplierId: number, input: unknown) =>
    api.post<SupplierContact>(`suppliers/${supplierId}/contacts`, input, { schema: SupplierContactSchema }),
  updateContact: (contact: SupplierContact, input: object) =>
    api.put<SupplierContact>(
      `suppliers/${contact.supplierId}/contacts/${contact.id}`,
      { ...input, version: contact.version },
      { schema: SupplierContactSchema },
    ),
  removeContact: (contact: SupplierContact) => api.delete(`suppliers/${contact.supplierId}/contacts/${contact.id}`),
};
