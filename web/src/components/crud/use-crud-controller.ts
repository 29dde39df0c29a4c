import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';

/** What the form modal is doing: adding a record, or editing one. */
export type Editing<T> = { mode: 'create' } | { mode: 'edit'; item: T };

export interface CrudControllerOptions<T, I> {
  /** Invalidated after every change (prefix match: `['retailers']` covers every page of the list). */
  queryKey: QueryKey;
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

/** The state and actions of a list screen's create/edit/delete dialogs. */
export function useCrudController<T, I>(options: CrudControllerOptions<T, I>): CrudController<T, I> {
  const { queryKey, create, update, remove, messages } = options;
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [editing, setEditing] = useState<Editing<T>>();
  const [deleting, setDeleting] = useState<T>();

  const close = useCallback(() => {
    setEditing(undefined);
    setDeleting(undefined);
  }, []);

  const save = async (input: I) => {
    if (!editing) return;
    let saved: T;
    if (editing.mode === 'create') {
      if (!create) throw new Error('useCrudController: no create');
      saved = await create(input);
    } else {
      if (!update) throw new Error('useCrudController: no update');
      saved = await update(editing.item, input);
    }
    setEditing(undefined);
    notify({ type: 'success', content: editing.mode === 'create' ? messages.created(saved) : messages.updated(saved) });
    await queryClient.invalidateQueries({ queryKey });
  };

  const confirmDelete = async () => {
    if (!deleting || !remove) return;
    const item = deleting;
    try {
      await remove(item);
      notify({ type: 'success', content: messages.deleted(item) });
    } catch (error) {
      notify({ type: 'error', content: messagesOf(error), autoClose: false });
    }
    setDeleting(undefined);
    await queryClient.invalidateQueries({ queryKey });
  };

  return {
    editing,
    deleting,
    openCreate: () => setEditing({ mode: 'create' }),
    openEdit: (item) => setEditing({ mode: 'edit', item }),
    openDelete: (item) => setDeleting(item),
    close,
    save,
    confirmDelete,
  };
}
