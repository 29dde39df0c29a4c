import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';

export interface RowChangesOptions<T, I> {
  create: (input: I) => Promise<unknown>;
  update: (row: T, input: I) => Promise<unknown>;
  remove: (row: T) => Promise<unknown>;
  /** What a change refreshes. */
  queryKey: readonly unknown[];
  messages: { saved: string; deleted: string };
  /** Closes the dialog that asked: after a save, and after a delete whether or not it was refused. */
  onSaved: () => void;
  onRemoveSettled: () => void;
}

/**
 * The writes of a table of the worker form (comments, pay rate overrides), as mutations: a save (add or change) told
 * in a toast, its failure left to the dialog's form; a delete told in a toast, a refused one in a toast that stays
 * (001 §8). Each refreshes the table's query.
 */
export function useRowChanges<T, I>(options: RowChangesOptions<T, I>) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const save = useMutation({
    mutationFn: ({ row, input }: { row?: T; input: I }) => (row ? options.update(row, input) : options.create(input)),
    onSuccess: () => {
      notify({ type: 'success', content: options.messages.saved });
      options.onSaved();
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: options.remove,
    onSuccess: () => notify({ type: 'success', content: options.messages.deleted }),
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    onSettled: () => {
      options.onRemoveSettled();
      return refresh();
    },
  });
  return {
    /** For the dialog's form: a rejection shows under its fields. */
    save: (row: T | undefined, input: I) => save.mutateAsync({ row, input }),
    /** For the confirmation: a refusal is told by the toast. */
    remove: (row: T) => remove.mutateAsync(row).catch(() => undefined),
  };
}
