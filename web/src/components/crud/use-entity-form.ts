import { type FormEvent, useState } from 'react';
import type * as z from 'zod';
import { errorsFromFailure, errorsFromIssues, type FormErrors, NO_ERRORS } from './form-errors.ts';

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
 * The state of a create/edit form: the draft values, the errors (`{ fields, general }`) and whether it is
 * saving. `change(patch)` updates values and clears their errors; `submit` validates, then saves.
 */
export function useEntityForm<D extends object, I>({
  initialValues,
  names,
  schema,
  toInput,
  onSubmit,
  keepSavingOnSuccess = false,
}: UseEntityFormOptions<D, I>) {
  const [values, setValues] = useState<D>(initialValues);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<D>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const changed = Object.keys(patch).filter((name) => current.fields[name]);
      if (changed.length === 0) return current;
      const fields = { ...current.fields };
      for (const name of changed) delete fields[name];
      return { ...current, fields };
    });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, names));
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
      if (!keepSavingOnSuccess) setSaving(false);
    } catch (error) {
      setErrors(errorsFromFailure(error, names));
      setSaving(false);
    }
  };

  return { values, errors, setErrors, saving, change, submit };
}
