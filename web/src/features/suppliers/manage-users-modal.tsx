import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import {
  type SupplierContact,
  SupplierContactInputSchema,
  SupplierContactUpdateSchema,
  type SupplierUser,
  SupplierUserCreateSchema,
  SupplierUserUpdateSchema,
} from '@shelfline/shared/contracts/supplier.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { supplierContactsQuery, supplierKeys, suppliersQuery, supplierUsersQuery } from '../../queries/suppliers.ts';
import { ChildListPanel, childListMessages } from './child-list-panel.tsx';
import type { InlineField } from './inline-form.tsx';
import { supplierStrings as s } from './strings.ts';
import { suppliersApi } from './suppliers-api.ts';

// The update schemas want the version; the API client adds it from the record being edited.
const UserUpdateFormSchema = SupplierUserUpdateSchema.omit({ version: true });
const ContactUpdateFormSchema = SupplierContactUpdateSchema.omit({ version: true });

const USER_FIELDS: InlineField[] = [
  { kind: 'text', name: 'userName', label: s.users.fields.userName },
  { kind: 'text', name: 'firstName', label: s.users.fields.firstName },
  { kind: 'text', name: 'lastName', label: s.users.fields.lastName },
  { kind: 'text', name: 'email', label: s.users.fields.email },
  { kind: 'password', name: 'password', label: s.users.fields.password, description: s.users.passwordPolicy },
  { kind: 'checkbox', name: 'isInactive', label: s.users.fields.isInactive },
];
const USER_EDIT_FIELDS: InlineField[] = USER_FIELDS.map((f) => {
  if (f.name === 'userName') return { ...f, disabled: true, description: s.users.loginCodeFixed };
  if (f.name === 'password') return { ...f, label: s.users.fields.newPassword, description: s.users.keepPassword };
  return f;
});

const CONTACT_FIELDS: InlineField[] = [
  { kind: 'text', name: 'name', label: s.contacts.fields.name },
  { kind: 'text', name: 'title', label: s.contacts.fields.title },
  { kind: 'text', name: 'email', label: s.contacts.fields.email },
  { kind: 'text', name: 'phone', label: s.contacts.fields.phone },
  { kind: 'checkbox', name: 'isPrimary', label: s.contacts.fields.isPrimary },
];

/**
 * The Manage Users modal of /suppliers (001 §2): choose a supplier, then its users (customer sign-ins) in
 * the first tab and its contacts in the second, each with add, edit and delete.
 */
export function ManageUsersModal({ supplierId, onDismiss }: { supplierId: number | undefined; onDismiss: () => void }) {
  const [chosen, setChosen] = useState<number | undefined>(supplierId);
  const [tab, setTab] = useState('users');
  const suppliers = useQuery(suppliersQuery(true));
  const options = (suppliers.data ?? []).map((x) => ({ value: String(x.id), label: `${x.code} - ${x.name}` }));
  const selected = options.find((o) => o.value === String(chosen)) ?? null;

  return (
    <Modal
      visible
      size="large"
      header={s.manageUsers}
      closeAriaLabel={s.modal.close}
      onDismiss={(event) => {
        if (event.detail.reason !== 'overlay') onDismiss();
      }}
      data-testid="manage-users-modal"
      footer={
        <Box float="right">
          <Button onClick={onDismiss} data-testid="manage-users-close">
            {s.modal.close}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <FormField label={s.modal.supplier}>
          <Select
            selectedOption={selected}
            options={options}
            placeholder={s.modal.chooseSupplier}
            filteringType="auto"
            statusType={suppliers.isPending ? 'loading' : 'finished'}
            onChange={(event) => setChosen(Number(event.detail.selectedOption.value))}
            data-testid="manage-users-supplier"
          />
        </FormField>
        {chosen !== undefined && (
          <Tabs
            activeTabId={tab}
            onChange={(event) => setTab(event.detail.activeTabId)}
            tabs={[
              {
                id: 'users',
                label: s.modal.usersTab,
                content: <UsersPanel key={chosen} supplierId={chosen} />,
              },
              {
                id: 'contacts',
                label: s.modal.contactsTab,
                content: <ContactsPanel key={chosen} supplierId={chosen} />,
              },
            ]}
          />
        )}
      </SpaceBetween>
    </Modal>
  );
}

function UsersPanel({ supplierId }: { supplierId: number }) {
  return (
    <ChildListPanel<
      SupplierUser,
      (typeof SupplierUserCreateSchema)['_output'],
      (typeof UserUpdateFormSchema)['_output'],
      ReturnType<typeof supplierKeys.users>
    >
      testId="users"
      title={s.users.title}
      addLabel={s.users.add}
      emptyText={s.users.empty}
      query={supplierUsersQuery(supplierId)}
      invalidates={supplierKeys.users(supplierId)}
      trackBy={(u) => String(u.id)}
      itemLabel={(u) => u.userName}
      columns={[
        { id: 'userName', header: s.users.columns.userName, cell: (u) => u.userName },
        { id: 'firstName', header: s.users.columns.firstName, cell: (u) => u.firstName },
        { id: 'lastName', header: s.users.columns.lastName, cell: (u) => u.lastName },
        { id: 'email', header: s.users.columns.email, cell: (u) => u.email ?? '' },
        { id: 'active', header: 'Active?', cell: (u) => (u.isInactive ? s.no : s.yes) },
      ]}
      create={{
        title: s.users.addTitle,
        fields: USER_FIELDS,
        schema: SupplierUserCreateSchema,
        initialValues: { isInactive: false },
        save: (input) => suppliersApi.createUser(supplierId, input),
      }}
      edit={{
        title: (u) => s.users.editTitle(u.userName),
        fields: USER_EDIT_FIELDS,
        schema: UserUpdateFormSchema,
        save: (user, input) => suppliersApi.updateUser(user, input),
      }}
      remove={suppliersApi.removeUser}
      messages={childListMessages(s.users, (u: SupplierUser) => u.userName)}
    />
  );
}

function ContactsPanel({ supplierId }: { supplierId: number }) {
  return (
    <ChildListPanel<
      SupplierContact,
      (typeof SupplierContactInputSchema)['_output'],
      (typeof ContactUpdateFormSchema)['_output'],
      ReturnType<typeof supplierKeys.contacts>
    >
      testId="contacts"
      title={s.contacts.title}
      addLabel={s.contacts.add}
      emptyText={s.contacts.empty}
      query={supplierContactsQuery(supplierId)}
      invalidates={supplierKeys.contacts(supplierId)}
      trackBy={(c) => String(c.id)}
      itemLabel={(c) => c.name}
      columns={[
        { id: 'name', header: s.contacts.columns.name, cell: (c) => c.name },
        { id: 'title', header: s.contacts.columns.title, cell: (c) => c.title ?? '' },
        { id: 'email', header: s.contacts.columns.email, cell: (c) => c.email ?? '' },
        { id: 'phone', header: s.contacts.columns.phone, cell: (c) => c.phone ?? '' },
        { id: 'isPrimary', header: s.contacts.columns.isPrimary, cell: (c) => (c.isPrimary ? s.yes : s.no) },
      ]}
      create={{
        title: s.contacts.addTitle,
        fields: CONTACT_FIELDS,
        schema: SupplierContactInputSchema,
        initialValues: { isPrimary: false },
        save: (input) => suppliersApi.createContact(supplierId, input),
      }}
      edit={{
        title: (c) => s.contacts.editTitle(c.name),
        fields: CONTACT_FIELDS,
        schema: ContactUpdateFormSchema,
        save: (contact, input) => suppliersApi.updateContact(contact, input),
      }}
      remove={suppliersApi.removeContact}
      messages={childListMessages(s.contacts, (c: SupplierContact) => c.name)}
    />
  );
}
