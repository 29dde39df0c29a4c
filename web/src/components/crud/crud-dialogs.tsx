import type * as z from 'zod';
import { ConfirmModal } from './confirm-modal.tsx';
import { EntityFormModal, type FormFieldDef } from './entity-form-modal.tsx';
import type { CrudController } from './use-crud-controller.ts';

export interface CrudFormDialogProps<T, I> {
  crud: CrudController<T, I>;
  /** The form's titles (001 §2): 'Create Retailer' when adding, 'Update Retailer' when editing (`recordStrings`). */
  titles: { createTitle: string; updateTitle: string };
  fields: readonly FormFieldDef[];
  schema: z.ZodType<I>;
  /** A new record's first values (`{ isInactive: false }`); an edited record starts from itself. */
  newValues: object;
  size?: 'small' | 'large';
}

/** The create/edit form of a list screen, opened and saved by its `useCrudController`. */
export function CrudFormDialog<T extends object, I>({ crud, titles, newValues, ...form }: CrudFormDialogProps<T, I>) {
  const editing = crud.editing;
  return (
    <EntityFormModal<I>
      {...form}
      visible={editing !== undefined}
      title={editing?.mode === 'edit' ? titles.updateTitle : titles.createTitle}
      initialValues={editing?.mode === 'edit' ? editing.item : newValues}
      onSubmit={crud.save}
      onDismiss={crud.close}
    />
  );
}

/** The delete confirmation of a list screen, with the spec's question about the record being deleted. */
export function CrudDeleteConfirm<T>({
  crud,
  question,
}: {
  crud: CrudController<T, never>;
  /** 'Delete "WAL"?' (001 §2), asked about the record chosen for deletion. */
  question: (item: T) => string;
}) {
  return (
    <ConfirmModal
      visible={crud.deleting !== undefined}
      title={crud.deleting === undefined ? '' : question(crud.deleting)}
      onConfirm={crud.confirmDelete}
      onDismiss={crud.close}
    />
  );
}

/** Both dialogs of a master file's list screen: the create/edit form and the delete confirmation. */
export function CrudDialogs<T extends object, I>({
  deleteQuestion,
  ...form
}: CrudFormDialogProps<T, I> & { deleteQuestion: (item: T) => string }) {
  return (
    <>
      <CrudFormDialog<T, I> {...form} />
      <CrudDeleteConfirm<T> crud={form.crud} question={deleteQuestion} />
    </>
  );
}
