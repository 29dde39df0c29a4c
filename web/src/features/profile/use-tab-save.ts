import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { errorsFromFailure, errorsFromIssues, type FormErrors, NO_ERRORS } from '../../components/crud/form-errors.ts';
import { type TabGuard, useTabGuard } from './tab-guard.ts';

type Issue = { path: readonly PropertyKey[]; message: string };
type Parsed<I> = { success: true; data: I } | { success: false; error: { issues: readonly Issue[] } };

export interface TabSaveOptions<I, S> {
  guard: TabGuard;
  /** The draft differs from what was read. */
  dirty: boolean;
  /** The fields whose server errors show under them. */
  names: readonly string[];
  /** The fields whose schema errors show under them (by default `names`). */
  issueNames?: readonly string[];
  /** The draft checked against the shared input schema. */
  parse: () => Parsed<I>;
  /** Also told the schema issues of every attempt (none when valid), for errors kept outside the fields. */
  onIssues?: (issues: readonly Issue[]) => void;
  send: (input: I) => Promise<S>;
  /** Puts the saved record where the tab reads it (its form then starts afresh from it). */
  cache: (queryClient: QueryClient, saved: S) => void;
  /** The spec's message for a save. */
  updated: string;
}

/**
 * A Profile tab's save (001 §2, §5): validate with the shared schema, send, tell the user, replace the cached record,
 * or show the errors under their fields; and the tab guard's answer to 'Do you want to save changes?'.
 */
export function useTabSave<I, S>(options: TabSaveOptions<I, S>) {
  const { guard, dirty, names, issueNames = names, parse, onIssues, send, cache, updated } = options;
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      notify({ type: 'success', content: updated });
      cache(queryClient, saved);
    },
  });
  const saving = mutation.isPending;

  const save = async (): Promise<boolean> => {
    const parsed = parse();
    onIssues?.(parsed.success ? [] : parsed.error.issues);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, issueNames));
      return false;
    }
    setErrors(NO_ERRORS);
    try {
      await mutation.mutateAsync(parsed.data);
      return true;
    } catch (error) {
      setErrors(errorsFromFailure(error, names));
      return false;
    }
  };
  useTabGuard(guard, dirty, save);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void save();
  };
  return { errors, setErrors, saving, save, submit };
}
