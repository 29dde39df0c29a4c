import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { InputProps } from '@cloudscape-design/components/input';
import { useEffect, useRef } from 'react';
import type * as z from 'zod';
import { type FieldValue, FormBody, FormFieldControl, type FormFieldDef } from '../../components/crud/form-fields.tsx';
import { useEntityForm } from '../../components/crud/use-entity-form.ts';
import { focusLater } from '../../lib/focus-later.ts';
import { supplierStrings } from './strings.ts';

/** One field of an inline form; `password` inputs never show what is typed. */
export type InlineField = Extract<FormFieldDef, { kind: 'text' | 'password' | 'checkbox' }>;

type Draft = Record<string, FieldValue>;

/**
 * A create/edit form shown inside the Manage Users modal in place of its table (a modal over a modal would
 * fight over the focus). Validated with the shared zod schema; server field errors (400, 409) go under their
 * fields, anything else in an Alert. Test ids: `inline-form`, fields `field-<name>`, `form-save`, `form-cancel`,
 * `form-error`, like the CRUD kit's form.
 */
export function InlineForm<I>({
  title,
  fields,
  schema,
  initialValues,
  onSubmit,
  onCancel,
}: {
  title: string;
  fields: readonly InlineField[];
  schema: z.ZodType<I>;
  initialValues: Readonly<Record<string, unknown>>;
  onSubmit: (values: I) => Promise<unknown>;
  onCancel: () => void;
}) {
  const names = fields.map((f) => f.name);
  const { values, errors, saving, change, submit } = useEntityForm<Draft, I>({
    initialValues: () =>
      Object.fromEntries(
        fields.map((f) => [
          f.name,
          f.kind === 'checkbox' ? initialValues[f.name] === true : String(initialValues[f.name] ?? ''),
        ]),
      ),
    names,
    schema,
    // Empty optional texts are left out, so "no e-mail" and "keep the password" read as absent.
    toInput: (draft) => Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '')),
    onSubmit,
    keepSavingOnSuccess: true,
  });
  const firstInput = useRef<InputProps.Ref>(null);

  useEffect(() => {
    return focusLater(() => firstInput.current, 50);
  }, []);

  const firstEnabled = fields.findIndex((f) => f.kind !== 'checkbox' && !f.disabled);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="inline-form">
      <Container header={<Header variant="h3">{title}</Header>}>
        <FormBody
          saving={saving}
          onCancel={onCancel}
          generalErrors={errors.general}
          submitLabel={supplierStrings.save}
          cancelLabel={supplierStrings.cancel}
        >
          {fields.map((field, index) => (
            <FormFieldControl
              key={field.name}
              field={field.kind === 'text' ? { ...field, labelInput: true, autoComplete: 'off' } : field}
              value={values[field.name]}
              onChange={(value) => change({ [field.name]: value })}
              errorText={errors.fields[field.name]}
              inputRef={index === firstEnabled ? firstInput : undefined}
            />
          ))}
        </FormBody>
      </Container>
    </form>
  );
}
