import Button from '@cloudscape-design/components/button';
import { type Supplier, type SupplierInput, SupplierInputSchema } from '@shelfline/shared/contracts/supplier.contract';
import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CrudDialogs } from '../../components/crud/crud-dialogs.tsx';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { activeColumn, type CrudColumn, CrudTable } from '../../components/crud/crud-table.tsx';
import type { FormFieldDef } from '../../components/crud/entity-form-modal.tsx';
import { toastsAbout } from '../../components/crud/record-strings.ts';
import { tableStatus } from '../../components/crud/table-status.ts';
import { useCrudController } from '../../components/crud/use-crud-controller.ts';
import { includeInactiveFor, useListState } from '../../components/crud/use-list-state.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { supplierKeys, suppliersQuery } from '../../queries/suppliers.ts';
import { ManageUsersModal } from './manage-users-modal.tsx';
import { supplierStrings as s } from './strings.ts';

// POST, PUT {id} (with the version read) and DELETE {id} of the family's routes.
const calls = crudRouteCalls(suppliersRoutes);

const COLUMNS: CrudColumn<Supplier>[] = [
  { id: 'code', header: s.columns.code, cell: (x) => x.code, sortValue: (x) => x.code },
  { id: 'name', header: s.columns.name, cell: (x) => x.name, sortValue: (x) => x.name },
  activeColumn<Supplier>(),
];

const FIELDS: FormFieldDef[] = [
  { kind: 'text', name: 'code', label: s.fields.code },
  { kind: 'text', name: 'name', label: s.fields.name },
  { kind: 'checkbox', name: 'isInactive', label: s.fields.isInactive },
];

/** /suppliers (001 §2): Code, Name, Active?, Actions (manage users, edit, delete). */
export function SuppliersPage() {
  useDocumentTitle(s.title);
  const { state, update } = useListState({ defaultSortBy: 'code' });
  const includeInactive = includeInactiveFor(state.active);
  const list = useQuery(suppliersQuery(includeInactive));
  const crud = useCrudController<Supplier, SupplierInput>({
    invalidates: [supplierKeys.all],
    ...calls,
    messages: toastsAbout(s, (x) => x.name),
  });
  // undefined: closed; null: open without a supplier chosen yet (the header button).
  const [managing, setManaging] = useState<number | null | undefined>(undefined);

  return (
    <>
      <CrudTable<Supplier>
        title={s.title}
        resourceName={s.resourceName}
        columns={COLUMNS}
        data={{
          mode: 'client',
          items: list.data,
          filterText: (x) => `${x.code} ${x.name}`,
          isInactive: (x) => x.isInactive,
        }}
        state={state}
        onStateChange={update}
        {...tableStatus(list)}
        trackBy={(x) => x.id}
        itemLabel={(x) => x.code}
        createLabel={s.add}
        onCreate={crud.openCreate}
        onEdit={crud.openEdit}
        onDelete={crud.openDelete}
        headerActions={
          <Button onClick={() => setManaging(null)} data-testid="manage-users-button">
            {s.manageUsers}
          </Button>
        }
        rowActions={(x) => (
          <Button
            variant="inline-icon"
            iconName="user-profile"
            ariaLabel={s.manageUsersLabel(x.code)}
            onClick={() => setManaging(x.id)}
            data-testid="row-manage-users"
          />
        )}
      />
      <CrudDialogs<Supplier, SupplierInput>
        crud={crud}
        titles={s}
        fields={FIELDS}
        schema={SupplierInputSchema}
        newValues={{ isInactive: false }}
        deleteQuestion={(x) => s.deleteQuestion(x.name)}
      />
      {managing !== undefined && (
        <ManageUsersModal supplierId={managing ?? undefined} onDismiss={() => setManaging(undefined)} />
      )}
    </>
  );
}
