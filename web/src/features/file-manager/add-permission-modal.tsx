import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { FolderPermissionAddSchema } from '@shelfline/shared/contracts/file-manager.contract';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { suppliersQuery, supplierUsersQuery } from '../../queries/suppliers.ts';
import { FILE_MANAGER_STRINGS as s } from './strings.ts';

const Entry = FolderPermissionAddSchema.shape.entries.element.shape;
/** One supplier and some of its users; no user = every user of the supplier ('(all users)', brief F5). */
const AddSchema = z.object({
  supplierId: Entry.supplierId,
  userIds: z.array(Entry.userId.unwrap()),
});
export type PermissionChoice = z.infer<typeof AddSchema>;

/** Add of the folder permissions panel (brief 4b): a supplier (`GET suppliers`), then its users or all of them. */
export function AddPermissionModal({
  busy,
  onAdd,
  onDismiss,
}: {
  busy: boolean;
  onAdd: (choice: PermissionChoice) => void;
  onDismiss: () => void;
}) {
  const form = useForm<z.input<typeof AddSchema>, unknown, PermissionChoice>({
    resolver: zodResolver(AddSchema),
    defaultValues: { userIds: [] },
  });
  const supplierId = form.watch('supplierId');
  const suppliers = useQuery(suppliersQuery(false));
  const users = useQuery({ ...supplierUsersQuery(supplierId ?? 0), enabled: supplierId !== undefined });
  const supplierOptions = (suppliers.data ?? []).map((x) => ({ value: String(x.id), label: `${x.code} - ${x.name}` }));
  const userOptions = (users.data ?? [])
    .filter((u) => !u.isInactive)
    .map((u) => ({ value: String(u.id), label: u.userName, description: `${u.firstName} ${u.lastName}` }));
  const save = form.handleSubmit(onAdd);

  return (
    <Modal
      visible
      header={s.permissions.addTitle}
      data-testid="permission-add-modal"
      onDismiss={dismissUnlessOverlay(onDismiss, busy)}
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={busy}>
            {s.cancel}
          </Button>
          <Button variant="primary" onClick={() => void save()} loading={busy} data-testid="permission-add-save">
            {s.permissions.add}
          </Button>
        </ModalFooter>
      }
    >
      <form onSubmit={(e) => void save(e)}>
        <SpaceBetween size="m">
          <Controller
            control={form.control}
            name="supplierId"
            render={({ field, fieldState }) => (
              <FormField
                label={s.permissions.supplier}
                errorText={fieldState.error ? s.permissions.chooseSupplier : ''}
              >
                <Select
                  selectedOption={supplierOptions.find((o) => o.value === String(field.value)) ?? null}
                  options={supplierOptions}
                  placeholder={s.permissions.chooseSupplier}
                  filteringType="auto"
                  statusType={suppliers.isPending ? 'loading' : 'finished'}
                  onChange={(event) => {
                    field.onChange(Number(event.detail.selectedOption.value));
                    form.setValue('userIds', []);
                  }}
                  data-testid="permission-supplier"
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="userIds"
            render={({ field }) => (
              <FormField label={s.permissions.users} description={s.permissions.usersHint}>
                <Multiselect
                  selectedOptions={userOptions.filter((o) => field.value.includes(Number(o.value)))}
                  options={userOptions}
                  placeholder={s.permissions.chooseUsers}
                  disabled={supplierId === undefined}
                  filteringType="auto"
                  statusType={users.isFetching ? 'loading' : 'finished'}
                  onChange={(event) => field.onChange(event.detail.selectedOptions.map((o) => Number(o.value)))}
                  data-testid="permission-users"
                />
              </FormField>
            )}
          />
        </SpaceBetween>
      </form>
    </Modal>
  );
}
