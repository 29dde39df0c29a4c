import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { createContact } from './create-contact.route.ts';
import { createUser } from './create-user.route.ts';
import { get } from './get.route.ts';
import { getContact } from './get-contact.route.ts';
import { getUser } from './get-user.route.ts';
import { list } from './list.route.ts';
import { listContacts } from './list-contacts.route.ts';
import { listUsers } from './list-users.route.ts';
import { remove } from './remove.route.ts';
import { removeContact } from './remove-contact.route.ts';
import { removeUser } from './remove-user.route.ts';
import { update } from './update.route.ts';
import { updateContact } from './update-contact.route.ts';
import { updateUser } from './update-user.route.ts';

/** The `suppliers` family: suppliers, their contacts and their users (customer sign-ins) (001 §7 Suppliers). */
export const handler = createApiHandler({
  routes: Object.values(suppliersRoutes),
  implementations: [
    list,
    get,
    create,
    update,
    remove,
    listContacts,
    createContact,
    getContact,
    updateContact,
    removeContact,
    listUsers,
    createUser,
    updateUser,
    getUser,
    removeUser,
  ],
});
