import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type PathValue, useForm } from 'react-hook-form';
import * as z from 'zod';
import { errorsFromFailure, errorsFromFieldErrors, type FormErrors, NO_ERRORS } from './form-errors.ts';

export interface UseEntityFormOptions<D, I> {
  /** The draft the inputs start from (read once). */
  initialValues: () => D;
  /** The form's field names: errors for other names go to the general list. */
  names: readonly string[];
  /** The shared input schema, validated on submit. */
  schema: z.ZodType<I>;
  /** The draft as the schema reads it. */
  toInput: (values: D) => unknown;
  /** Saves; a rejection shows its field errors under the fields and anything else in the general list. */
  onSubmit: (input: I) => Promise<unknown>;
  /** Stay in the saving state after a successful save (the form is about to go away). */
  keepSavingOnSuccess?: boolean;
}

/**
 * The one way a create/edit form holds its state: react-hook-form, validated on submit by the zod resolver with
 * the shared input schema (read through `toInput`, since inputs hold text while the schema wants numbers and
 * ids). It answers the draft `values`, the errors as the screens show them (`{ fields, general }`), `saving`,
 * `isDirty` (against the values it started from or last saved: it feeds the unsaved-changes guard) and
 * `control` for fields rendered through `Controller`. `change(patch)` updates values and clears their errors.
 */
export function useEntityForm<D extends FieldValues, I>({
  initialValues,
  names,
  schema,
  toInput,
  onSubmit,
  keepSavingOnSuccess = false,
}: UseEntityFormOptions<D, I>) {
  // The resolver is built once; it reads the latest `toInput` and schema (a worker form swaps create for update).
  const latest = useRef({ toInput, schema });
  latest.current = { toInput, schema };
  const [resolver] = useState(() =>
    zodResolver(z.custom<D>().transform((draft, context) => parseWith(latest.current, draft, context))),
  );
  const [start] = useState(initialValues);
  const form = useForm<D, unknown, I>({
    defaultValues: start as DefaultValues<D>,
    resolver,
    mode: 'onSubmit',
  });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [keptSaving, setKeptSaving] = useState(false);
  const values = form.watch();
  const saving = form.formState.isSubmitting || keptSaving;

  const change = (patch: Partial<D>) => {
    for (const [name, value] of Object.entries(patch)) {
      form.setValue(name as Path<D>, value as PathValue<D, Path<D>>, { shouldDirty: true });
    }
    setErrors((current) => {
      const changed = Object.keys(patch).filter((name) => current.fields[name]);
      if (changed.length === 0) return current;
      const fields = { ...current.fields };
      for (const name of changed) delete fields[name];
      return { ...current, fields };
    });
  };

  const save = async (input: I) => {
    setErrors(NO_ERRORS);
    try {
      await onSubmit(input);
      // What was saved is the new starting point: the form is no longer dirty.
      form.reset(form.getValues(), { keepValues: true });
      if (keepSavingOnSuccess) setKeptSaving(true);
    } catch (error) {
      setErrors(errorsFromFailure(error, names));
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    await form.handleSubmit(save, (invalid) => setErrors(errorsFromFieldErrors(invalid, names)))();
  };

  return { values, errors, setErrors, saving, change, submit, isDirty: form.formState.isDirty, control: form.control };
}

/** Validates the draft as the schema reads it; each issue keeps its path, so the resolver files it under its field. */
function parseWith<D, I>(
  { toInput, schema }: { toInput: (values: D) => unknown; schema: z.ZodType<I> },
  draft: D,
  context: z.RefinementCtx,
): I {
  const parsed = schema.safeParse(toInput(draft));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom', message: issue.message });
  return z.NEVER;
}
