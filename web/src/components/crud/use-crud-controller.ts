import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';

/** What the form modal is doing: adding a record, or editing one. */
export type Editing<T> = { mode: 'create' } | { mode: 'edit'; item: T };

export interface CrudControllerOptions<T, I> {
  /**
   * The keys refreshed after every change, from the resource's query factory (prefix match: `retailerKeys.all`
   * covers every variant of the list).
   */
  invalidates: readonly QueryKey[];
  create?: (input: I) => Promise<T>;
  /** Called with the record as read (its `version` goes into the body). */
  update?: (item: T, input: I) => Promise<T>;
  remove?: (item: T) => Promise<unknown>;
  /** The spec's toasts (001 §8), built from the saved or deleted record. */
  messages: {
    created: (item: T) => string;
    updated: (item: T) => string;
    deleted: (item: T) => string;
  };
}

export interface CrudController<T, I> {
  editing: Editing<T> | undefined;
  deleting: T | undefined;
  openCreate: () => void;
  openEdit: (item: T) => void;
  openDelete: (item: T) => void;
  close: () => void;
  /**
   * The form's `onSubmit`: creates or updates, then closes, toasts and refreshes the list. A failure is
   * rethrown so the form shows it under the fields.
   */
  save: (input: I) => Promise<void>;
  /**
   * The confirmation's `onConfirm`: deletes, closes, toasts and refreshes. A refusal (409 "still in
   * use") closes the confirmation and shows the server's message as an error that stays until dismissed.
   */
  confirmDelete: () => Promise<void>;
}

/** The state and actions of a list screen's create/edit/delete dialogs; the writes are mutations. */
export function useCrudController<T, I>(options: CrudControllerOptions<T, I>): CrudController<T, I> {
  const { invalidates, create, update, remove, messages } = options;
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [editing, setEditing] = useState<Editing<T>>();
  const [deleting, setDeleting] = useState<T>();
  const refresh = () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const close = useCallback(() => {
    setEditing(undefined);
    setDeleting(undefined);
  }, []);

  const saving = useMutation({
    mutationFn: ({ target, input }: { target: Editing<T>; input: I }) => {
      if (target.mode === 'create') {
        if (!create) throw new Error('useCrudController: no create');
        return create(input);
      }
      if (!update) throw new Error('useCrudController: no update');
      return update(target.item, input);
    },
    onSuccess: (saved, { target }) => {
      setEditing(undefined);
      notify({
        type: 'success',
        content: target.mode === 'create' ? messages.created(saved) : messages.updated(saved),
      });
      return refresh();
    },
  });

  const removing = useMutation({
    mutationFn: (item: T) => {
      if (!remove) throw new Error('useCrudController: no remove');
      return remove(item);
    },
    onSuccess: (_answer, item) => notify({ type: 'success', content: messages.deleted(item) }),
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    onSettled: () => {
      setDeleting(undefined);
      return refresh();
    },
  });

  return {
    editing,
    deleting,
    openCreate: () => setEditing({ mode: 'create' }),
    openEdit: (item) => setEditing({ mode: 'edit', item }),
    openDelete: (item) => setDeleting(item),
    close,
    save: async (input) => {
      if (editing) await saving.mutateAsync({ target: editing, input });
    },
    // The refusal is shown by the mutation's onError; the confirmation only waits for the outcome.
    confirmDelete: async () => {
      if (deleting && remove) await removing.mutateAsync(deleting).catch(() => undefined);
    },
  };
}
