import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { useEntityForm } from '../../components/crud/use-entity-form.ts';
import { type TabGuard, useTabGuard } from './tab-guard.ts';

type Issue = { path: readonly PropertyKey[]; message: string };

export interface TabSaveOptions<D, I, S> {
  guard: TabGuard;
  /** The draft the inputs start from (the record as read). */
  initial: D;
  /** The fields whose errors show under them. */
  names: readonly string[];
  /** The shared input schema, and the draft as it reads it. */
  schema: z.ZodType<I>;
  toInput: (draft: D) => unknown;
  /** Also told the schema issues of every attempt (none when valid), for errors kept outside the fields. */
  onIssues?: (issues: readonly Issue[]) => void;
  send: (input: I) => Promise<S>;
  /** Puts the saved record where the tab reads it (its form then starts afresh from it). */
  cache: (queryClient: QueryClient, saved: S) => void;
  /** The spec's message for a save. */
  updated: string;
}

/**
 * A Profile tab's form and save (001 §2, §5): the draft in react-hook-form, validated with the shared schema, sent
 * by a mutation that tells the user and replaces the cached record, or the errors under their fields; and the tab
 * guard's answer to 'Do you want to save changes?' (unsaved while the form `isDirty`).
 */
export function useTabSave<D extends FieldValues, I, S>(options: TabSaveOptions<D, I, S>) {
  const { guard, initial, names, schema, toInput, onIssues, send, cache, updated } = options;
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      notify({ type: 'success', content: updated });
      cache(queryClient, saved);
    },
  });
  const saved = useRef(false);
  const form = useEntityForm<D, I>({
    initialValues: () => initial,
    names,
    schema,
    toInput,
    onSubmit: async (input) => {
      await mutation.mutateAsync(input);
      saved.current = true;
    },
  });

  /** Resolves whether the draft was saved (false when invalid or refused: the errors show). */
  const save = async (): Promise<boolean> => {
    if (onIssues) {
      const parsed = schema.safeParse(toInput(form.values));
      onIssues(parsed.success ? [] : parsed.error.issues);
    }
    saved.current = false;
    await form.submit();
    return saved.current;
  };
  useTabGuard(guard, form.isDirty, save);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.saving) void save();
  };
  return { ...form, save, submit };
}
