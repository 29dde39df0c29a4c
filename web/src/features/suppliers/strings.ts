import { PASSWORD_POLICY_TEXT } from '@shelfline/shared/contracts/supplier.contract';

import { recordStrings } from '../../components/crud/record-strings.ts';

/** The words of the Suppliers screen (001 §2, §8). */
export const supplierStrings = {
  title: 'Suppliers',
  resourceName: 'suppliers',
  manageUsers: 'Manage Users',
  manageUsersOf: (name: string) => `Manage users of ${name}`,
  columns: { code: 'Code', name: 'Name' },
  ...recordStrings('Supplier'),
  // 001 §8's toast after adding a supplier names none.
  created: () => 'Successfully added new Supplier',

  modal: {
    supplier: 'Supplier',
    chooseSupplier: 'Choose a supplier',
    usersTab: 'Users',
    contactsTab: 'Contacts',
    close: 'Close',
  },

  users: {
    title: 'Users',
    add: 'Add User',
    addTitle: 'New user',
    editTitle: (userName: string) => `Edit user ${userName}`,
    empty: 'This supplier has no users yet.',
    columns: { userName: 'Login code', firstName: 'First name', lastName: 'Last name', email: 'Email' },
    fields: {
      userName: 'Login code',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      password: 'Password',
      newPassword: 'New password',
      isInactive: 'Inactive (cannot sign in)',
    },
    passwordPolicy: PASSWORD_POLICY_TEXT,
    keepPassword: `Leave empty to keep the current password. ${PASSWORD_POLICY_TEXT}`,
    loginCodeFixed: 'The login code cannot be changed.',
    created: 'User created successfully',
    updated: 'User updated successfully',
    deleted: (userName: string) => `User "${userName}" has been deleted`,
    deleteQuestion: (userName: string) => `Delete user "${userName}"?`,
    deleteHint: 'The user will no longer be able to sign in.',
  },

  contacts: {
    title: 'Contacts',
    add: 'Add Contact',
    addTitle: 'New contact',
    editTitle: (name: string) => `Edit contact ${name}`,
    empty: 'This supplier has no contacts yet.',
    columns: { name: 'Name', title: 'Title', email: 'Email', phone: 'Phone', isPrimary: 'Primary' },
    fields: { name: 'Name', title: 'Title', email: 'Email', phone: 'Phone', isPrimary: 'Primary contact' },
    created: 'Contact created successfully',
    updated: 'Contact updated successfully',
    deleted: (name: string) => `Contact "${name}" has been deleted`,
    deleteQuestion: (name: string) => `Delete "${name}"?`,
  },

  yes: 'Yes',
  no: 'No',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  manageUsersLabel: (name: string) => `Manage users of ${name}`,
} as const;
