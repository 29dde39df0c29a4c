import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** Suppliers (`GET suppliers?includeInactive=`) with their users and contacts (001 §7 Suppliers). */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (includeInactive: boolean) => ['suppliers', 'list', { includeInactive }] as const,
  users: (supplierId: number) => ['suppliers', supplierId, 'users'] as const,
  contacts: (supplierId: number) => ['suppliers', supplierId, 'contacts'] as const,
};

/** Active suppliers, or every supplier (pickers that must show an old record too). */
export const suppliersQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: supplierKeys.list(includeInactive),
    queryFn: ({ signal }) => callRoute(suppliersRoutes.list, { query: { includeInactive }, signal }),
  });

export const supplierUsersQuery = (supplierId: number) =>
  queryOptions({
    queryKey: supplierKeys.users(supplierId),
    queryFn: ({ signal }) => callRoute(suppliersRoutes.listUsers, { params: { id: supplierId }, signal }),
  });

export const supplierContactsQuery = (supplierId: number) =>
  queryOptions({
    queryKey: supplierKeys.contacts(supplierId),
    queryFn: ({ signal }) => callRoute(suppliersRoutes.listContacts, { params: { id: supplierId }, signal }),
  });
