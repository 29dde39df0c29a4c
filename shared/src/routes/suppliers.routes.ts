import { defineRoute } from './route.ts';

/** Suppliers with their contacts and users (001 §2, §7 Suppliers): admin screens; the supplier list also feeds invoicing and order-export filters. */
export const suppliersRoutes = {
  list: defineRoute({ method: 'GET', path: 'suppliers', access: 'staff', summary: 'List suppliers (includeInactive)' }),
  get: defineRoute({ method: 'GET', path: 'suppliers/{id}', access: 'staff', summary: 'Get one supplier' }),
  update: defineRoute({
    method: 'PUT',
    path: 'suppliers/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update a supplier',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'suppliers/{id}',
    access: 'masterFilesAdmin',
    summary: 'Delete a supplier',
  }),
  create: defineRoute({ method: 'POST', path: 'suppliers', access: 'masterFilesAdmin', summary: 'Create a supplier' }),
  listContacts: defineRoute({
    method: 'GET',
    path: 'suppliers/{id}/contacts',
    access: 'masterFilesAdmin',
    summary: 'Contacts of a supplier',
  }),
  createContact: defineRoute({
    method: 'POST',
    path: 'suppliers/{id}/contacts',
    access: 'masterFilesAdmin',
    summary: 'Add a supplier contact',
  }),
  getContact: defineRoute({
    method: 'GET',
    path: 'suppliers/{id}/contacts/{contactId}',
    access: 'masterFilesAdmin',
    summary: 'Get one supplier contact',
  }),
  updateContact: defineRoute({
    method: 'PUT',
    path: 'suppliers/{id}/contacts/{contactId}',
    access: 'masterFilesAdmin',
    summary: 'Update a supplier contact',
  }),
  removeContact: defineRoute({
    method: 'DELETE',
    path: 'suppliers/{id}/contacts/{contactId}',
    access: 'masterFilesAdmin',
    summary: 'Delete a supplier contact',
  }),
  listUsers: defineRoute({
    method: 'GET',
    path: 'suppliers/{id}/users',
    access: 'masterFilesAdmin',
    summary: 'Users of a supplier',
  }),
  createUser: defineRoute({
    method: 'POST',
    path: 'suppliers/{id}/users',
    access: 'masterFilesAdmin',
    summary: 'Add a supplier user',
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: 'suppliers/{id}/users/{userId}',
    access: 'masterFilesAdmin',
    summary: 'Update a supplier user',
  }),
  getUser: defineRoute({
    method: 'GET',
    path: 'suppliers/users/{userId}',
    access: 'masterFilesAdmin',
    summary: 'Get one supplier user',
  }),
  removeUser: defineRoute({
    method: 'DELETE',
    path: 'suppliers/users/{userId}',
    access: 'masterFilesAdmin',
    summary: 'Delete a supplier user',
  }),
} as const;
