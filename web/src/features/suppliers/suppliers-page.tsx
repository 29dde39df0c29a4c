import Button from '@cloudscape-design/components/button';
import { type Supplier, type SupplierInput, SupplierInputSchema } from '@shelfline/shared/contracts/supplier.contract';
import { suppliersRoutes } from '@shelfline/shared/routes/suppliers.routes';
import { useState } from 'react';
import { crudRouteCalls } from '../../components/crud/crud-route-calls.ts';
import { type SimpleMasterFileConfig, SimpleMasterFilePage } from '../../components/crud/simple-master-file-page.tsx';
import { supplierKeys, suppliersQuery } from '../../queries/suppliers.ts';
import { ManageUsersModal } from './manage-users-modal.tsx';
import { supplierStrings as s } from './strings.ts';

// A code + name master file; its toasts and delete question name the supplier by its name.
const CONFIG: SimpleMasterFileConfig<Supplier, SupplierInput, ReturnType<typeof supplierKeys.list>> = {
  listQuery: suppliersQuery,
  invalidates: supplierKeys.all,
  calls: crudRouteCalls(suppliersRoutes),
  textField: 'name',
  inputSchema: SupplierInputSchema,
  recordLabel: (x) => x.name,
  strings: { ...s, resource: s.resourceName, code: s.columns.code, textLabel: s.columns.name },
};

/** /suppliers (001 §2): Code, Name, Active?, Actions (manage users, edit, delete). */
export function SuppliersPage() {
  // undefined: closed; null: open without a supplier chosen yet (the header button).
  const [managing, setManaging] = useState<number | null | undefined>(undefined);
  return (
    <SimpleMasterFilePage
      config={CONFIG}
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
    >
      {managing !== undefined && (
        <ManageUsersModal supplierId={managing ?? undefined} onDismiss={() => setManaging(undefined)} />
      )}
    </SimpleMasterFilePage>
  );
}
